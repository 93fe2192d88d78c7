/// The documented mapping from points to terminal cells: by default 8 pt a column and 18 pt a
/// row, so a compact side holds about what it holds on a phone at body size. `--scale 2`
/// doubles the cells used for the same points.
public struct CellProjection: Equatable, Sendable {
    public let columnPoints: Double
    public let rowPoints: Double

    public init(columnPoints: Double = 8, rowPoints: Double = 18) {
        self.columnPoints = columnPoints
        self.rowPoints = rowPoints
    }

    public static let standard = CellProjection()

    /// The standard projection with `scale` times as many cells.
    public static func scaled(_ scale: Double) -> CellProjection {
        CellProjection(columnPoints: 8 / scale, rowPoints: 18 / scale)
    }

    /// The nearest whole number of columns for a length in points.
    public func columns(_ points: Double) -> Int {
        Int((points / columnPoints).rounded(.toNearestOrAwayFromZero))
    }

    /// The nearest whole number of rows for a length in points.
    public func rows(_ points: Double) -> Int {
        Int((points / rowPoints).rounded(.toNearestOrAwayFromZero))
    }

    /// The cell rectangle covering a rectangle in points: edges round to the nearest cell
    /// boundary, so rectangles that do not overlap in points do not overlap in cells.
    public func cells(of rect: Rect) -> CellRect {
        let left = columns(rect.x), top = rows(rect.y)
        return CellRect(column: left, row: top, width: max(0, columns(rect.maxX) - left), height: max(0, rows(rect.maxY) - top))
    }
}

/// A rectangle of whole cells.
public struct CellRect: Equatable, Sendable, CustomStringConvertible {
    public var column: Int
    public var row: Int
    public var width: Int
    public var height: Int

    public init(column: Int, row: Int, width: Int, height: Int) {
        self.column = column
        self.row = row
        self.width = width
        self.height = height
    }

    public var maxColumn: Int { column + width }
    public var maxRow: Int { row + height }

    public func contains(_ other: CellRect) -> Bool {
        other.column >= column && other.row >= row && other.maxColumn <= maxColumn && other.maxRow <= maxRow
    }

    public func intersection(_ other: CellRect) -> CellRect {
        let left = max(column, other.column), top = max(row, other.row)
        let right = min(maxColumn, other.maxColumn), bottom = min(maxRow, other.maxRow)
        return CellRect(column: left, row: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    public var description: String { "[col \(column), row \(row), \(width)x\(height)]" }
}
