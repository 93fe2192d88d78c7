/// One grapheme cluster as islet will draw it: the text to emit and how many cells it takes (0, 1 or 2).
///
/// A cell grid stores one glyph per cell; a glyph of width 2 also covers the cell to its right.
public struct TerminalGlyph: Equatable, Sendable {
    public let text: String
    public let width: Int

    public init(text: String, width: Int) {
        self.text = text
        self.width = width
    }
}

/// The one width table islet uses everywhere (layout, drawing, tests), so that what is measured
/// is exactly what the terminal draws.
///
/// Terminals disagree on the width of some grapheme clusters (⬇️ is 1 cell in glibc, tmux and
/// xterm but 2 in kitty; a ZWJ family is 2 in tmux and 6 in xterm), and a cell grid measured
/// differently from the terminal corrupts the screen. So islet only ever emits clusters whose
/// width every common terminal agrees on, and rewrites the rest before measuring:
/// - a ZWJ sequence is cut to its first emoji (👨‍👩‍👧 → 👨); any other ZWJ is dropped;
/// - skin-tone modifiers, VS15 and VS16 are dropped (👍🏽 → 👍, ⬇️ → ⬇ in its 1-cell text form);
/// - a flag becomes the two capital letters of its region (🇫🇷 → "FR");
/// - a combining mark with no base gets a dotted circle (U+25CC) as its base;
/// - control characters become visible placeholders (ESC → ␛, DEL → ␡, C1 → U+FFFD), and bidi
///   overrides and isolates and the line and paragraph separators become U+FFFD, so no escape
///   sequence and no reordering reaches the terminal from data;
/// - code points newer than Unicode 14.0, unassigned code points and noncharacters, and the two
///   blocks glibc draws wide against Unicode (U+3248-324F, U+4DC0-4DFF) become U+FFFD: tmux on
///   glibc 2.36 draws a code point glibc does not know as nothing, newer terminals as 1 or 2.
///
/// Then East Asian Wide and Fullwidth characters (default-presentation emoji among them) take 2
/// cells, combining marks and zero-width format characters 0, and everything else 1 (East Asian
/// Ambiguous and private use included). See docs/TEXT-WIDTH.md.
public enum TerminalText {
    /// The clusters of `text` after the rewriting rules, each with its width; zero-width leftovers are folded into the previous glyph.
    ///
    /// A zero-width character with nothing before it to ride on (a leading U+200B) is dropped.
    public static func glyphs(_ text: String) -> [TerminalGlyph] {
        if isPrintableASCII(text) {
            return text.utf8.map { TerminalGlyph(text: String(Unicode.Scalar($0)), width: 1) }
        }
        var collector = GlyphCollector(capacity: text.utf8.count)
        rewrite(text, into: &collector)
        return collector.glyphs
    }

    /// The width in cells of `text` after rewriting (the sum of `glyphs(text)` widths).
    ///
    /// Computed without building the glyphs, since layout asks for it on every frame.
    public static func width(_ text: String) -> Int {
        if isPrintableASCII(text) {
            return text.utf8.count
        }
        var counter = WidthCounter()
        rewrite(text, into: &counter)
        return counter.width
    }

    /// `text` cut to at most `maxWidth` cells; when it had to be cut, the last cell is "…" (never splits a wide glyph: pads with nothing, result may be one cell narrower).
    ///
    /// A `maxWidth` below 1 leaves no room even for the ellipsis, so a text that does not fit
    /// gives no glyphs.
    public static func truncated(_ text: String, toWidth maxWidth: Int) -> [TerminalGlyph] {
        let all = glyphs(text)
        if all.reduce(0, { $0 + $1.width }) <= maxWidth {
            return all
        }
        guard maxWidth > 0 else { return [] }
        var kept: [TerminalGlyph] = []
        var used = 0
        for glyph in all {
            guard used + glyph.width <= maxWidth - 1 else { break }
            kept.append(glyph)
            used += glyph.width
        }
        kept.append(TerminalGlyph(text: "\u{2026}", width: 1))
        return kept
    }

    /// The rewritten text as a plain String (what `glyphs` would emit, joined).
    ///
    /// Rewriting is idempotent: `sanitized(sanitized(x)) == sanitized(x)`, and both have the
    /// same width, so sanitized text can be stored and measured again safely.
    public static func sanitized(_ text: String) -> String {
        if isPrintableASCII(text) {
            return text
        }
        var writer = ScalarWriter()
        rewrite(text, into: &writer)
        return String(writer.scalars)
    }
}

