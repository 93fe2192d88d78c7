/// How an SF Symbol is drawn in a terminal cell grid.
///
/// A layout's `{"image": "box.truck.fill"}` is SwiftUI's `Image(systemName:)`; a terminal has no
/// SF Symbols font, so each name maps to one monochrome text character that takes the view's
/// colour, one cell wide in every terminal (PLATFORM.md, "Character widths"), with an ASCII
/// stand-in for locales that are not UTF-8.
public struct SymbolGlyph: Equatable, Sendable {
    /// What to draw: one grapheme cluster of a single scalar.
    public let text: String
    /// The cells `text` takes: always 1, as for a symbol in a line of text.
    public let width: Int
    /// Fallback when the locale is not UTF-8: `width` printable ASCII characters, so the layout
    /// does not move when the fallback is drawn.
    public let ascii: String

    /// Table entries read as `SymbolGlyph("▣", "#")`: glyph and ASCII fallback.
    init(_ text: String, _ ascii: String) {
        self.text = text
        self.width = 1
        self.ascii = ascii
    }
}

/// The SF Symbol names islet can draw, and the rule for names it cannot.
public enum SymbolGlyphs {
    /// The glyph for an SF Symbol name, or nil if islet does not know it.
    ///
    /// Apple derives many names from one shape (`star`, `star.fill`, `star.circle.fill`), so a
    /// missing name is retried as its shape: a `.fill` suffix falls back to the outline and
    /// back, an enclosure or orientation (`.circle`, `.horizontal`…) is dropped, and last a
    /// badge. See `candidateNames(for:)`.
    public static func glyph(named name: String) -> SymbolGlyph? {
        if let exact = table[name] { return exact }
        return candidateNames(for: name).lazy.compactMap { table[$0] }.first
    }

    /// The glyph drawn for a name islet does not know: visible, so a typo shows on screen
    /// instead of leaving a silent gap in the layout.
    public static let unknown = SymbolGlyph("⍰", "?")

    /// Every name the table knows, sorted, for `islet` docs and tests.
    public static var knownNames: [String] {
        table.keys.sorted()
    }

    /// The names `glyph(named:)` tries, most specific first.
    ///
    /// At each step the same fill is preferred (`star.circle.fill` tries `star.fill` before
    /// `star`; `bolt` tries `bolt` before `bolt.fill`), then one trailing decoration (an
    /// enclosure such as `.circle` or an orientation such as `.horizontal`) is removed and the
    /// step repeats. When none is left, a badge and what it shows (`.badge.clock`) goes: the
    /// symbol under a badge is still what it means. `.slash` is never removed: it negates.
    public static func candidateNames(for name: String) -> [String] {
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let filled = parts.count > 1 && parts.last == "fill"
        if filled { parts.removeLast() }
        var names: [String] = []
        while true {
            let base = parts.joined(separator: ".")
            let fill = base + ".fill"
            for candidate in filled ? [fill, base] : [base, fill] where !names.contains(candidate) {
                names.append(candidate)
            }
            if parts.count > 1, let last = parts.last, decorations.contains(last) {
                parts.removeLast()
            } else if let badge = parts.lastIndex(of: "badge"), badge > 0 {
                parts.removeSubrange(badge...)
            } else {
                return names
            }
        }
    }

    /// Suffixes that enclose, fill or turn a shape without changing what it stands for.
    private static let decorations: Set<String> = [
        "circle", "square", "rectangle", "octagon", "hexagon", "diamond", "horizontal", "vertical", "inverse", "filled",
    ]
}
