/// A grid of cells that everything draws into; only a terminal backend turns it into bytes.
public struct CellBuffer: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]

    public init(width: Int, height: Int, fill: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: fill, count: self.width * self.height)
    }

    public subscript(column: Int, row: Int) -> Cell {
        get { cells[row * width + column] }
        set { cells[row * width + column] = newValue }
    }

    public func contains(column: Int, row: Int) -> Bool {
        column >= 0 && row >= 0 && column < width && row < height
    }

    /// Paints the background of every cell in `rect` (clipped to the buffer), keeping text.
    public mutating func fillBackground(_ rect: CellRect, _ color: Color) {
        let clipped = rect.intersection(CellRect(column: 0, row: 0, width: width, height: height))
        let width = width
        cells.withUnsafeMutableBufferPointer { cells in
            for row in clipped.row..<clipped.maxRow {
                for index in row * width + clipped.column..<row * width + clipped.maxColumn {
                    cells[index].background = color
                }
            }
        }
    }

    /// Puts `cell` in every column of `columns` on `row`, clipped to the buffer: how a shape
    /// fills the long middle of each of its rows.
    package mutating func fill(row: Int, columns: Range<Int>, with cell: Cell) {
        guard let indices = indices(row: row, columns: columns) else { return }
        cells.withUnsafeMutableBufferPointer { cells in
            UnsafeMutableBufferPointer(rebasing: cells[indices]).update(repeating: cell)
        }
    }

    /// Draws one of islet's block glyphs in `foreground` over every cell of `columns` on `row`,
    /// clipped to the buffer, not bold, on `background` or else on what the cell had: how shapes
    /// and bars draw the cells they cover in part, a run at a time.
    package mutating func overlay(_ glyph: InlineGlyph, foreground: Color, background: Color? = nil, row: Int, columns: Range<Int>) {
        guard let indices = indices(row: row, columns: columns) else { return }
        cells.withUnsafeMutableBufferPointer { cells in
            for index in indices {
                cells[index].glyph = glyph
                cells[index].foreground = foreground
                if let background { cells[index].background = background }
                cells[index].bold = false
            }
        }
    }

    /// The indices of the cells of `columns` on `row` inside the buffer, if any.
    private func indices(row: Int, columns: Range<Int>) -> Range<Int>? {
        guard row >= 0, row < height else { return nil }
        let start = max(0, columns.lowerBound), end = min(width, columns.upperBound)
        guard start < end else { return nil }
        return row * width + start..<row * width + end
    }

    /// Writes text from `column` on `row`, glyph by glyph through `TerminalText` in the order a
    /// reader sees it (`VisualOrder`: Arabic and Hebrew right to left), never past `clip`. A wide glyph that would straddle the clip edge is left out, not split. Returns
    /// the column after the last glyph written.
    @discardableResult
    public mutating func write(
        _ text: String, column: Int, row: Int, clip: CellRect,
        foreground: Color? = nil, bold: Bool = false, dim: Bool = false, italic: Bool = false, strikethrough: Bool = false, underline: Bool = false
    ) -> Int {
        guard row >= clip.row, row < clip.maxRow, row >= 0, row < height else { return column }
        let styled = Cell(
            glyph: InlineGlyph(), foreground: foreground, background: nil, bold: bold, dim: dim, italic: italic, strikethrough: strikethrough, underline: underline
        )
        let width = width, first = max(clip.column, 0), allowed = first..<max(first, min(clip.maxColumn, width))
        return cells.withUnsafeMutableBufferPointer { cells in
            var writer = CellWriter(row: UnsafeMutableBufferPointer(rebasing: cells[row * width..<(row + 1) * width]), allowed: allowed, styled: styled, column: column)
            TerminalText.rewrite(VisualOrder.line(text), into: &writer)
            return writer.column
        }
    }

    /// Puts one of islet's own one-cell glyphs (a bar segment, a block) at a cell inside the
    /// buffer, keeping its background; text from data goes through `write` instead.
    public mutating func put(_ glyph: String, column: Int, row: Int, foreground: Color?) {
        guard contains(column: column, row: row) else { return }
        let width = width
        cells.withUnsafeMutableBufferPointer { cells in
            let line = UnsafeMutableBufferPointer(rebasing: cells[row * width..<(row + 1) * width])
            CellWriter.clearWideNeighbours(of: column, width: 1, in: line)
            line[column] = Cell(text: glyph, foreground: foreground, background: line[column].background)
        }
    }

    /// Copies `other` into this buffer with its top-left corner at (`column`, `row`).
    public mutating func blit(_ other: CellBuffer, column: Int, row: Int) {
        for y in 0..<other.height {
            for x in 0..<other.width where contains(column: column + x, row: row + y) {
                self[column + x, row + y] = other[x, y]
            }
        }
    }

    /// The rows as plain text, continuation cells skipped, trailing spaces kept. Each row is
    /// joined as UTF-8 bytes (a continuation cell has none), not by adding a String per cell.
    public var textLines: [String] {
        (0..<height).map { row in
            var line: [UInt8] = []
            line.reserveCapacity(width)
            for column in 0..<width { self[column, row].glyph.appendUTF8(to: &line) }
            return String(decoding: line, as: UTF8.self)
        }
    }
}
