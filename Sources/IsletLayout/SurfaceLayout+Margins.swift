import IsletCells
import IsletViews

/// `.contentMargins(_:_:for:)` in cells: where a presentation's content sits when the widget
/// names how far it keeps from the island's edges. An edge the widget does not name keeps
/// islet's default, so a widget without margins is laid out as before.
extension SurfaceLayout {
    /// A presentation's margins in cells: a `.contentMargins` length on an edge in place of the
    /// default (`horizontal` columns at the sides, the outline's one row above and below), never
    /// less than the outline's own cell, so content stays inside the island's edge.
    func marginCells(_ margins: ContentMargins, horizontal: Int) -> (top: Int, leading: Int, bottom: Int, trailing: Int) {
        let column = { (points: Double?) in points.map { max(1, self.projection.columns($0)) } ?? horizontal }
        let row = { (points: Double?) in points.map { max(1, self.projection.rows($0)) } ?? 1 }
        return (row(margins.top), column(margins.leading), row(margins.bottom), column(margins.trailing))
    }

    /// The rows of a compact or minimal region in a pill or circle drawn at `outline`: the
    /// content rows (1 to `rows` - 2) by default; a top or bottom margin keeps the content that
    /// many points from the outline's top or bottom edge, in whole rows, never under one row and
    /// never onto the outline's own rows.
    func marginRows(in outline: Rect, rows: Int, _ margins: ContentMargins) -> (row: Int, height: Int) {
        let rowPoints = projection.rowPoints
        let first = margins.top.map { Int(saturating: ((outline.y + $0) / rowPoints - 1e-9).rounded(.up)) } ?? 1
        let end = margins.bottom.map { Int(saturating: ((outline.maxY - $0) / rowPoints + 1e-9).rounded(.down)) } ?? rows - 1
        let row = max(1, min(first, rows - 2))
        return (row, max(1, min(rows - 1, end) - row))
    }

    /// The cells of minimal content in a circle drawn at `circle`: `fallback` (centred, one cell
    /// spare a side) unless the margins name an edge, which then keeps the content that many
    /// points inside the circle's edge, in whole cells, never under one column.
    func minimalCells(in circle: Rect, default fallback: CellRect, rows: Int, _ margins: ContentMargins) -> CellRect {
        let columnPoints = projection.columnPoints
        let start = margins.leading.map { Int(saturating: ((circle.x + $0) / columnPoints - 1e-9).rounded(.up)) } ?? fallback.column
        let end = margins.trailing.map { Int(saturating: ((circle.maxX - $0) / columnPoints + 1e-9).rounded(.down)) } ?? fallback.column + fallback.width
        let firstColumn = Int(saturating: (circle.x / columnPoints).rounded(.down))
        let column = max(firstColumn, min(start, end - 1))
        let rowSpan = marginRows(in: circle, rows: rows, margins)
        return CellRect(column: column, row: rowSpan.row, width: max(1, end - column), height: rowSpan.height)
    }
}
