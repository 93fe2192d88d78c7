/// The size of a terminal in cells.
public struct GridSize: Equatable, Sendable {
    public let columns: Int
    public let rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }
}

/// A size in a screen's pixels: a terminal cell's, as the terminal reports it.
public struct PixelSize: Equatable, Sendable {
    public let width: Int
    public let height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
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
