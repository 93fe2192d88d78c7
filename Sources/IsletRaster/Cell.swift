import IsletViews

/// One terminal cell: the grapheme drawn in it and its colours. The right half of a wide
/// glyph is a continuation cell with empty text, so every row has exactly `width` cells.
public struct Cell: Equatable, Sendable {
    public var text: String
    public var foreground: Color?
    public var background: Color?
    public var bold: Bool
    public var dim: Bool

    public init(text: String = " ", foreground: Color? = nil, background: Color? = nil, bold: Bool = false, dim: Bool = false) {
        self.text = text
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
    }

    public static let blank = Cell()

    /// The right half of a wide glyph: drawn by the cell to its left.
    public var isContinuation: Bool { text.isEmpty }
}
