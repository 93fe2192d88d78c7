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
    /// The caller vouches for the terminal (`CursesOptions.allowsPaletteChanges`) and terminfo
    /// has `oc`, which ncurses sends at `endwin` (and the guard on a crash) to put the colours back.
    var mayChangePalette: Bool
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
    /// 24-bit through redefined palette slots (`first..<end`), allocated as colours appear;
    /// only where the caller vouches for the terminal and terminfo can put the colours back.
    case palette(Range<Int32>)
    /// The xterm 256-colour cube and grey ramp.
    case indexed256
    /// The 16 ANSI colours.
    case ansi16
    /// The 8 ANSI colours.
    case ansi8
    /// No colour: attributes only.
    case monochrome

    /// Palette slots 0-15 are the terminal's theme colours and are left alone.
    static let firstPaletteSlot: Int32 = 16

    static func resolve(_ requested: CursesOptions.ColorMode, _ terminal: ColorCapabilities) -> ColorDepth {
        guard requested != .none, terminal.hasColors, terminal.colors >= 8, terminal.pairs >= 2 else { return .monochrome }
        let ansi: ColorDepth = terminal.colors >= 16 && !terminal.directRGB ? .ansi16 : .ansi8
        // A direct-colour terminal has no palette to index, so 256 there means 24-bit.
        if terminal.directRGB, requested != .ansi16 { return .direct }
        switch requested {
        case .automatic, .trueColor:
            if terminal.colors >= 256, terminal.canChangeColor, terminal.mayChangePalette {
                return .palette(firstPaletteSlot..<Int32(min(terminal.colors, 4096)))
            }
            return terminal.colors >= 256 ? .indexed256 : ansi
        case .indexed256:
            return terminal.colors >= 256 ? .indexed256 : ansi
        case .ansi16, .none:
            return ansi
        }
    }

    /// The mapping from a cell's colours to this model's (24-bit for direct and palette).
    var palette: TerminalPalette {
        switch self {
        case .direct, .palette: .trueColor
        case .indexed256: .indexed256
        case .ansi16: .ansi16
        case .ansi8: .ansi8
        case .monochrome: .none
        }
    }

    /// The terminal colour number for `color`, or nil for a 24-bit colour in the palette model,
    /// whose numbers are allocated (`ColorPairTable`).
    func fixedNumber(for color: TerminalColor) -> Int32? {
        switch color {
        case .index(let index):
            return Int32(index)
        case .rgb(let rgb):
            guard self == .direct else { return nil }
            // ncurses sends numbers below 8 as the ANSI colours of the theme, not as RGB.
            let number = Int32(rgb.red) << 16 | Int32(rgb.green) << 8 | Int32(rgb.blue)
            return number < 8 ? 0x01_01_01 : number
        }
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
        case .ansi16: "16"
        case .ansi8: "8"
        case .monochrome: "none"
        }
    }
}
