import IsletCells

/// What the terminal says it can do with colour, read from terminfo once the screen is open.
struct ColorCapabilities: Equatable {
    var hasColors: Bool
    /// terminfo `colors` (ncurses `COLORS`).
    var colors: Int
    /// terminfo `pairs` (ncurses `COLOR_PAIRS`).
    var pairs: Int
    /// terminfo `ccc`: palette entries can be redefined (`init_extended_color`).
    var canChangeColor: Bool
    /// terminfo `RGB` (or 2^24 colours): colour numbers are 0xRRGGBB themselves (`xterm-direct`).
    var directRGB: Bool
    /// `use_default_colors()` worked, so -1 means the terminal's own foreground or background.
    var defaultColors: Bool
}

/// The colour model a session draws with: what `CursesOptions.ColorMode` asked for, cut down to
/// what the terminal can do. Never fails: a terminal with less gets the next model down.
enum ColorDepth: Equatable {
    /// Colour numbers are 24-bit RGB values.
    case direct
    /// 24-bit through redefined palette slots (`first..<end`), allocated as colours appear.
    case palette(Range<Int32>)
    /// The xterm 256-colour cube and grey ramp.
    case indexed256
    /// The 8 ANSI colours, chosen by hue.
    case basic8
    /// No colour: attributes only.
    case monochrome

    /// Palette slots 0-15 are the terminal's theme colours and are left alone.
    static let firstPaletteSlot: Int32 = 16

    static func resolve(_ requested: CursesOptions.ColorMode, _ terminal: ColorCapabilities) -> ColorDepth {
        guard requested != .none, terminal.hasColors, terminal.colors >= 8, terminal.pairs >= 2 else { return .monochrome }
        // A direct-colour terminal has no palette to index, so 256 there means 24-bit.
        if terminal.directRGB, requested != .basic8 { return .direct }
        switch requested {
        case .automatic, .trueColor:
            if terminal.colors >= 256, terminal.canChangeColor {
                return .palette(firstPaletteSlot..<Int32(min(terminal.colors, 4096)))
            }
            return terminal.colors >= 256 ? .indexed256 : .basic8
        case .indexed256:
            return terminal.colors >= 256 ? .indexed256 : .basic8
        case .basic8, .none:
            return .basic8
        }
    }

    /// The terminal colour number for `color` in the fixed models (direct, 256, 8), or nil for
    /// the palette model, whose numbers are allocated (`ColorPairTable`).
    func fixedNumber(for color: Color) -> Int32? {
        switch self {
        case .direct:
            // ncurses sends numbers below 8 as the ANSI colours of the theme, not as RGB.
            let rgb = Int32(color.red) << 16 | Int32(color.green) << 8 | Int32(color.blue)
            return rgb < 8 ? 0x01_01_01 : rgb
        case .indexed256:
            return Int32(color.xterm256Index)
        case .basic8:
            return BasicColors.nearest(color)
        case .palette, .monochrome:
            return nil
        }
    }

    /// A foreground that would vanish into its background after mapping (two different colours
    /// that land on the same number) is replaced by black or white, whichever reads on it.
    func legibleForeground(_ foreground: Int32, on background: Int32, backgroundColor: Color) -> Int32 {
        guard foreground == background else { return foreground }
        switch self {
        case .indexed256: return backgroundColor.luminance > 0.5 ? 16 : 231
        case .basic8: return BasicColors.isLight(background) ? BasicColors.black : BasicColors.white
        case .direct, .palette, .monochrome: return foreground
        }
    }
}

/// The 8 ANSI colours. Themes draw them very differently, so a colour is matched by hue, not
/// by distance to some RGB guess: greys (and very dark colours) go to black or white by
/// luminance, everything else to the nearest of the six hues. The dark wallpaper (#27325A) thus
/// becomes blue and the island black, rather than both black.
enum BasicColors {
    static let black: Int32 = 0, red: Int32 = 1, green: Int32 = 2, yellow: Int32 = 3
    static let blue: Int32 = 4, magenta: Int32 = 5, cyan: Int32 = 6, white: Int32 = 7

    static func nearest(_ color: Color) -> Int32 {
        let r = Double(color.red) / 255, g = Double(color.green) / 255, b = Double(color.blue) / 255
        let high = max(r, g, b), chroma = high - min(r, g, b)
        guard chroma >= 0.15, high >= 0.2 else { return color.luminance < 0.5 ? black : white }
        let sector: Double
        if high == r {
            sector = ((g - b) / chroma).truncatingRemainder(dividingBy: 6)
        } else if high == g {
            sector = (b - r) / chroma + 2
        } else {
            sector = (r - g) / chroma + 4
        }
        let hues = [red, yellow, green, cyan, blue, magenta]
        let index = Int((sector < 0 ? sector + 6 : sector).rounded()) % 6
        return hues[index]
    }

    /// Colours that most themes draw light, so black text reads on them.
    static func isLight(_ number: Int32) -> Bool {
        [green, yellow, cyan, white].contains(number)
    }
}

/// Without colour the island and the card must still read against the wallpaper: a cell whose
/// background is near black (every channel below 64: the island, a dark card, not the dark
/// wallpaper #27325A) is drawn in reverse video, so the shape becomes a solid block in the
/// terminal's foreground colour and its rounded ends, quadrant glyphs drawn normally, join it.
enum MonochromeRule {
    static func isReversed(background: Color?) -> Bool {
        guard let background else { return false }
        return max(background.red, background.green, background.blue) < 64
    }
}

extension ColorDepth {
    /// A short name for diagnostics and the smoke test's header.
    var name: String {
        switch self {
        case .direct: "direct"
        case .palette: "palette"
        case .indexed256: "256"
        case .basic8: "8"
        case .monochrome: "none"
        }
    }
}
