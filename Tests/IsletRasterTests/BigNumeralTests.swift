import IsletCells
import IsletLayout
import IsletTestSupport
import IsletViews
import Testing
@testable import IsletRaster

/// Scores and timers in a large font are big digits where their region has the rows, and
/// ordinary text where it does not (issue 12, "Type styles show their hierarchy").
@Suite struct BigNumeralTests {
    static let title = Font(size: 34, weight: .bold)

    static func text(_ string: String, font: Font = title) -> ResolvedView {
        ResolvedView(content: .text(string), style: ResolvedStyle(font: font))
    }

    /// `view` laid out and painted alone in a region `columns` x `rows`.
    static func painted(_ view: ResolvedView, columns: Int, rows: Int, _ resolution: ShapeResolution) -> CellBuffer {
        let projection = CellProjection(shapes: resolution)
        let engine = LayoutEngine(metrics: TerminalMetrics(projection: projection))
        let cells = CellRect(column: 0, row: 0, width: columns, height: rows)
        let placed = engine.place(view, in: Rect(x: 0, y: 0, width: Double(columns) * projection.columnPoints, height: Double(rows) * projection.rowPoints), alignment: .topLeading)
        let surface = LaidOutSurface(presentation: .lock, columns: columns, rows: rows, shapes: [], regions: [
            LaidOutRegion(name: .lockScreen, cells: cells, placed: placed, phoneSize: Size(width: 300, height: 100), background: .black),
        ])
        return SurfacePainter(projection: projection, cache: RenderCache()).paint(surface, wallpaper: .black)
    }

