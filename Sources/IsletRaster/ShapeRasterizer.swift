import IsletCells
import IsletLayout

/// Draws islands, circles and cards from their geometry in points at the projection's sub-cell
/// resolution (`ShapeCoverage`): a cell the shape covers whole takes the fill as background, a
/// cell it covers in part the block character of its covered sub-cells in the fill colour, over
/// what was there.
///
/// A keyline (`SurfaceShape.rim`) is a hairline and never a tint of the fill: a one-eighth block
/// on the side of a covered cell whose neighbour the shape leaves empty, so it lies exactly on
/// the outline where the outline follows a cell edge. A cell the outline crosses holds the
/// shape's sub-cells and the wallpaper, so it shows the fill and the wallpaper only: the island
/// is black to its ends, as on the phone (docs/DECISIONS.md, "The island is black to its ends").
public struct ShapeRasterizer: Sendable {
    public let projection: CellProjection
    /// The caller's cache, which keeps each geometry's stamp.
    public let cache: RenderCache

    public init(projection: CellProjection, cache: RenderCache) {
        self.projection = projection
        self.cache = cache
    }

    /// The hairline for a covered cell whose top, bottom, left or right neighbour is empty.
    static let hairlines = (top: InlineGlyph("▔"), bottom: InlineGlyph("▁"), left: InlineGlyph("▏"), right: InlineGlyph("▕"))

    /// Fills `shape` into `buffer` with the surface's cell (0, 0) at (`column`, `row`), from
    /// its stamp (`ShapeStamp`), measured the first time its geometry is drawn.
    public func draw(_ shape: SurfaceShape, into buffer: inout CellBuffer, column: Int, row: Int) {
        let outline = shape.outline(in: projection), tint = shape.kind == .tint
        let key = ShapeStamp.Key(
            outline: OutlineKey(cells: shape.cells, outline: outline, cornerRadius: shape.cornerRadius, projection: projection), tint: tint,
            keyline: shape.rim != nil
        )
        let stamp = cache.shapes.stamps.value(for: key) {
            let coverage = ShapeCoverage(cells: shape.cells, outline: outline, cornerRadius: shape.cornerRadius, projection: projection)
            return ShapeStamp(coverage: coverage, tint: tint, keyline: shape.rim != nil)
        }
        let glyphs = SubcellGlyphs.table(projection.shapes)
        var filled = Cell(text: " ", background: shape.fill)
        filled.raised = shape.kind == .raised
        let left = column + shape.cells.column, top = row + shape.cells.row
        for run in stamp.runs where (0..<buffer.height).contains(top + run.row) {
            let columns = left + run.columns.lowerBound..<left + run.columns.upperBound
            switch run.paint {
            case .filled:
                buffer.fill(row: top + run.row, columns: columns, with: filled)
            case .hairline(let line):
                buffer.fill(row: top + run.row, columns: columns, with: Cell(glyph: line, foreground: shape.rim, background: shape.fill))
            case .blocks(let mask):
                buffer.overlay(glyphs[mask], foreground: shape.fill, row: top + run.row, columns: columns)
            }
        }
    }
}
