import IsletCells
import IsletLayout
import Testing
@testable import IsletRaster

/// On the phone, content sits inside the island's content margins and never under the arc of a
/// corner or a capsule's end (issue 12): a cell the outline crosses shows the wallpaper beside
/// the shape's edge, so content drawn there is cut by it.
@Suite struct ContentInsideShapeTests {
    /// The cells where content is drawn: those that differ between the surface painted whole and
    /// its shapes painted alone.
    static func contentCells(_ rendered: (surface: LaidOutSurface, buffer: CellBuffer, settings: RenderSettings)) -> [(column: Int, row: Int)] {
        let surface = rendered.surface
        let shapesOnly = LaidOutSurface(presentation: surface.presentation, columns: surface.columns, rows: surface.rows, shapes: surface.shapes, regions: [])
        let bare = SurfacePainter(projection: rendered.settings.projection, cache: RenderCache()).paint(shapesOnly, wallpaper: rendered.settings.wallpaper)
        var cells: [(Int, Int)] = []
        for row in 0..<bare.height {
            for column in 0..<bare.width where bare[column, row] != rendered.buffer[column, row] {
                cells.append((column, row))
            }
        }
        return cells
    }

    /// Cells `shape` covers whole.
    static func coveredCells(_ shape: SurfaceShape, _ projection: CellProjection) -> Set<[Int]> {
        let masks = ShapeCoverage(shape: shape, projection: projection).masks()
        let full = (1 << (projection.shapes.columns * projection.shapes.rows)) - 1
        return Set(masks.indices.filter { masks[$0] == full }.map { [shape.cells.column + $0 % shape.cells.width, shape.cells.row + $0 / shape.cells.width] })
    }

    /// Cells in which content keeps clear of the outline (`ContentClearance`).
    static func clearCells(_ shape: SurfaceShape, _ projection: CellProjection) -> Set<[Int]> {
        let clearance = ContentClearance(shape, projection: projection)
        let cells = shape.cells
        return Set((cells.row..<cells.maxRow).flatMap { row in
            (cells.column..<cells.maxColumn).filter { clearance.isClear(column: $0, row: row) }.map { [$0, row] }
        })
    }

    static let islandCases = BundledRenderCase.all(devices: DeviceCatalog.all.filter(\.hasIsland).map(\.id)).filter {
        [.expanded, .compact, .minimal].contains($0.presentation)
    }

    @Test(arguments: islandCases)
    func noContentCellLiesOutsideTheIslandsShape(_ testCase: BundledRenderCase) {
        guard let rendered = renderBundled(testCase) else { return }
        let projection = rendered.settings.projection
        // A minimal circle is only as wide as what it holds (three cells for "2-1"): there the
        // content need only be inside the circle, in cells it covers whole.
        let cells = testCase.presentation == .minimal ? Self.coveredCells : Self.clearCells
        let inside = rendered.surface.shapes.filter { $0.kind == .island }.reduce(into: Set<[Int]>()) { $0.formUnion(cells($1, projection)) }
        let content = Self.contentCells(rendered)
        #expect(!content.isEmpty)
        let outside = content.filter { !inside.contains([$0.column, $0.row]) }
        #expect(outside.isEmpty, "content touching cells the outline cuts: \(outside.map { "\($0.column),\($0.row)" })\n\(rendered.buffer.textLines.joined(separator: "\n"))")
    }
}
