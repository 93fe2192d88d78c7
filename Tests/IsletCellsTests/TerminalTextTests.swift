import Testing

@testable import IsletCells

/// The glyph texts of `text`, compared scalar by scalar (String equality would let "é" match "e\u{301}").
private func texts(_ text: String) -> [[UInt32]] {
    TerminalText.glyphs(text).map { $0.text.unicodeScalars.map(\.value) }
}

private func scalars(_ text: String) -> [UInt32] {
    text.unicodeScalars.map(\.value)
}

private func joined(_ glyphs: [TerminalGlyph]) -> String {
    glyphs.map(\.text).joined()
}

@Test func printableASCIIIsOneCellPerCharacter() {
    #expect(TerminalText.width("") == 0)
    #expect(TerminalText.glyphs("") == [])
    #expect(TerminalText.width("Hello, world!") == 13)
    #expect(TerminalText.width(" ~") == 2)
    #expect(TerminalText.glyphs("ab") == [TerminalGlyph(text: "a", width: 1), TerminalGlyph(text: "b", width: 1)])
    #expect(TerminalText.sanitized("ETA 12:45") == "ETA 12:45")
}

@Test func eastAsianWideAndFullwidthAreTwoCells() {
    #expect(TerminalText.width("東京") == 4)
    #expect(TerminalText.glyphs("東京") == [TerminalGlyph(text: "東", width: 2), TerminalGlyph(text: "京", width: 2)])
    #expect(TerminalText.width("한국") == 4)
    #expect(TerminalText.width("カタカナ") == 8)
    #expect(TerminalText.width("ＡＢ") == 4)
    #expect(TerminalText.width("\u{3000}") == 2)
    #expect(TerminalText.width("\u{20000}") == 2)
    #expect(TerminalText.width("ｶﾀ") == 2, "halfwidth katakana is narrow")
}

@Test func defaultEmojiPresentationIsTwoCells() {
    for emoji in ["🍕", "🚚", "✅", "⌚", "⏰", "⭐", "🥲", "🏴"] {
        #expect(TerminalText.glyphs(emoji) == [TerminalGlyph(text: emoji, width: 2)], "\(emoji)")
    }
    #expect(TerminalText.width("ETA 🚚 12:45") == 12)
}

@Test func ambiguousAndPrivateUseAreOneCell() {
    for text in ["▌", "▐", "…", "→", "é", "Ω", "Ж", "\u{E000}", "\u{F0000}", "\u{00AD}", "☀", "❤"] {
        #expect(TerminalText.width(text) == 1, "\(scalars(text))")
    }
}

@Test func variationSelectorsAreDropped() {
    #expect(TerminalText.glyphs("⬇️") == [TerminalGlyph(text: "⬇", width: 1)])
    #expect(scalars(TerminalText.sanitized("⬇️")) == [0x2B07])
    #expect(scalars(TerminalText.sanitized("❤️")) == [0x2764])
    #expect(TerminalText.width("☀️") == 1)
    #expect(scalars(TerminalText.sanitized("🍕\u{FE0F}")) == [0x1F355])
    #expect(TerminalText.width("🍕\u{FE0F}") == 2)
    #expect(scalars(TerminalText.sanitized("⌚\u{FE0E}")) == [0x231A])
    #expect(texts("1️⃣") == [[0x31, 0x20E3]], "keycap keeps its enclosing mark")
    #expect(TerminalText.width("1️⃣") == 1)
}

@Test func zwjSequencesAreCutToTheirFirstEmoji() {
    #expect(TerminalText.glyphs("👨‍👩‍👧") == [TerminalGlyph(text: "👨", width: 2)])
    #expect(scalars(TerminalText.sanitized("👩🏽‍💻")) == [0x1F469])
    #expect(TerminalText.glyphs("❤️‍🔥") == [TerminalGlyph(text: "❤", width: 1)])
    #expect(TerminalText.width("🏳️‍🌈 pride") == 7)
    #expect(TerminalText.width("a👨‍👩‍👧‍👦b") == 4)
    #expect(texts("क्‍ष") == [[0x915, 0x94D], [0x937]], "tmux would draw ष in the cell of क after a ZWJ")
    #expect(texts("a\u{200D}b") == [[0x61], [0x62]])
}

