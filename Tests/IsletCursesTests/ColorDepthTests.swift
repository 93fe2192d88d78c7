import IsletCells
import Testing

@testable import IsletCurses

@Suite("Colour models: what a terminal gets, and how colours map onto 8 or none")
struct ColorDepthTests {
    private func terminal(colors: Int, pairs: Int = 65536, canChange: Bool = false, direct: Bool = false, hasColors: Bool = true) -> ColorCapabilities {
        ColorCapabilities(hasColors: hasColors, colors: colors, pairs: pairs, canChangeColor: canChange, directRGB: direct, defaultColors: true)
    }

    @Test("automatic picks direct RGB, then redefined palette slots, then 256, then 8, then none")
    func automaticDegrades() {
        #expect(ColorDepth.resolve(.automatic, terminal(colors: 1 << 24, direct: true)) == .direct)
        #expect(ColorDepth.resolve(.automatic, terminal(colors: 256, canChange: true)) == .palette(16..<256))
        #expect(ColorDepth.resolve(.automatic, terminal(colors: 256)) == .indexed256)
        #expect(ColorDepth.resolve(.automatic, terminal(colors: 8, pairs: 64)) == .basic8)
        #expect(ColorDepth.resolve(.automatic, terminal(colors: 0, pairs: 0, hasColors: false)) == .monochrome)
    }

    @Test("a request above what the terminal has degrades instead of failing; none is always none")
    func requestsDegrade() {
        #expect(ColorDepth.resolve(.trueColor, terminal(colors: 8, pairs: 64)) == .basic8)
        #expect(ColorDepth.resolve(.indexed256, terminal(colors: 8, pairs: 64)) == .basic8)
        #expect(ColorDepth.resolve(.indexed256, terminal(colors: 256, canChange: true)) == .indexed256)
        #expect(ColorDepth.resolve(.basic8, terminal(colors: 256)) == .basic8)
        #expect(ColorDepth.resolve(.none, terminal(colors: 1 << 24, direct: true)) == .monochrome)
        #expect(ColorDepth.resolve(.trueColor, terminal(colors: 0, pairs: 0, hasColors: false)) == .monochrome)
    }

    @Test("direct colours are 0xRRGGBB, with black nudged off the theme's ANSI numbers 0-7")
    func directNumbers() {
        #expect(ColorDepth.direct.fixedNumber(for: Color(hex: 0xFF9500)) == 0xFF9500)
        #expect(ColorDepth.direct.fixedNumber(for: .black) == 0x010101)
        #expect(ColorDepth.indexed256.fixedNumber(for: Color(hex: 0xFF0000)) == 196)
        #expect(ColorDepth.palette(16..<256).fixedNumber(for: .black) == nil)
    }

    @Test("8 colours by hue: the dark wallpaper is blue, so the black island and card stay visible on it")
    func basicColorsByHue() {
        #expect(BasicColors.nearest(Color(hex: 0x27325A)) == BasicColors.blue, "dark wallpaper")
        #expect(BasicColors.nearest(.black) == BasicColors.black, "island")
        #expect(BasicColors.nearest(Color(hex: 0x1C1C1E)) == BasicColors.black, "dark card")
        #expect(BasicColors.nearest(.white) == BasicColors.white)
        #expect(BasicColors.nearest(Color(hex: 0xAEAEB2)) == BasicColors.white, "secondary label, dark")
        #expect(BasicColors.nearest(Color(hex: 0xFF9500)) == BasicColors.yellow, "orange")
        #expect(BasicColors.nearest(Color(hex: 0x34C759)) == BasicColors.green)
        #expect(BasicColors.nearest(Color(hex: 0x007AFF)) == BasicColors.blue)
        #expect(BasicColors.nearest(Color(hex: 0xFF2D55)) == BasicColors.red, "pink wraps around to red")
        #expect(BasicColors.nearest(Color(hex: 0xAF52DE)) == BasicColors.magenta)
        #expect(BasicColors.nearest(Color(hex: 0x30B0C7)) == BasicColors.cyan)
    }

    @Test("text that would land on its own background's colour becomes black or white")
    func legibleForeground() {
        #expect(ColorDepth.basic8.legibleForeground(BasicColors.blue, on: BasicColors.blue, backgroundColor: Color(hex: 0x27325A)) == BasicColors.white)
        #expect(ColorDepth.basic8.legibleForeground(BasicColors.white, on: BasicColors.white, backgroundColor: .white) == BasicColors.black)
        #expect(ColorDepth.indexed256.legibleForeground(231, on: 231, backgroundColor: .white) == 16)
        #expect(ColorDepth.basic8.legibleForeground(BasicColors.red, on: BasicColors.blue, backgroundColor: .black) == BasicColors.red)
    }

    @Test("without colour, near-black backgrounds (island, dark card) are reversed; the wallpaper is not")
    func monochromeReverse() {
        #expect(MonochromeRule.isReversed(background: .black))
        #expect(MonochromeRule.isReversed(background: Color(hex: 0x1C1C1E)))
        #expect(!MonochromeRule.isReversed(background: Color(hex: 0x27325A)))
        #expect(!MonochromeRule.isReversed(background: Color(hex: 0x0000FF)))
        #expect(!MonochromeRule.isReversed(background: nil))
    }
}
