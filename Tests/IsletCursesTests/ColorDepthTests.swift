import IsletCells
import Testing

@testable import IsletCurses

@Suite("Colour models: what a terminal gets, and when palette slots may change")
struct ColorDepthTests {
    private func terminal(
        colors: Int, pairs: Int = 65536, canChange: Bool = false, mayChange: Bool = false, direct: Bool = false, hasColors: Bool = true
    ) -> ColorCapabilities {
        ColorCapabilities(
            hasColors: hasColors, colors: colors, pairs: pairs, canChangeColor: canChange, mayChangePalette: mayChange,
            directRGB: direct, defaultColors: true
        )
    }

    @Test("automatic picks direct RGB, then redefined slots where allowed, then 256, then 16 or 8, then none")
    func automaticDegrades() {
        #expect(ColorDepth.resolve(.automatic, terminal(colors: 1 << 24, direct: true)) == .direct)
        #expect(ColorDepth.resolve(.automatic, terminal(colors: 256, canChange: true, mayChange: true)) == .palette(16..<256))
        #expect(ColorDepth.resolve(.automatic, terminal(colors: 256)) == .indexed256)
        #expect(ColorDepth.resolve(.automatic, terminal(colors: 16, pairs: 256)) == .ansi16)
        #expect(ColorDepth.resolve(.automatic, terminal(colors: 8, pairs: 64)) == .ansi8)
        #expect(ColorDepth.resolve(.automatic, terminal(colors: 0, pairs: 0, hasColors: false)) == .monochrome)
    }

    @Test("terminfo's ccc alone never redefines a palette slot: the caller must vouch for the terminal")
    func paletteNeedsConsent() {
        #expect(ColorDepth.resolve(.automatic, terminal(colors: 256, canChange: true)) == .indexed256)
        #expect(ColorDepth.resolve(.trueColor, terminal(colors: 256, canChange: true)) == .indexed256)
        #expect(ColorDepth.resolve(.trueColor, terminal(colors: 256, canChange: false, mayChange: true)) == .indexed256)
    }

    @Test("a request above what the terminal has degrades instead of failing; none is always none")
    func requestsDegrade() {
        #expect(ColorDepth.resolve(.trueColor, terminal(colors: 8, pairs: 64)) == .ansi8)
        #expect(ColorDepth.resolve(.indexed256, terminal(colors: 8, pairs: 64)) == .ansi8)
        #expect(ColorDepth.resolve(.indexed256, terminal(colors: 256, canChange: true, mayChange: true)) == .indexed256)
        #expect(ColorDepth.resolve(.ansi16, terminal(colors: 256)) == .ansi16)
        #expect(ColorDepth.resolve(.ansi16, terminal(colors: 8, pairs: 64)) == .ansi8)
        #expect(ColorDepth.resolve(.none, terminal(colors: 1 << 24, direct: true)) == .monochrome)
        #expect(ColorDepth.resolve(.trueColor, terminal(colors: 0, pairs: 0, hasColors: false)) == .monochrome)
    }

    @Test("direct colours are 0xRRGGBB, with black nudged off the theme's ANSI numbers 0-7")
    func directNumbers() {
        #expect(ColorDepth.direct.fixedNumber(for: .rgb(Color(hex: 0xFF9500))) == 0xFF9500)
        #expect(ColorDepth.direct.fixedNumber(for: .rgb(.black)) == 0x010101)
        #expect(ColorDepth.indexed256.fixedNumber(for: .index(196)) == 196)
        #expect(ColorDepth.palette(16..<256).fixedNumber(for: .rgb(.black)) == nil)
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
