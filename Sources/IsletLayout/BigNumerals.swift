import IsletViews

/// Which texts a terminal draws as big numerals, and how many cells they take: scores and
/// timers set in a large font (`.title`, 28 pt, and larger) made only of digits and `: . - % +`,
/// drawn as glyphs six sub-cells tall (`IsletRaster`'s `BigDigitGlyphs`) when their region has
/// the rows, so a type style's size shows in the terminal as it does on the phone. Layout asks
/// here how big the form is; the painter asks again whether the cells it got hold it.
public enum BigNumerals {
    /// The smallest font size whose numerals take the big form: `.title`.
    public static let minimumFontSize = 28.0

    /// Sub-cell rows of every big glyph: three rows of quadrants, two of sextants.
    public static let subRows = 6

    /// Rows the big form takes at `resolution`.
    public static func rows(_ resolution: ShapeResolution) -> Int {
        subRows / resolution.rows
    }

    /// Columns each character takes, the one-column gap after it included. The raised and
    /// lowered digits are `DigitRoll`'s digits in motion: the same digit, moved up or down.
    static func advance(of scalar: Unicode.Scalar) -> Int? {
        switch scalar {
        case "0"..."9", "⁰", "¹", "²", "³", "⁴"..."⁹", "₀"..."₉", "%", "+": 4
        case "-": 3
        case ":", ".", " ": 2
        default: nil
        }
    }

    /// Whether a character with a big glyph is a digit (raised and lowered ones too): asked of
    /// every character of every large text of every frame, where the scalar's numeric type was
    /// a Unicode property look-up.
    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "0"..."9", "⁰", "¹", "²", "³", "⁴"..."⁹", "₀"..."₉": true
        default: false
        }
    }

    /// The columns `text` takes as big numerals in `font`, or nil when it is not drawn so: a
    /// font under `minimumFontSize`, no digit, or a character with no big glyph.
    public static func columns(_ text: some StringProtocol, font: Font) -> Int? {
        guard font.size >= minimumFontSize else { return nil }
        var columns = 0, digits = 0
        for scalar in text.unicodeScalars {
            guard let advance = advance(of: scalar) else { return nil }
            columns += advance
            if isDigit(scalar) { digits += 1 }
        }
        return digits > 0 ? columns - 1 : nil
    }
}
