/// Writes the glyphs `TerminalText.rewrite` makes of a text straight into one row of a
/// buffer's cells, for `CellBuffer.write`. Text is drawn on every frame: handing each scalar to
/// a closure that wrote it through the buffer's subscript paid a uniqueness check and a bounds
/// check for every cell read and written.
struct CellWriter: GlyphSink {
    /// The cells of the row written.
    private let row: UnsafeMutableBufferPointer<Cell>
    /// The columns a glyph may take: the clip's, within the row.
    private let allowed: Range<Int>
    /// The colours and attributes every glyph is drawn with.
    private let styled: Cell
    /// The column the next glyph begins in.
    private(set) var column: Int
    /// The column of the glyph begun last, while it is shown and still takes the scalars joining it.
    private var open: Int?
    private(set) var hasGlyph = false

    init(row: UnsafeMutableBufferPointer<Cell>, allowed: Range<Int>, styled: Cell, column: Int) {
        self.row = row
        self.allowed = allowed
        self.styled = styled
        self.column = column
    }

    /// Draws the glyph `scalar` begins, unless it would cross the allowed columns (a wide glyph
    /// is left out whole, never split), and moves on by its width either way.
    mutating func begin(_ scalar: Unicode.Scalar, width: Int) {
        hasGlyph = true
        let x = column
        column += width
        open = nil
        guard x >= allowed.lowerBound, x + width <= allowed.upperBound else { return }
        Self.clearWideNeighbours(of: x, width: width, in: row)
        row[x] = styled.drawing(InlineGlyph(scalar), over: row[x])
        if width == 2 {
            row[x + 1] = styled.drawing(InlineGlyph(), over: row[x + 1], plain: true)
        }
        open = x
    }

    /// Adds a zero-width scalar to the glyph drawn last, while it fits.
    mutating func attach(_ scalar: Unicode.Scalar) {
        if let start = open, !row[start].glyph.append(scalar) { open = nil }
    }

    /// Before overwriting `width` cells from `column` of `row`, blanks any wide glyph whose
    /// other half would be orphaned.
    static func clearWideNeighbours(of column: Int, width: Int, in row: UnsafeMutableBufferPointer<Cell>) {
        if row[column].isContinuation, column > 0 {
            row[column - 1].glyph = space
        }
        let after = column + width
        if after < row.count, row[after].isContinuation {
            row[after].glyph = space
        }
    }

    private static let space = InlineGlyph(" ")
}