extension TerminalText {
    /// Space to tilde only: one glyph of one cell per byte, and nothing to rewrite.
    private static func isPrintableASCII(_ text: String) -> Bool {
        var contiguous = text
        return contiguous.withUTF8 { bytes in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
            return true
        }
    }

    /// Runs every grapheme cluster of `text` through the rewriting rules into `sink`.
    ///
    /// A printable ASCII byte followed by another ASCII byte (or the end) is a whole cluster of
    /// one cell, so mostly-ASCII text skips grapheme segmentation for all but its other clusters.
    ///
    /// The bytes are read from contiguous storage by offset: stepping a `String.Index` through
    /// the UTF-8 view made a board's header, with its "·" and "×", cost as much to measure as a
    /// whole presentation's text.
    static func rewrite<Sink: GlyphSink>(_ text: String, into sink: inout Sink) {
        var contiguous = text
        contiguous.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte >= 0x20, byte < 0x7F, offset + 1 == bytes.count || bytes[offset + 1] < 0x80 {
                    sink.begin(Unicode.Scalar(byte), width: 1)
                    offset += 1
                } else {
                    let end = clusterEnd(in: text, bytes: bytes, at: offset)
                    rewrite(cluster: UnsafeBufferPointer(rebasing: bytes[offset..<end]), into: &sink)
                    offset = end
                }
            }
        }
    }

    /// The end of the grapheme cluster that begins at byte `offset`. No rule joins a scalar below
    /// U+0600 (but CR) or in U+2000-U+2BFF to an ASCII character after it (none of them is a
    /// Prepend), so there the cluster ends with the scalar and needs no segmentation: the
    /// common case of a "·", "°" or "…" in otherwise ASCII text.
    ///
    /// `bytes` are `text`'s UTF-8 bytes and `offset` and the answer count them: the callers walk
    /// the bytes, and only a cluster that may join what follows turns to `String`'s indices.
    public static func clusterEnd(in text: String, bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        let first = UTF8Decoding.scalar(in: bytes, at: offset)
        let value = first.scalar.value, scalarEnd = offset + first.length
        // The text's last scalar is a cluster of its own: nothing follows it to join.
        guard scalarEnd < bytes.count else { return scalarEnd }
        let standsAlone = (value < 0x600 && value != 0x0D) || (0x2000..<0x2C00).contains(value)
        if standsAlone && bytes[scalarEnd] < 0x80 { return scalarEnd }
        let index = text.utf8.index(text.startIndex, offsetBy: offset)
        return text.utf8.distance(from: text.startIndex, to: text.index(after: index))
    }

    /// `cluster` holds the UTF-8 bytes of one grapheme cluster.
    private static func rewrite<Sink: GlyphSink>(cluster: UnsafeBufferPointer<UInt8>, into sink: inout Sink) {
        var base: Unicode.Scalar?
        var offset = 0
        while offset < cluster.count {
            let (scalar, length) = UTF8Decoding.scalar(in: cluster, at: offset)
            offset += length
            switch kind(of: scalar) {
            case .cell(let shown, let width):
                sink.begin(shown, width: width)
                base = scalar
            case .mark:
                if base == nil {
                    sink.begin(dottedCircle, width: 1)
                    base = dottedCircle
                }
                sink.attach(scalar)
            case .joiner:
                let next = offset == cluster.count ? nil : UTF8Decoding.scalar(in: cluster, at: offset).scalar
                if base?.properties.isEmoji == true || next?.properties.isEmoji == true {
                    return
                }
            case .invisible:
                if sink.hasGlyph { sink.attach(scalar) }
            case .dropped:
                break
            }
        }
    }

    private static let dottedCircle: Unicode.Scalar = "\u{25CC}"

    /// What one scalar becomes on screen.
    private enum Kind {
        /// Begins a glyph of `width` cells that shows `shown` (the scalar itself or its stand-in).
        case cell(_ shown: Unicode.Scalar, width: Int)
        /// A combining mark: 0 cells, drawn on the glyph it follows, which it needs.
        case mark
        /// A zero-width character that needs no base; kept only if there is a glyph to ride on.
        case invisible
        /// U+200D: cuts an emoji ZWJ sequence, and is dropped anywhere else, since tmux draws
        /// whatever follows a ZWJ in the cell before it (an Indic half form too).
        case joiner
        /// VS15, VS16 and skin tones, even a skin tone with no base: after a control character's
        /// placeholder it would join that placeholder's cluster on the next measurement.
        case dropped
    }

    private static func kind(of scalar: Unicode.Scalar) -> Kind {
        let value = scalar.value
        switch value {
        case 0x20..<0x7F, 0xA0..<0x300:
            return .cell(scalar, width: 1)
        case 0x00..<0x20:
            return .cell(Unicode.Scalar(0x2400 + value)!, width: 1)
        case 0x7F:
            return .cell("\u{2421}", width: 1)
        case 0x80..<0xA0, 0x2028...0x202E, 0x2066...0x2069, 0x3248...0x324F, 0x4DC0...0x4DFF,
            0xFDD0...0xFDEF:
            return .cell(replacement, width: 1)
        case 0x200D:
            return .joiner
        case 0xFE0E, 0xFE0F, 0x1F3FB...0x1F3FF, 0x61C, 0xE0000...0xE007F:
            // Presentation selectors, skin tones, and the Arabic letter mark and tag characters,
            // which a terminal could take as bidi or hidden text.
            return .dropped
        case 0x1F1E6...0x1F1FF:
            return .cell(Unicode.Scalar(UInt8(value - 0x1F1E6) + UInt8(ascii: "A")), width: 1)
        case 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF, 0x2500...0x25FC:
            // Punctuation, arrows, box drawing, blocks and geometric shapes, every one assigned
            // by Unicode 1.1-4.1 and in none of the tables below: what symbols and separators
            // draw, answered without three table searches and a look-up of the scalar's age.
            return .cell(scalar, width: 1)
        default:
            break
        }
        if wide.contains(value) { return .cell(scalar, width: 2) }
        if combiningMarks.contains(value) { return .mark }
        if invisibles.contains(value) { return .invisible }
        guard value & 0xFFFE != 0xFFFE, let age = scalar.properties.age,
            age.major <= newestUnicodeMajor
        else {
            return .cell(replacement, width: 1)
        }
        return .cell(scalar, width: 1)
    }

    private static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// The newest Unicode version whose characters islet emits: 14.0, the version of glibc 2.36
    /// (Debian 12). The tables hold this version too; raise both together.
    private static let newestUnicodeMajor = 14
}

