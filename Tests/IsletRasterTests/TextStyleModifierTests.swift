import IsletCells
import IsletRaster
import Testing

/// Layout files with `clipShape`, `cornerRadius`, the font traits, `italic`, `strikethrough` and
/// `label`, as the terminal draws their lock screen.
@Suite struct TextStyleModifierTests {
    private static let red = Color(hex: 0xFF0000)

    @Test func aCapsuleRoundsTheBackgroundsEnds() {
        let view = ##"{"text": "LATE\nSOON", "padding": {"horizontal": 16}, "background": "#FF0000"}"##
        let square = lockScreenCells(view, columns: 8, rows: 2, legend: ["r": Self.red])
        #expect(square.rows == ["  LATE  ", "  SOON  "])
        #expect(square.backgrounds == ["rrrrrrrr", "rrrrrrrr"])
        // Round ends are the block glyphs of the island's outline, in the background's colour.
        let rounded = ##"{"text": "LATE\nSOON", "padding": {"horizontal": 16}, "background": "#FF0000", "clipShape": "capsule"}"##
        let capsule = lockScreenCells(rounded, columns: 8, rows: 2, legend: ["r": Self.red])
        #expect(capsule.rows == ["▄ LATE ▄", "▀ SOON ▀"])
        #expect(capsule.backgrounds == [".rrrrrr.", ".rrrrrr."])
        #expect(capsule.cells[0][0].foreground == Self.red && capsule.cells[1][7].foreground == Self.red)
    }

    @Test func aCornerRadiusRoundsOnlyTheCornersOfATallBackground() {
        let view = ##"{"text": "A\nB\nC", "padding": {"horizontal": 16}, "background": "#FF0000", "cornerRadius": 12}"##
        let cells = lockScreenCells(view, columns: 6, rows: 3, legend: ["r": Self.red])
        #expect(cells.backgrounds[1] == "rrrrr.")
        #expect(cells.backgrounds[0].first == "." && cells.backgrounds[2].first == ".", "\(cells.backgrounds)")
        #expect(cells.rows.map { $0.dropFirst(2).prefix(1) } == ["A", "B", "C"])
    }

    @Test func italicAndStrikethroughReachTheCellsOfTheirTextOnly() {
        let view = ##"{"hstack": [{"text": "old", "strikethrough": true}, {"text": "new", "italic": true}], "spacing": 8}"##
        let cells = lockScreenCells(view, columns: 8)
        #expect(cells.rows == ["old new "])
        #expect(cells.cells[0][0...2].allSatisfy { $0.strikethrough && !$0.italic })
        #expect(cells.cells[0][4...6].allSatisfy { $0.italic && !$0.strikethrough })
        #expect(!cells.cells[0][3].italic && !cells.cells[0][3].strikethrough)
    }

    @Test func boldOnAStackMakesItsTextBoldUnlessAChildSetsItsOwnFont() {
        let view = ##"{"hstack": [{"text": "aa"}, {"text": "bb", "font": "caption"}], "bold": true, "spacing": 8}"##
        let cells = lockScreenCells(view, columns: 5)
        #expect(cells.rows == ["aa bb"])
        #expect(cells.cells[0][0].bold && !cells.cells[0][3].bold)
    }

    @Test func aLabelIsItsIconAndTitleSideBySide() {
        let simple = lockScreenCells(##"{"label": "{state.name}", "systemImage": "star.fill"}"##, columns: 6)
        #expect(simple.rows == ["★ Ada "])
        let built = lockScreenCells(##"{"label": {"title": {"text": "{state.count} left"}, "icon": {"text": "#"}}}"##, columns: 9)
        #expect(built.rows == ["# 3 left "])
    }

    @Test func theANSIOutputSlantsAndStrikes() {
        var buffer = CellBuffer(width: 2, height: 1)
        buffer.write("a", column: 0, row: 0, clip: CellRect(column: 0, row: 0, width: 2, height: 1), foreground: .white, italic: true)
        buffer.write("b", column: 1, row: 0, clip: CellRect(column: 0, row: 0, width: 2, height: 1), foreground: .white, strikethrough: true)
        let output = ANSIExporter.export(buffer, palette: .trueColor)
        #expect(output.contains("\u{1B}[0;3ma"), "\(output)")
        #expect(output.contains("\u{1B}[0;9mb"), "\(output)")
    }
}
