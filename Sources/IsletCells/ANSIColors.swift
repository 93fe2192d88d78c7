import Glibc

/// The 16 ANSI colours (8 on terminals such as `TERM=xterm` or `screen`). Themes draw them very
/// differently, so islet measures with xterm's defaults, the terminal its pictures are checked
/// in, and chooses by kind rather than by distance: near-greys by lightness, so the dark
/// wallpaper becomes grey (never the loud ANSI blue) and the black island stays black on it;
/// coloured text and tints by hue, then by lightness between the normal and bright entry.
public enum ANSIColors {
    public static let black = 0, red = 1, green = 2, yellow = 3, blue = 4, magenta = 5, cyan = 6, white = 7
    /// Bright black: a mid grey.
    public static let grey = 8
    public static let brightWhite = 15

    /// xterm's default RGB for 0-15: what the contrast rule assumes these numbers look like.
    public static let xtermDefaults: [Color] = [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ].map { Color(hex: $0) }

    /// Below this OKLab chroma a colour counts as grey (the wallpapers #27325A and #B8CBE8
    /// included: they are tinted greys, and their hue at 8 colours would be a saturated blue).
    static let neutralChroma = 0.08

    /// The entry among the first `count` (8 or 16) that stands in for `color`.
    public static func nearest(_ color: Color, count: Int) -> Int {
        let lab = OKLab(color)
        guard lab.chroma >= neutralChroma else {
            // Eight colours have no grey: everything lighter than the dark card is light grey,
            // so the island and the card (black) stay visible on the wallpaper.
            if count < 16 { return lab.lightness < 0.3 ? black : white }
            return [black, grey, white, brightWhite].min { abs(Self.lab[$0].lightness - lab.lightness) < abs(Self.lab[$1].lightness - lab.lightness) }!
        }
        let hue = atan2(lab.b, lab.a)
        let normal = (red...cyan).min { angle(hue, Self.lab[$0]) < angle(hue, Self.lab[$1]) }!
        guard count >= 16 else { return normal }
        let bright = normal + 8
        return abs(Self.lab[normal].lightness - lab.lightness) <= abs(Self.lab[bright].lightness - lab.lightness) ? normal : bright
    }

    private static let lab = xtermDefaults.map(OKLab.init)

    private static func angle(_ hue: Double, _ entry: OKLab) -> Double {
        let difference = abs(hue - atan2(entry.b, entry.a))
        return min(difference, 2 * Double.pi - difference)
    }
}