@Test func skinToneModifiersAreDropped() {
    #expect(TerminalText.glyphs("👍🏽") == [TerminalGlyph(text: "👍", width: 2)])
    #expect(scalars(TerminalText.sanitized("👋🏿 hi")) == scalars("👋 hi"))
    #expect(TerminalText.width("👍🏻👍🏿") == 4)
    #expect(TerminalText.width("🏽") == 0, "a modifier with no base is dropped too")
    #expect(TerminalText.width("\u{1B}🏽") == 1)
}

@Test func flagsBecomeRegionLetters() {
    #expect(TerminalText.glyphs("🇫🇷") == [TerminalGlyph(text: "F", width: 1), TerminalGlyph(text: "R", width: 1)])
    #expect(TerminalText.sanitized("🇯🇵🇺🇸") == "JPUS")
    #expect(TerminalText.sanitized("to 🇩🇪!") == "to DE!")
    #expect(TerminalText.sanitized("🇫") == "F")
}

@Test func combiningAndZeroWidthCharactersRideOnTheirBase() {
    #expect(TerminalText.glyphs("e\u{301}") == [TerminalGlyph(text: "e\u{301}", width: 1)])
    #expect(texts("e\u{301}") == [[0x65, 0x301]])
    #expect(TerminalText.width("n\u{303}o\u{308}\u{304}") == 2)
    #expect(texts("\u{301}a") == [[0x25CC, 0x301], [0x61]], "a mark with no base gets a dotted circle")
    #expect(texts("\u{1B}\u{301}") == [[0x241B], [0x25CC, 0x301]])
    #expect(texts("a\u{200B}b") == [[0x61, 0x200B], [0x62]])
    #expect(texts("\u{200B}a") == [[0x61]], "a leading invisible has nothing to ride on")
    #expect(TerminalText.width("\u{200B}\u{FEFF}") == 0)
    #expect(TerminalText.glyphs("\u{1100}\u{1161}\u{11A8}") == [TerminalGlyph(text: "\u{1100}\u{1161}\u{11A8}", width: 2)])
    #expect(TerminalText.width("🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}") == 2)
}

@Test func controlCharactersBecomeVisiblePlaceholders() {
    #expect(TerminalText.sanitized("\u{1B}[31m") == "␛[31m")
    #expect(TerminalText.width("\u{1B}[31m") == 5)
    #expect(TerminalText.sanitized("a\tb\n") == "a␉b␊")
    #expect(TerminalText.sanitized("\r\n") == "␍␊")
    #expect(TerminalText.sanitized("\u{0}\u{7F}") == "␀␡")
    #expect(TerminalText.glyphs("\u{85}\u{9B}") == [TerminalGlyph(text: "\u{FFFD}", width: 1), TerminalGlyph(text: "\u{FFFD}", width: 1)])
    #expect(TerminalText.sanitized("\u{202E}abc\u{2066}") == "\u{FFFD}abc\u{FFFD}")
    #expect(TerminalText.sanitized("a\u{2028}b") == "a\u{FFFD}b")
}

@Test func codePointsTmuxDoesNotKnowBecomeReplacementCharacters() {
    let replaced = [TerminalGlyph(text: "\u{FFFD}", width: 1)]
    #expect(TerminalText.glyphs("🫨") == replaced, "Unicode 15: glibc 2.36 does not know it")
    #expect(TerminalText.glyphs("\u{1F6DC}") == replaced)
    #expect(TerminalText.glyphs("\u{31350}") == replaced, "CJK Extension H is Unicode 15")
    #expect(TerminalText.glyphs("\u{0378}") == replaced, "unassigned")
    #expect(TerminalText.glyphs("\u{FFFF}") == replaced, "noncharacter")
    #expect(TerminalText.glyphs(String(Unicode.Scalar(0xFDD0)!)) == replaced, "(no literal allowed)")
    #expect(TerminalText.glyphs("\u{4DC0}") == replaced, "glibc says 2, Unicode says 1")
    #expect(TerminalText.glyphs("\u{3248}") == replaced)
    #expect(scalars(TerminalText.sanitized("a\u{0ECE}")) == [0x61, 0xFFFD], "a Unicode 15 mark")
    #expect(TerminalText.sanitized("\u{E000}") == "\u{E000}", "private use is kept")
}