/// Where `TerminalText.rewrite` sends its output: glyphs, a width, or plain text.
protocol GlyphSink {
    /// Whether a glyph has begun, so that an invisible character has something to ride on.
    var hasGlyph: Bool { get }
    /// Begins a glyph of `width` (1 or 2) cells with its base scalar.
    mutating func begin(_ scalar: Unicode.Scalar, width: Int)
    /// Adds a zero-width scalar to the glyph begun last.
    mutating func attach(_ scalar: Unicode.Scalar)
}

/// Builds the `TerminalGlyph`s. A zero-width scalar rebuilds the last glyph, which is rare
/// enough that the common case stays one small string per glyph.
struct GlyphCollector: GlyphSink {
    private(set) var glyphs: [TerminalGlyph] = []

    /// `capacity` bounds the glyph count (the UTF-8 length of the text will do); reserving it
    /// saves the array's regrowth, a third of the cost of building glyphs.
    init(capacity: Int) {
        glyphs.reserveCapacity(capacity)
    }

    var hasGlyph: Bool { !glyphs.isEmpty }

    mutating func begin(_ scalar: Unicode.Scalar, width: Int) {
        glyphs.append(TerminalGlyph(text: String(scalar), width: width))
    }

    mutating func attach(_ scalar: Unicode.Scalar) {
        let last = glyphs.removeLast()
        var text = last.text
        text.unicodeScalars.append(scalar)
        glyphs.append(TerminalGlyph(text: text, width: last.width))
    }
}

/// Adds up widths only, for `TerminalText.width`.
struct WidthCounter: GlyphSink {
    private(set) var width = 0

    var hasGlyph: Bool { width > 0 }

    mutating func begin(_ scalar: Unicode.Scalar, width: Int) {
        self.width += width
    }

    mutating func attach(_ scalar: Unicode.Scalar) {}
}

/// Keeps the rewritten scalars only, for `TerminalText.sanitized`.
struct ScalarWriter: GlyphSink {
    private(set) var scalars = String.UnicodeScalarView()

    var hasGlyph: Bool { !scalars.isEmpty }

    mutating func begin(_ scalar: Unicode.Scalar, width: Int) {
        scalars.append(scalar)
    }

    mutating func attach(_ scalar: Unicode.Scalar) {
        scalars.append(scalar)
    }
}
