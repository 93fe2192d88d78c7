import IsletCells

/// The characters one cell's text puts on the terminal, one entry per cell it covers.
///
/// Cell text has been through `TerminalText` already; this is the last line of defence, so no
/// control character (C0, DEL, C1) ever reaches ncurses from a cell: each becomes `?`. A glyph
/// keeps at most `CCHARW_MAX` (5) code points, the spacing one and four zero-width ones after it.
/// In ASCII-only mode every other glyph becomes an ASCII look-alike of the same width.
enum CursesGlyph {
    static let maximumScalars = 5

    /// The code points to draw in each cell the glyph covers: one cell, or two for a wide glyph
    /// (in Unicode mode the second is empty, since the terminal draws both halves at once).
    static func cells(for text: String, asciiOnly: Bool) -> [[UInt32]] {
        let width = max(1, min(2, TerminalText.width(text)))
        if asciiOnly {
            let replacement = asciiLookAlike(text, width: width)
            return replacement.unicodeScalars.map { [$0.value] }
        }
        var scalars = text.unicodeScalars.prefix(maximumScalars).map { isControl($0.value) ? 0x3F : $0.value }
        if scalars.isEmpty { scalars = [0x20] }
        return width == 2 ? [scalars, []] : [scalars]
    }

    static func isControl(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }

    /// ASCII for islet's own drawing glyphs (blocks, box lines, bars, gauges, arrows, quotes,
    /// the raised and lowered digits of a sliding `numericText`); `?` for anything else,
    /// repeated to keep the width.
    static func asciiLookAlike(_ text: String, width: Int) -> String {
        guard let first = text.unicodeScalars.first else { return " " }
        let value = first.value
        if value >= 0x20, value < 0x7F { return String(first) }
        if width == 1, let digit = Character(first).wholeNumberValue, (0...9).contains(digit) { return String(digit) }
        let replacement: Character
        switch value {
        case 0xA0, 0x2000...0x200A: replacement = " "
        case 0x2010...0x2015, 0x2212: replacement = "-"
        case 0x2018, 0x2019, 0x2032: replacement = "'"
        case 0x201C, 0x201D, 0x2033: replacement = "\""
        case 0x2022, 0x00B7, 0x2219: replacement = "*"
        case 0x2026: replacement = "."
        case 0x2190: replacement = "<"
        case 0x2192: replacement = ">"
        case 0x2191: replacement = "^"
        case 0x2193: replacement = "v"
        case 0x2500, 0x2501, 0x2504...0x2509, 0x254C, 0x254D, 0x2574, 0x2576, 0x2578, 0x257A, 0x257C, 0x257E:
            replacement = "-"
        case 0x2502, 0x2503, 0x250A, 0x250B, 0x254E, 0x254F, 0x2575, 0x2577, 0x2579, 0x257B, 0x257D, 0x257F:
            replacement = "|"
        case 0x250C...0x254B, 0x2550...0x2573: replacement = "+"
        case 0x2580...0x259F: replacement = "#"
        case 0x25CB, 0x25CF, 0x25D0...0x25D5, 0x25EF, 0x2B24: replacement = "o"
        default: replacement = "?"
        }
        return String(repeating: replacement, count: width)
    }
}
