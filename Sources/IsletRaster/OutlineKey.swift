import IsletCells
import IsletLayout

/// The exact inputs of a rounded rectangle's coverage: its cells, its outline and corner
/// radius in points (as bit patterns) and the projection's cell size and sub-cell resolution:
/// the key of every answer worked out from an outline alone, the painters' masks and stamps
/// (IsletRaster's `GeometryMemo`) and the layout's `ContentClearance`.
package struct OutlineKey: Hashable, Sendable {
    private let column: Int, row: Int, width: Int, height: Int
    private let x: UInt64, y: UInt64, outlineWidth: UInt64, outlineHeight: UInt64, radius: UInt64
    private let columnPoints: UInt64, rowPoints: UInt64
    private let shapes: ShapeResolution

    package init(cells: CellRect, outline: Rect, cornerRadius: Double, projection: CellProjection) {
        (column, row, width, height) = (cells.column, cells.row, cells.width, cells.height)
        (x, y, outlineWidth, outlineHeight) = (outline.x.bitPattern, outline.y.bitPattern, outline.width.bitPattern, outline.height.bitPattern)
        radius = cornerRadius.bitPattern
        (columnPoints, rowPoints) = (projection.columnPoints.bitPattern, projection.rowPoints.bitPattern)
        shapes = projection.shapes
    }

    /// The cells' and the outline's sizes, which tell a board's shapes apart; equality still
    /// compares every field. Four words to hash on each look-up rather than twelve.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(outlineWidth)
        hasher.combine(outlineHeight)
    }
}