@Test func truncationEndsWithAnEllipsisAndNeverSplitsAWideGlyph() {
    #expect(joined(TerminalText.truncated("Hello world", toWidth: 5)) == "Hell…")
    #expect(joined(TerminalText.truncated("Hello", toWidth: 5)) == "Hello")
    #expect(joined(TerminalText.truncated("Hello", toWidth: 1)) == "…")
    #expect(TerminalText.truncated("Hello", toWidth: 0) == [])
    #expect(TerminalText.truncated("", toWidth: 0) == [])
    #expect(joined(TerminalText.truncated("東京", toWidth: 4)) == "東京")
    #expect(joined(TerminalText.truncated("東京東京", toWidth: 5)) == "東京…")
    let narrower = TerminalText.truncated("東京東京", toWidth: 4)
    #expect(joined(narrower) == "東…", "東 does not fit beside the ellipsis, so the result is 3 cells")
    #expect(narrower.reduce(0) { $0 + $1.width } == 3)
    #expect(joined(TerminalText.truncated("東京", toWidth: 2)) == "…")
    #expect(joined(TerminalText.truncated("a東京", toWidth: 3)) == "a…")
    #expect(joined(TerminalText.truncated("e\u{301}tude", toWidth: 3)) == "e\u{301}t…")
}

/// SplitMix64: a seeded generator, so a failing random case is the same on every run.
private struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Scalars that exercise every rule, mixed with arbitrary code points.
private let interesting: [UInt32] = [
    0x41, 0x20, 0x7E, 0x00, 0x09, 0x0A, 0x0D, 0x1B, 0x7F, 0x85, 0x9B, 0x301, 0x20E3, 0x94D, 0x93F,
    0x302A, 0x200B, 0x200C, 0x200D, 0xFE0E, 0xFE0F, 0x2028, 0x202E, 0x2067, 0xFEFF, 0xE0067, 0xE007F,
    0x1F468, 0x1F469, 0x1F467, 0x1F44D, 0x1F3FD, 0x1F1EB, 0x1F1F7, 0x2B07, 0x2764, 0x1F525, 0x1F3F4,
    0x2640, 0x6771, 0xAC00, 0x1100, 0x1161, 0x11A8, 0xFF21, 0x915, 0x937, 0x600, 0x25CC, 0x2026,
]

private func randomString(using generator: inout SplitMix64) -> String {
    var result = String.UnicodeScalarView()
    for _ in 0..<Int.random(in: 0...12, using: &generator) {
        if Bool.random(using: &generator) {
            result.append(Unicode.Scalar(interesting.randomElement(using: &generator)!)!)
        } else {
            var value = UInt32.random(in: 0...0x10FFFF, using: &generator)
            if (0xD800...0xDFFF).contains(value) { value = 0xFFFD }
            result.append(Unicode.Scalar(value)!)
        }
    }
    return String(result)
}

@Test func randomTextsKeepTheInvariants() {
    var generator = SplitMix64(state: 0x1517_E7)
    for _ in 0..<3_000 {
        let text = randomString(using: &generator)
        let input = scalars(text).map { String($0, radix: 16) }
        let glyphs = TerminalText.glyphs(text)
        let sanitized = TerminalText.sanitized(text)
        #expect(TerminalText.width(text) == glyphs.reduce(0) { $0 + $1.width }, "\(input)")
        #expect(glyphs.allSatisfy { (0...2).contains($0.width) }, "\(input)")
        #expect(scalars(sanitized) == scalars(joined(glyphs)), "\(input)")
        let unsafe = sanitized.unicodeScalars.filter { scalar in
            let value = scalar.value
            return value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
                || (0x2066...0x2069).contains(value) || [0x200D, 0xFE0E, 0xFE0F].contains(value)
                || (0x1F1E6...0x1F1FF).contains(value) || (0x1F3FB...0x1F3FF).contains(value)
                || (scalar.properties.age?.major ?? 99) > 14
        }
        #expect(unsafe.isEmpty, "\(input)")
        #expect(scalars(TerminalText.sanitized(sanitized)) == scalars(sanitized), "idempotent: \(input)")
        #expect(TerminalText.width(sanitized) == TerminalText.width(text), "\(input)")
        for limit in 0...5 {
            #expect(TerminalText.truncated(text, toWidth: limit).reduce(0) { $0 + $1.width } <= limit, "\(input)")
        }
    }
}
