/// One cell that differs from the previous frame: all a backend needs to write.
public struct CellChange: Equatable, Sendable {
    public let column: Int
    public let row: Int
    public let cell: Cell

    public init(column: Int, row: Int, cell: Cell) {
        self.column = column
        self.row = row
        self.cell = cell
    }
}

extension CellBuffer {
    /// The cells that differ from `previous`; every cell when the sizes differ (a resize
    /// redraws everything). The left half of a wide glyph is included whenever its
    /// continuation changes, so a backend never writes half a glyph.
    public func changes(since previous: CellBuffer?) -> [CellChange] {
        guard let previous, previous.width == width, previous.height == height else {
            return (0..<height).flatMap { row in (0..<width).map { CellChange(column: $0, row: row, cell: self[$0, row]) } }
        }
        var changes: [CellChange] = []
        for row in 0..<height {
            for column in 0..<width where self[column, row] != previous[column, row] {
                if self[column, row].isContinuation, column > 0, changes.last.map({ $0.column != column - 1 || $0.row != row }) ?? true {
                    changes.append(CellChange(column: column - 1, row: row, cell: self[column - 1, row]))
                }
                changes.append(CellChange(column: column, row: row, cell: self[column, row]))
            }
        }
        return changes
    }
}
