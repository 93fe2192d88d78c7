/// Block glyphs that fill a cell's bottom edge are sent so that the cell's background fills it.
/// Terminals draw `█` and `▄` from the font, and in many fonts the glyph stops a pixel short of
/// the cell's bottom (xterm with DejaVu Sans Mono leaves a light seam under every row), so an
/// island, a card, a home-screen icon or a big digit came out striped, while a background always
/// fills the whole cell. A full block goes out as a blank on its colour; a glyph with both lower
/// quarters filled (`▄ ▙ ▟`) as its complement with the colours swapped, which draws the same
/// picture with the lower edge in the background. Without colours nothing changes: a blank or a
/// swap on the terminal's own colours would draw something else.
public enum SeamlessBlock {
    private static let complements: [String: String] = ["▄": "▀", "▙": "▝", "▟": "▘"]

    /// What to send for a cell whose text is `text`, drawn in `style`.
    public static func drawn(_ text: String, in style: TerminalStyle) -> (text: String, style: TerminalStyle) {
        guard let foreground = style.foreground else { return (text, style) }
        var swapped = style
        if text == "█" {
            swapped.background = foreground
            return (" ", swapped)
        }
        guard let complement = complements[text], let background = style.background else { return (text, style) }
        swapped.foreground = background
        swapped.background = foreground
        return (complement, swapped)
    }
}
