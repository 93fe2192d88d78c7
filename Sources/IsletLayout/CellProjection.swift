import IsletCells

/// The documented mapping from points to terminal cells: by default 8 pt a column and 18 pt a
/// row, so a compact side holds about what it holds on a phone at body size. `--scale 2`
/// doubles the cells used for the same points. `shapes` says how finely a cell is divided when
/// outlines are drawn in it.
public struct CellProjection: Equatable, Sendable {
    public let columnPoints: Double
    public let rowPoints: Double
    public let shapes: ShapeResolution

    public init(columnPoints: Double = 8, rowPoints: Double = 18, shapes: ShapeResolution = .quadrant) {
        self.columnPoints = columnPoints
        self.rowPoints = rowPoints
        self.shapes = shapes
    }

    public static let standard = CellProjection()

    /// The standard projection with `scale` times as many cells.
    public static func scaled(_ scale: Double, shapes: ShapeResolution = .quadrant) -> CellProjection {
        CellProjection(columnPoints: 8 / scale, rowPoints: 18 / scale, shapes: shapes)
    }

    /// This projection with its columns as wide as the terminal's cells really are: the rows
    /// keep their points (the island's height in rows is what the layout is made for), and a
    /// column takes the points of a row times the cell's width over its height, so the phone
    /// and the island keep their aspect on screen (DejaVu Sans Mono's 1:2 cells: 9 pt a column,
    /// not 8). Unchanged without a cell size, or with one no text terminal has (an aspect
    /// outside 1:4 to 1:1), which is a terminal reporting nonsense rather than a font.
    public func fitted(toCell cell: PixelSize?) -> CellProjection {
        guard let cell, cell.width > 0, cell.height > 0 else { return self }
        let aspect = Double(cell.width) / Double(cell.height)
        guard (0.25...1).contains(aspect) else { return self }
        return CellProjection(columnPoints: rowPoints * aspect, rowPoints: rowPoints, shapes: shapes)
    }

    /// The nearest whole number of columns for a length in points.
    public func columns(_ points: Double) -> Int {
        Int(saturating: (points / columnPoints).rounded(.toNearestOrAwayFromZero))
    }

    /// The nearest whole number of rows for a length in points.
    public func rows(_ points: Double) -> Int {
        Int(saturating: (points / rowPoints).rounded(.toNearestOrAwayFromZero))
    }

    /// The cell rectangle covering a rectangle in points: edges round to the nearest cell
    /// boundary, so rectangles that do not overlap in points do not overlap in cells.
    public func cells(of rect: Rect) -> CellRect {
        let left = columns(rect.x), top = rows(rect.y)
        return CellRect(column: left, row: top, width: max(0, columns(rect.maxX) - left), height: max(0, rows(rect.maxY) - top))
    }
}
