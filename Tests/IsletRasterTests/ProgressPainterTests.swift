import IsletCells
import IsletLayout
import IsletTestSupport
import Testing
@testable import IsletRaster

/// Progress bars and rings drawn from their geometry at sub-cell resolution (issue 12): the
/// fill ends where the fraction says, to half a column, and the rest is the faint track.
@Suite struct ProgressPainterTests {
    static let tint = Color(hex: 0x63E6E2)
    static let ground = Color.black
    static let track = tint.withOpacity(ProgressPainter.trackOpacity).composited(over: ground)

    static func bar(_ fraction: Double, width: Int, _ resolution: ShapeResolution) -> CellBuffer {
        var buffer = CellBuffer(width: width, height: 1, fill: Cell(background: ground))
        ProgressPainter(projection: CellProjection(shapes: resolution), memo: RenderCache().shapes)
            .drawBar(fraction: fraction, in: CellRect(column: 0, row: 0, width: width, height: 1), color: tint, ground: ground, into: &buffer)
        return buffer
    }

    static func ring(_ fraction: Double, columns: Int, rows: Int, _ resolution: ShapeResolution) -> CellBuffer {
        var buffer = CellBuffer(width: columns, height: rows, fill: Cell(background: ground))
        ProgressPainter(projection: CellProjection(shapes: resolution), memo: RenderCache().shapes)
            .drawRing(fraction: fraction, in: CellRect(column: 0, row: 0, width: columns, height: rows), color: tint, ground: ground, into: &buffer)
        return buffer
    }

    /// Sub-cells drawn in `color` (as the glyph's foreground) across a drawing.
    static func subCells(_ buffer: CellBuffer, _ resolution: ShapeResolution, color: Color) -> Int {
        let table = SubcellGlyphs.table(resolution).map(\.string)
        var count = 0
        for row in 0..<buffer.height {
            for column in 0..<buffer.width where buffer[column, row].foreground == color {
                count += (table.firstIndex(of: buffer[column, row].text) ?? 0).nonzeroBitCount
            }
        }
        return count
    }

    @Test(arguments: ShapeResolution.allCases)
    func theFillEndsAtTheFractionToHalfAColumn(_ resolution: ShapeResolution) {
        for width in [7, 20, 42] {
            for fraction in [0, 0.1, 0.33, 0.5, 0.62, 0.9, 1] {
                let drawn = Self.bar(fraction, width: width, resolution)
                let lit = Self.subCells(drawn, resolution, color: Self.tint)
                let expected = fraction * Double(2 * width)
                #expect(abs(Double(lit) - expected) <= 1, "\(resolution) \(width) columns at \(fraction): \(lit) half columns lit")
            }
        }
    }

    @Test(arguments: ShapeResolution.allCases)
    func theTrackIsOneSubRowAndFillsWhatTheFillLeaves(_ resolution: ShapeResolution) {
        let empty = Self.bar(0, width: 20, resolution)
        #expect(Self.subCells(empty, resolution, color: Self.tint) == 0)
        #expect(Self.subCells(empty, resolution, color: Self.track) == 40, "one sub-row, two sub-columns a cell")
        let full = Self.bar(1, width: 20, resolution)
        #expect(Self.subCells(full, resolution, color: Self.track) == 0)
        // Never a whole cell: the track is thin, the ground shows above it.
        #expect((0..<20).allSatisfy { full[$0, 0].text != "█" && full[$0, 0].background == Self.ground })
    }

    @Test(arguments: ShapeResolution.allCases)
    func aRingIsLitClockwiseFromTheTop(_ resolution: ShapeResolution) {
        let rows = 2
        let empty = Self.ring(0, columns: 5, rows: rows, resolution)
        let ring = Self.subCells(empty, resolution, color: Self.track)
        #expect(ring > 0 && Self.subCells(empty, resolution, color: Self.tint) == 0)
        let full = Self.ring(1, columns: 5, rows: rows, resolution)
        #expect(Self.subCells(full, resolution, color: Self.tint) == ring)
        // A quarter lights the top right only: nothing in the left half.
        let quarter = Self.ring(0.25, columns: 5, rows: rows, resolution)
        #expect((0..<rows).allSatisfy { row in (0..<2).allSatisfy { quarter[$0, row].foreground != Self.tint } })
        #expect(quarter[3, 0].foreground == Self.tint)
        // The middle of a ring two rows tall is the ground: a ring, not a disc.
        for row in 0..<rows {
            #expect(full[2, row].text != "█" && full[2, row].background == Self.ground, "\(resolution) row \(row): \(full[2, row].text)")
        }
    }

    @Test func progressAsText() {
        var text = ""
        for resolution in ShapeResolution.allCases {
            for width in [7, 20, 42] {
                for fraction in [0, 0.33, 0.5, 1] {
                    let drawn = Self.bar(fraction, width: width, resolution)
                    text += "bar \(resolution) \(width) \(fraction)\n" + TextExporter.export(drawn) + styleMask(drawn) + "\n"
                }
            }
            for (columns, rows) in [(5, 2), (5, 1), (2, 1)] {
                for fraction in [0, 0.25, 0.5, 0.75, 1] {
                    let drawn = Self.ring(fraction, columns: columns, rows: rows, resolution)
                    text += "ring \(resolution) \(columns)x\(rows) \(fraction)\n" + TextExporter.export(drawn) + styleMask(drawn) + "\n"
                }
            }
        }
        assertSnapshot(text, named: "progress")
    }
}
