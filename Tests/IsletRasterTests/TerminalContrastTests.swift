import Foundation
import IsletBundle
import IsletCells
import IsletLayout
import IsletRaster
import IsletViews
import Testing

/// Every text cell of every bundled layout's board (all presentations with the header and
/// labels, as `islet render` draws it), dark and light, keeps 4.5:1 against its background at
/// every depth, measured on what `TerminalPalette` sends (the ncurses backend and
/// `--format ansi` both use it), with xterm's colours for palette numbers. A text cell is one
/// `Cell.isText` accepts: not blank, not the right half of a wide glyph, not a shape glyph.
@Suite struct TerminalContrastTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let layoutName: String
        let dark: Bool
        var testDescription: String { "\(layoutName) \(dark ? "dark" : "light")" }
    }

    static let cases = BundledLayouts.layouts.flatMap { layout in [true, false].map { Case(layoutName: layout.name, dark: $0) } }

    @Test(arguments: cases)
    func everyTextCellReadsAtEveryDepth(_ testCase: Case) throws {
        let buffer = try board(testCase)
        var textCells = 0
        for palette in TerminalPalette.allCases where palette != .none {
            var failures: [String] = []
            for row in 0..<buffer.height {
                for column in 0..<buffer.width {
                    let cell = buffer[column, row]
                    guard cell.isText, cell.foreground != nil, cell.background != nil else { continue }
                    textCells += 1
                    let style = palette.style(for: cell)
                    let foreground = palette.appearance(of: try #require(style.foreground))
                    let background = palette.appearance(of: try #require(style.background))
                    let ratio = foreground.contrastRatio(with: background)
                    if ratio < Color.minimumTextContrast {
                        failures.append("(\(column),\(row)) \"\(cell.text)\" \(foreground.hexString) on \(background.hexString): \(ratio)")
                    }
                }
            }
            #expect(failures.isEmpty, "\(palette): \(failures.count) cells under 4.5:1, first \(failures.prefix(5))")
        }
        #expect(textCells > 0)
    }

    /// The board `islet render` prints for the layout at its preview moment.
    private func board(_ testCase: Case) throws -> CellBuffer {
        let json = try #require(BundledLayouts.layouts.first { $0.name == testCase.layoutName }).json
        let layout = try LayoutReader.read(json, file: "layouts/\(testCase.layoutName).json")
        let preview = try #require(layout.preview)
        let settings = RenderSettings(now: layout.previewMoment ?? Date(timeIntervalSinceReferenceDate: 0), dark: testCase.dark)
        return Board(activity: layout, data: preview, settings: settings, cache: RenderCache().layout).render(cache: RenderCache())
    }
}
