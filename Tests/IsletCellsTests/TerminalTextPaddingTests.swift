import IsletCells
import Testing

@Suite("Padding text into columns")
struct TerminalTextPaddingTests {
    @Test("padding counts cells, so a column after an emoji or a combining mark still lines up")
    func paddingCountsCells() {
        #expect(TerminalText.padded("🍕", toWidth: 4) == "🍕  ")
        #expect(TerminalText.padded("e\u{301}", toWidth: 3) == "e\u{301}  ")
        #expect(TerminalText.padded("42", toWidth: 5, spacesOn: .leading) == "   42")
        #expect(TerminalText.padded("longer", toWidth: 3) == "longer")
    }
}
