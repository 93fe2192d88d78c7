import IsletCells
import IsletLayout

/// Draws islands, circles and cards from their geometry in points at the projection's sub-cell
/// resolution (`ShapeCoverage`): a cell the shape covers whole takes the fill as background, a
/// cell it covers in part the block character of its covered sub-cells in the fill colour, over
/// what was there.
///
/// A keyline (`SurfaceShape.rim`) is a hairline: a one-eighth block on the side of a covered
/// cell whose neighbour the shape leaves empty, along the straight runs of the outline (both
/// neighbours along the run covered too), so it lies exactly on the outline where the outline
/// follows a cell edge. Where the outline crosses a cell, that cell already holds two colours
/// (shape and wallpaper) and has none left for a third, so no keyline is drawn there
/// (docs/DECISIONS.md, "Shapes").
public struct ShapeRasterizer: Sendable {
    public let projection: CellProjection

    public init(projection: CellProjection) {
        self.projection = projection
    }

    /// The hairline for a covered cell whose top, bottom, left or right neighbour is empty.
    static let hairlines = (top: InlineGlyph("▔"), bottom: InlineGlyph("▁"), left: InlineGlyph("▏"), right: InlineGlyph("▕"))

    /// Fills `shape` into `buffer` with the surface's cell (0, 0) at (`column`, `row`).
    public func draw(_ shape: SurfaceShape, into buffer: inout CellBuffer, column: Int, row: Int) {
        let coverage = ShapeCoverage(shape: shape, projection: projection)
        let glyphs = SubcellGlyphs.table(projection.shapes)
        let full = (1 << (projection.shapes.columns * projection.shapes.rows)) - 1
        var ground = Cell(text: " ", background: shape.fill)
        ground.raised = shape.kind == .raised
        let filled = ground
        let tint = shape.kind == .tint
        let cells = shape.cells
        // Every mask first (the keyline looks at each covered cell's neighbours, and a shape
        // centred on its rows measures only half of them). A constant, not a variable: the
        // functions below capture it, and a captured variable is checked for exclusive access
        // on every read (a third of a board's shape drawing).
        let masks = coverage.masks()
        func mask(_ x: Int, _ y: Int) -> Int {
            guard x >= 0, y >= 0, x < cells.width, y < cells.height else { return 0 }
            return masks[y * cells.width + x]
        }
        func isEmpty(_ x: Int, _ y: Int) -> Bool { mask(x, y) == 0 }
        func isFull(_ x: Int, _ y: Int) -> Bool { mask(x, y) == full }
        /// A covered cell: the fill, with the keyline's hairline where a neighbour is empty.
        func coveredCell(_ x: Int, _ y: Int) -> Cell {
            guard let rim = shape.rim else { return filled }
            let across = isFull(x - 1, y) && isFull(x + 1, y), down = isFull(x, y - 1) && isFull(x, y + 1)
            guard let line = hairline(
                top: across && isEmpty(x, y - 1), bottom: across && isEmpty(x, y + 1), left: down && isEmpty(x - 1, y), right: down && isEmpty(x + 1, y)
            ) else { return filled }
            return Cell(glyph: line, foreground: rim, background: shape.fill)
        }
        // The straight middle of a row is one mask, filled as a run. With a keyline, a cell also
        // depends on its neighbours along the row, so the run leaves out the straight part's two
        // end cells: every cell inside it has the same neighbours, hence the same cell.
        let straight = coverage.straightColumns
        let run = tint ? 0..<0 : shape.rim == nil ? straight : (straight.count >= 3 ? straight.lowerBound + 1..<straight.upperBound - 1 : 0..<0)
        for y in 0..<cells.height where (0..<buffer.height).contains(row + cells.row + y) {
            let runMask = run.isEmpty ? 0 : mask(run.lowerBound, y)
            if runMask == full {
                let runCell = coveredCell(run.lowerBound, y)
                buffer.fill(row: row + cells.row + y, columns: column + cells.column + run.lowerBound..<column + cells.column + run.upperBound, with: runCell)
            }
            for x in 0..<cells.width where (0..<buffer.width).contains(column + cells.column + x) {
                let inRun = run.contains(x)
                if inRun && runMask == full { continue }
                let mask = inRun ? runMask : mask(x, y)
                let target = (column: column + cells.column + x, row: row + cells.row + y)
                if mask == full && !tint {
                    buffer[target.column, target.row] = coveredCell(x, y)
                } else if mask != 0 {
                    var cell = buffer[target.column, target.row]
                    cell.glyph = glyphs[mask]
                    cell.foreground = shape.fill
                    cell.bold = false
                    buffer[target.column, target.row] = cell
                }
            }
        }
    }

    /// The one-eighth block on the cell's empty side; top and bottom win over the sides.
    private func hairline(top: Bool, bottom: Bool, left: Bool, right: Bool) -> InlineGlyph? {
        if top { return Self.hairlines.top }
        if bottom { return Self.hairlines.bottom }
        if left { return Self.hairlines.left }
        if right { return Self.hairlines.right }
        return nil
    }
}
