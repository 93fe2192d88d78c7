/// One terminal cell: the grapheme drawn in it and its colours. The right half of a wide
/// glyph is a continuation cell with empty text, so every row has exactly `width` cells.
///
/// A cell holds no references: its text is an `InlineGlyph` and its colours are packed
/// (cells are opaque, so a colour's opacity is not kept). A frame holds thousands of cells and
/// is made, copied and compared on every frame, so that is plain memory work.
public struct Cell: Equatable, Sendable {
    package var glyph: InlineGlyph
    private var packedForeground: UInt32
    private var packedBackground: UInt32
    private var flags: UInt8

    public init(
        text: String = " ", foreground: Color? = nil, background: Color? = nil, bold: Bool = false, dim: Bool = false,
        italic: Bool = false, strikethrough: Bool = false, underline: Bool = false
    ) {
        self.init(
            glyph: InlineGlyph(text), foreground: foreground, background: background, bold: bold, dim: dim, italic: italic, strikethrough: strikethrough,
            underline: underline
        )
    }

    package init(
        glyph: InlineGlyph, foreground: Color?, background: Color?, bold: Bool = false, dim: Bool = false, italic: Bool = false, strikethrough: Bool = false,
        underline: Bool = false
    ) {
        self.glyph = glyph
        packedForeground = Self.pack(foreground)
        packedBackground = Self.pack(background)
        flags = (bold ? 1 : 0) | (dim ? 2 : 0) | (italic ? 4 : 0) | (strikethrough ? 8 : 0) | (underline ? 32 : 0)
    }

    public static let blank = Cell()

    /// The grapheme drawn in the cell; empty for the right half of a wide glyph.
    public var text: String {
        get { glyph.string }
        set { glyph = InlineGlyph(newValue) }
    }

    public var foreground: Color? {
        get { Self.unpack(packedForeground) }
        set { packedForeground = Self.pack(newValue) }
    }

    public var background: Color? {
        get { Self.unpack(packedBackground) }
        set { packedBackground = Self.pack(newValue) }
    }

    /// Everything the cell's text is drawn with besides its colours.
    public var attributes: CellAttributes {
        get { CellAttributes(rawValue: flags) }
        set { flags = newValue.rawValue }
    }

    public var bold: Bool {
        get { attributes.contains(.bold) }
        set { attributes.set(.bold, newValue) }
    }

    public var dim: Bool {
        get { attributes.contains(.dim) }
        set { attributes.set(.dim, newValue) }
    }

    /// Text of an `.italic()` view, where the terminal can slant it.
    public var italic: Bool {
        get { attributes.contains(.italic) }
        set { attributes.set(.italic, newValue) }
    }

    /// Text of a `.strikethrough()` view, where the terminal can strike it.
    public var strikethrough: Bool {
        get { attributes.contains(.strikethrough) }
        set { attributes.set(.strikethrough, newValue) }
    }

    /// Text of an `.underline()` view, where the terminal can underline it.
    public var underline: Bool {
        get { attributes.contains(.underline) }
        set { attributes.set(.underline, newValue) }
    }

    /// A cell of a raised ground (`CellAttributes.raised`).
    public var raised: Bool {
        get { attributes.contains(.raised) }
        set { attributes.set(.raised, newValue) }
    }

    /// This cell's colours and weight with `glyph`, on the background of `cell` (which text
    /// keeps); `plain` drops the weight, as the right half of a wide glyph has none. Colours stay
    /// packed, since text is drawn cell by cell on every frame.
    package func drawing(_ glyph: InlineGlyph, over cell: Cell, plain: Bool = false) -> Cell {
        var drawn = self
        drawn.glyph = glyph
        drawn.packedBackground = cell.packedBackground
        if plain { drawn.flags = 0 }
        return drawn
    }

    /// The right half of a wide glyph: drawn by the cell to its left.
    public var isContinuation: Bool { glyph.isEmpty }

    /// True when both cells look the same apart from their text: same colours and attributes.
    public func hasSameStyle(as other: Cell) -> Bool {
        packedForeground == other.packedForeground && packedBackground == other.packedBackground && flags == other.flags
    }

    /// 0x01RRGGBB for a colour, 0 for none.
    private static func pack(_ color: Color?) -> UInt32 {
        guard let color else { return 0 }
        return 0x0100_0000 | UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
    }

    private static func unpack(_ value: UInt32) -> Color? {
        value == 0 ? nil : Color(hex: value & 0x00FF_FFFF)
    }
}

/// The attributes a cell's text is drawn with, one bit each, as a cell stores them.
public struct CellAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let bold = CellAttributes(rawValue: 1)
    public static let dim = CellAttributes(rawValue: 2)
    public static let italic = CellAttributes(rawValue: 4)
    public static let strikethrough = CellAttributes(rawValue: 8)
    /// The background is a quiet ground raised a little above what is around it (the home
    /// screen's dock): where a palette has no entry between the two, it takes the next lighter
    /// entry instead of its own stand-in, which is the surroundings' (`TerminalPalette`).
    public static let raised = CellAttributes(rawValue: 16)
    public static let underline = CellAttributes(rawValue: 32)

    /// Adds `member` when `on`, removes it otherwise.
    mutating func set(_ member: CellAttributes, _ on: Bool) {
        if on { insert(member) } else { remove(member) }
    }
}
