import IsletCells
import IsletLayout
import Testing
@testable import IsletRaster

/// Shapes drawn from remembered stamps (kept in the caller's `RenderCache`): what a redrawn frame shows.
@Suite struct ShapeStampTests {
    /// An expanded island with a keyline, its top and bottom on row boundaries, in `fill`, on a
    /// white wallpaper.
    private func island(fill: Color, rim: Color, projection: CellProjection = .standard) -> CellBuffer {
        let shape = SurfaceShape(
            kind: .island, cells: CellRect(column: 1, row: 1, width: 48, height: 7), frame: Rect(x: 12, y: 18, width: 371, height: 126),
            cornerRadius: 44, fill: fill, rim: rim
        )
        var buffer = CellBuffer(width: 50, height: 10, fill: Cell(background: .white))
        ShapeRasterizer(projection: projection, cache: RenderCache()).draw(shape, into: &buffer, column: 0, row: 0)
        return buffer
    }

    @Test func aShapeDrawnAgainIsTheSameAndTakesItsOwnColours() {
        let red = Color(hex: 0xFF0000), blue = Color(hex: 0x0000FF), grey = Color(hex: 0x808080)
        let first = island(fill: red, rim: grey)
        #expect(island(fill: red, rim: grey) == first)
        // The same outline in other colours: the stamp keeps the geometry, never the paint.
        let recoloured = island(fill: blue, rim: grey)
        #expect(recoloured != first)
        for (drawn, fill) in [(first, red), (recoloured, blue)] {
            #expect(drawn[25, 4].background == fill, "the middle is the fill")
            #expect(drawn[25, 1].text == "▔" && drawn[25, 1].foreground == grey, "the top edge is the keyline")
            #expect(drawn.cells.contains { $0.foreground == fill && $0.background == .white }, "the rounded corners are blocks in the fill")
        }
        #expect(!first.cells.contains { $0.foreground == blue || $0.background == blue })
    }

    @Test func theSameOutlineInAnotherProjectionIsMeasuredAgain() {
        let quadrants = island(fill: .black, rim: .white), sextants = island(fill: .black, rim: .white, projection: CellProjection(shapes: .sextant))
        let sextantGlyphs = Set(SubcellGlyphs.sextants.map(\.string)).subtracting(SubcellGlyphs.quadrants.map(\.string))
        #expect(!quadrants.cells.contains { sextantGlyphs.contains($0.text) })
        #expect(sextants.cells.contains { sextantGlyphs.contains($0.text) })
    }

    @Test func theMemoForgetsWhenFullAndNeverHoldsMoreThanItsLimit() {
        let memo = GeometryMemo<Int, Int>(limit: 3)
        var made = 0
        for key in 0..<7 { _ = memo.value(for: key) { made += 1; return key * 2 } }
        #expect(memo.count <= 3)
        #expect(memo.value(for: 6) { -1 } == 12, "the last answer is remembered")
        #expect(made == 7)
    }
}
