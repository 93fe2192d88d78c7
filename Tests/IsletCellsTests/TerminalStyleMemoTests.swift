import IsletCells
import Testing

@Suite("Remembered terminal styles")
struct TerminalStyleMemoTests {
    /// Cells that differ in every input of the mapping: colours, weight, dimness, text or blank.
    static let cells: [Cell] = {
        let colors: [Color?] = [nil, .white, .black, Color(hex: 0xFF9500), Color(hex: 0x27325A), Color(hex: 0x8E8E93), Color(hex: 0xB8CBE8)]
        var cells: [Cell] = []
        for foreground in colors {
            for background in colors {
                for (text, bold, dim) in [("a", false, false), ("a", true, false), ("a", false, true), (" ", false, false), ("▀", true, false)] {
                    cells.append(Cell(text: text, foreground: foreground, background: background, bold: bold, dim: dim))
                }
            }
        }
        return cells
    }()

    @Test("the memo answers what the palette answers, the first time and every time after",
          arguments: [TerminalPalette.trueColor, .indexed256, .ansi16, .ansi8, .none])
    func memoAgreesWithPalette(palette: TerminalPalette) {
        var memo = TerminalStyleMemo(palette: palette)
        for _ in 0..<2 {
            for cell in Self.cells {
                #expect(memo.style(for: cell) == palette.style(for: cell), "\(cell)")
            }
        }
    }
}