    /// The lock screen's clock stretches the face at its stems: caps, middle bars and bases
    /// stay one sub-row thick, so the taller digits keep the strokes' weight (issue 32, item 2).
    @Test func theClockFaceStretchesOnlyItsStems() throws {
        let zero = BigDigitGlyphs.stretched(try #require(BigDigitGlyphs.bitmaps["0"]), to: 8, colon: false)
        #expect(zero == [".####.", "##..##", "##..##", "##..##", "##..##", "##..##", "##..##", ".####."])
        let two = BigDigitGlyphs.stretched(try #require(BigDigitGlyphs.bitmaps["2"]), to: 8, colon: false)
        #expect(two.filter { $0.contains("####") }.count == 3, "three bars, each one sub-row: \(two)")
        let colon = BigDigitGlyphs.stretched(try #require(BigDigitGlyphs.bitmaps[":"]), to: 8, colon: true)
        #expect(colon.enumerated().filter { $0.element == "##" }.map(\.offset) == [2, 5], "square dots at a third and two thirds")
        #expect(ClockNumerals.columns("11:06") == 17)
    }

    @Test(arguments: ShapeResolution.allCases)
    func aLargeNumeralTakesTheRowsOfTheBigForm(_ resolution: ShapeResolution) {
        let projection = CellProjection(shapes: resolution)
        let engine = LayoutEngine(metrics: TerminalMetrics(projection: projection))
        let roomy = engine.sizeThatFits(Self.text("2:41"), ProposedSize(width: 300, height: 200))
        #expect(roomy.width == 13 * projection.columnPoints, "three columns a digit, one for the colon, a column between")
        #expect(roomy.height == Double(BigNumerals.rows(resolution)) * projection.rowPoints)
        let short = engine.sizeThatFits(Self.text("2:41"), ProposedSize(width: 300, height: Double(BigNumerals.rows(resolution) - 1) * projection.rowPoints))
        #expect(short.height == projection.rowPoints, "too few rows: one line of text")
        let narrow = engine.sizeThatFits(Self.text("2:41"), ProposedSize(width: 10 * projection.columnPoints, height: 200))
        #expect(narrow.height == projection.rowPoints, "too few columns: one line of text")
    }

    @Test func onlyLargeFontsAndOnlyNumeralsTakeTheBigForm() {
        let engine = LayoutEngine(metrics: TerminalMetrics(projection: .standard))
        let proposal = ProposedSize(width: 300, height: 200)
        #expect(engine.sizeThatFits(Self.text("2:41", font: Font(size: 22, weight: .bold)), proposal).height == 18)
        #expect(engine.sizeThatFits(Self.text("2:41", font: Font(size: 28)), proposal).height == 54)
        #expect(engine.sizeThatFits(Self.text("Half-time"), proposal).height == 18)
        #expect(engine.sizeThatFits(Self.text("3 min"), proposal).height == 18)
        #expect(engine.sizeThatFits(Self.text(":-"), proposal).height == 18, "no digit")
        let phone = LayoutEngine(metrics: PhoneMetrics())
        #expect(phone.sizeThatFits(Self.text("2:41"), proposal).height < 54, "the phone measures its own font")
    }

    @Test(arguments: ShapeResolution.allCases)
    func bigDigitsWhereTheRowsAreAndTextWhereNot(_ resolution: ShapeResolution) {
        let rows = BigNumerals.rows(resolution)
        let big = TextExporter.export(Self.painted(Self.text("12:05"), columns: 30, rows: rows, resolution))
        #expect(!big.contains("12:05"))
        #expect(big.split(separator: "\n").count == rows)
        let small = TextExporter.export(Self.painted(Self.text("12:05"), columns: 30, rows: rows - 1, resolution))
        #expect(small.hasPrefix("12:05"), "\(small)")
        let narrow = TextExporter.export(Self.painted(Self.text("12:05"), columns: 12, rows: rows, resolution))
        #expect(narrow.hasPrefix("12:05"), "\(narrow)")
    }

    @Test func everyGlyphIsAsWideAsLayoutMeasuresIt() {
        for (scalar, bitmap) in BigDigitGlyphs.bitmaps {
            #expect(bitmap.count == BigNumerals.subRows, "\(scalar)")
            #expect(Set(bitmap.map(\.count)).count == 1, "\(scalar) has ragged rows")
            let columns = (bitmap[0].count / 2)
            #expect(BigNumerals.columns("0" + String(scalar), font: Self.title) == 4 + columns, "\(scalar)")
        }
        #expect(BigNumerals.columns("0", font: Self.title) == BigDigitGlyphs.bitmaps["0"]![0].count / 2)
    }

    @Test func aRollingDigitIsTheDigitMovedUpOrDown() {
        let still = TextExporter.export(Self.painted(Self.text("2"), columns: 3, rows: 2, .sextant)).split(separator: "\n", omittingEmptySubsequences: false)
        let rising = TextExporter.export(Self.painted(Self.text("²"), columns: 3, rows: 2, .sextant)).split(separator: "\n", omittingEmptySubsequences: false)
        let falling = TextExporter.export(Self.painted(Self.text("₂"), columns: 3, rows: 2, .sextant)).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rising[0] == still[1] && rising[1].isEmpty, "\(rising)")
        #expect(falling[1] == still[0] && falling[0].isEmpty, "\(falling)")
    }

    @Test func theBundledScoreAndTimerAreBigDigits() throws {
        let sports = try #require(renderBundled(BundledRenderCase(layoutName: "sports", presentation: .expanded, deviceID: "iphone-16-pro")))
        let scores = TextExporter.export(sports.buffer).split(separator: "\n")
        #expect(scores.contains { $0.contains("▝▀▙") } && scores.contains { $0.contains("█▄▄") }, "the home score, 2, in three rows: \(scores)")
        let countdown = try #require(renderBundled(BundledRenderCase(layoutName: "countdown", presentation: .lock, deviceID: "iphone-16-pro")))
        let card = TextExporter.export(countdown.buffer)
        #expect(!card.contains("2:41") && card.contains("▝▀▙ ▄ █ █ ▝█"), "\(card)")
        // In the expanded island the same timer is 20 pt: text.
        let expanded = try #require(renderBundled(BundledRenderCase(layoutName: "countdown", presentation: .expanded, deviceID: "iphone-16-pro")))
        #expect(TextExporter.export(expanded.buffer).contains("2:41"))
    }

    @Test func bigNumeralsAsText() {
        var text = ""
        for resolution in ShapeResolution.allCases {
            for numeral in ["0123456789", "12:05", "+3 -1", "100%", "1.5"] {
                let view = Self.text(numeral)
                let drawn = Self.painted(view, columns: 45, rows: BigNumerals.rows(resolution), resolution)
                text += "\(resolution) \(numeral)\n" + TextExporter.export(drawn) + "\n"
            }
        }
        assertSnapshot(text, named: "big-numerals")
    }
}
