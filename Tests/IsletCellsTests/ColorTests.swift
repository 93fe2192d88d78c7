import Glibc
import IsletCells
import Testing

/// The colour arithmetic every backend and exporter shares.
struct ColorTests {
    @Test(arguments: [
        (0xFF0000, 196), (0x00FF00, 46), (0x0000FF, 21), (0xFFFFFF, 231), (0x000000, 16),
        (0x808080, 244), (0x303030, 236), (0xFF9F0A, 214), (0x1C1C1E, 234), (0xFF9500, 208),
    ])
    func xterm256IndexIsTheEntryThatStandsInBest(hex: Int, index: Int) {
        #expect(Color(hex: UInt32(hex)).xterm256Index == index)
    }

    @Test("at 256 colours the wallpapers keep their hue instead of turning grey", arguments: [0x27325A, 0xB8CBE8])
    func wallpaperKeepsItsHue(hex: Int) {
        let source = OKLab(Color(hex: UInt32(hex)))
        let mapped = OKLab(Color.xterm256(Color(hex: UInt32(hex)).xterm256Index))
        #expect(mapped.chroma >= source.chroma * 0.8, "chroma \(mapped.chroma) kept from \(source.chroma)")
        let hueChange = abs(atan2(mapped.b, mapped.a) - atan2(source.b, source.a)) * 180 / .pi
        #expect(min(hueChange, 360 - hueChange) < 20, "hue moved \(hueChange)°")
    }

    @Test("WCAG contrast: 21 for black on white, 1 for a colour on itself, the published mid grey at 4.5")
    func contrastRatio() {
        #expect(abs(Color.black.contrastRatio(with: .white) - 21) < 0.01)
        #expect(Color(hex: 0x27325A).contrastRatio(with: Color(hex: 0x27325A)) == 1)
        #expect(abs(Color(hex: 0x767676).contrastRatio(with: .white) - 4.54) < 0.01)
    }

    @Test("OKLab round-trips sRGB", arguments: [0x27325A, 0xFF9500, 0x000000, 0xFFFFFF, 0x34C759])
    func okLabRoundTrips(hex: Int) {
        #expect(OKLab(Color(hex: UInt32(hex))).color == Color(hex: UInt32(hex)))
    }
}

/// How cell colours become what 8, 16 and 256-colour terminals are sent.
struct ANSIColorsTests {
    @Test("tinted greys go by lightness: the dark wallpaper is grey at 16 colours, light grey at 8, never blue")
    func wallpapers() {
        #expect(ANSIColors.nearest(Color(hex: 0x27325A), count: 16) == ANSIColors.grey)
        #expect(ANSIColors.nearest(Color(hex: 0x27325A), count: 8) == ANSIColors.white)
        #expect(ANSIColors.nearest(Color(hex: 0xB8CBE8), count: 16) == ANSIColors.white)
        #expect(ANSIColors.nearest(.black, count: 8) == ANSIColors.black, "island")
        #expect(ANSIColors.nearest(Color(hex: 0x1C1C1E), count: 16) == ANSIColors.black, "dark card")
        #expect(ANSIColors.nearest(.white, count: 16) == ANSIColors.brightWhite, "light card")
    }

    @Test("colours go by hue (orange is nearer red than xterm's greenish yellow)", arguments: [
        (0xFF9500, ANSIColors.red), (0xFFCC00, ANSIColors.yellow), (0x34C759, ANSIColors.green), (0x007AFF, ANSIColors.blue),
        (0xFF3B30, ANSIColors.red), (0xAF52DE, ANSIColors.magenta), (0x30B0C7, ANSIColors.cyan),
    ])
    func hues(hex: Int, expected: Int) {
        #expect(ANSIColors.nearest(Color(hex: UInt32(hex)), count: 8) == expected)
        #expect(ANSIColors.nearest(Color(hex: UInt32(hex)), count: 16) % 8 == expected)
    }
}

/// `TerminalPalette`: one mapping, with the contrast rule for text.
struct TerminalPaletteTests {
    private func appearance(_ palette: TerminalPalette, _ cell: Cell) -> (Color, Color) {
        let style = palette.style(for: cell)
        return (palette.appearance(of: style.foreground!), palette.appearance(of: style.background!))
    }

    @Test("orange text on the light card reads at every depth (it was yellow on light grey at 8)", arguments: [
        TerminalPalette.trueColor, .indexed256, .ansi16, .ansi8,
    ])
    func orangeOnWhite(palette: TerminalPalette) {
        let (foreground, background) = appearance(palette, Cell(text: "4", foreground: Color(hex: 0xFF9500), background: .white))
        #expect(foreground.contrastRatio(with: background) >= 4.5)
        if palette == .trueColor {
            #expect(abs(atan2(OKLab(foreground).b, OKLab(foreground).a) - atan2(OKLab(Color(hex: 0xFF9500)).b, OKLab(Color(hex: 0xFF9500)).a)) < 0.35, "still orange")
        }
    }

    @Test("text that already reads keeps its colour; shape glyphs and blanks are not text")
    func legibleTextIsKept() {
        let label = Cell(text: "a", foreground: Color(hex: 0xD0D4DC), background: Color(hex: 0x27325A))
        #expect(TerminalPalette.trueColor.style(for: label).foreground == .rgb(Color(hex: 0xD0D4DC)))
        let edge = Cell(text: "▐", foreground: .black, background: Color(hex: 0x27325A))
        #expect(!edge.isText)
        #expect(TerminalPalette.trueColor.style(for: edge).foreground == .rgb(.black), "the island's edge stays black")
        #expect(!Cell(text: " ", foreground: .black, background: .black).isText)
        #expect(Cell(text: "✈", foreground: .black, background: .black).isText)
    }

    @Test("dim text becomes an explicit fainter colour that still reads, and no faint attribute")
    func dimIsAColour() {
        let cell = Cell(text: "compact", foreground: Color(hex: 0xD0D4DC), background: Color(hex: 0x27325A), dim: true)
        let style = TerminalPalette.trueColor.style(for: cell)
        #expect(!style.dim)
        let foreground = TerminalPalette.trueColor.appearance(of: style.foreground!)
        #expect(foreground != Color(hex: 0xD0D4DC))
        #expect(foreground.contrastRatio(with: Color(hex: 0x27325A)) >= 4.5)
        #expect(TerminalPalette.none.style(for: cell) == TerminalStyle(foreground: nil, background: nil, bold: false, dim: true))
    }
}
