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
