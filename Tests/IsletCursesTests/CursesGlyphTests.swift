import Testing
@testable import IsletCurses

@Suite("What a cell's text puts on the terminal")
struct CursesGlyphTests {
    @Test("a wide glyph is drawn from its left cell; the right one is left to the terminal")
    func wideGlyph() {
        #expect(CursesGlyph.cells(for: "🍕", asciiOnly: false) == [[0x1F355], []])
        #expect(CursesGlyph.cells(for: "a", asciiOnly: false) == [[0x61]])
    }

    @Test("control characters never reach the terminal, whatever the cell holds")
    func controlCharacters() {
        #expect(CursesGlyph.cells(for: "\u{1B}", asciiOnly: false) == [[0x3F]])
        #expect(CursesGlyph.cells(for: "\u{7F}", asciiOnly: false) == [[0x3F]])
        #expect(CursesGlyph.cells(for: "\u{9B}", asciiOnly: false) == [[0x3F]])
        #expect(CursesGlyph.cells(for: "\u{1B}", asciiOnly: true) == [[0x3F]])
    }

    @Test("combining marks ride with their base, at most five code points a cell")
    func combining() {
        #expect(CursesGlyph.cells(for: "e\u{301}", asciiOnly: false) == [[0x65, 0x301]])
        let piled = "a" + String(repeating: "\u{301}", count: 8)
        #expect(CursesGlyph.cells(for: piled, asciiOnly: false)[0].count == 5)
    }

    @Test("ASCII-only: islet's drawing glyphs become look-alikes of the same width")
    func asciiLookAlikes() {
        func ascii(_ text: String) -> String {
            String(decoding: CursesGlyph.cells(for: text, asciiOnly: true).flatMap { $0 }.map { UInt8($0) }, as: UTF8.self)
        }
        #expect(ascii("▌") == "#")
        #expect(ascii("━") == "-")
        #expect(ascii("│") == "|")
        #expect(ascii("╭") == "+")
        #expect(ascii("●") == "o")
        #expect(ascii("…") == ".")
        #expect(ascii("🍕") == "??")
        #expect(ascii("x") == "x")
        #expect(ascii("²") + ascii("⁷") + ascii("₃") == "273", "a sliding digit is still its digit")
    }
}
