import IsletCells
import IsletViews

/// Breaks text into lines the way `Text` does: at spaces, inside a word only when the word
/// alone is too wide, at most `lineLimit` lines, the last one cut with "…" when text is left
/// (at its end, start or middle, as `truncation` says).
struct TextWrapper<Metrics: LayoutMetrics> {
    let metrics: Metrics
    let font: Font
    let monospacedDigit: Bool
    var truncation = TruncationMode.tail
    /// For a text of styled parts, where each part is in the text and its font: breaking
    /// measures every piece in the fonts of the parts it spans. Empty: all of it is in `font`.
    var runs: [MeasuredRun] = []

    struct Result {
        var lines: [String]
        var isTruncated: Bool
        var width: Double
    }

    /// The width of text that is not a slice of the wrapped text (a line put together, an
    /// ellipsis); a text of styled parts is measured in its largest font (`widestRun`).
    func width(_ text: String) -> Double {
        guard let widest = widestRun else { return metrics.textWidth(text, font: font, monospacedDigit: monospacedDigit) }
        return metrics.textWidth(text, font: widest.font, monospacedDigit: widest.monospacedDigit)
    }

    /// What `wrap` needs of `text` whatever it is offered, for a layout pass to keep.
    func facts(_ text: String) -> TextFacts {
        // With no width at all every character would sit on a line of its own and be cut to
        // nothing: count the characters other than spaces in each paragraph. An ASCII byte other
        // than CR followed by another ASCII byte is a whole character; `TerminalText.clusterEnd`
        // finds the others' ends.
        let utf8 = text.utf8
        var lines = 0, characters = 0, anyCharacter = false, hasLineBreak = false
        // ASCII without CR (nearly every text) is one character a byte: counted from the bytes,
        // in one pass that gives up at the first byte that is not.
        let counted = utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            for byte in bytes {
                if byte >= 0x80 || byte == UInt8(ascii: "\r") {
                    return false
                } else if byte == UInt8(ascii: "\n") {
                    lines += max(1, characters)
                    characters = 0
                    hasLineBreak = true
                } else if byte != UInt8(ascii: " ") {
                    characters += 1
                    anyCharacter = true
                }
            }
            return true
        } ?? false
        if !counted {
            (lines, characters, anyCharacter) = (0, 0, false)
            var contiguous = text
            contiguous.withUTF8 { bytes in
                var offset = 0
                while offset < bytes.count {
                    let byte = bytes[offset], end = TerminalText.clusterEnd(in: text, bytes: bytes, at: offset)
                    // A line feed ends its cluster, alone or after a CR.
                    if bytes[end - 1] == UInt8(ascii: "\n") { hasLineBreak = true }
                    if end == offset + 1 && byte == UInt8(ascii: "\n") {
                        lines += max(1, characters)
                        characters = 0
                    } else if end != offset + 1 || byte != UInt8(ascii: " ") {
                        characters += 1
                        anyCharacter = true
                    }
                    offset = end
                }
            }
        }
        return TextFacts(
            oneLineWidth: hasLineBreak ? nil : width(text[...]),
            linesWithNoWidth: lines + max(1, characters),
            isTruncatedWithNoWidth: anyCharacter
        )
    }

    /// Lines for `text` in `maxWidth` (nil: as wide as it likes), at most `maxLines`.
    func wrap(_ text: String, facts: TextFacts, maxWidth: Double?, maxLines: Int) -> Result {
        switch facts.unbroken(maxWidth: maxWidth, maxLines: maxLines) {
        case .oneLine(let width): return Result(lines: [text], isTruncated: false, width: width)
        case .blank(let lineCount, let isTruncated): return Result(lines: Array(repeating: "", count: lineCount), isTruncated: isTruncated, width: 0)
        case nil: break
        }
        var lines: [String] = [], widths: [Double] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let paragraphWidth = width(paragraph)
            if let maxWidth, paragraphWidth > maxWidth + 1e-9 {
                for line in breakParagraph(paragraph, maxWidth: maxWidth) {
                    lines.append(line.text)
                    widths.append(line.width)
                }
            } else {
                lines.append(String(paragraph))
                widths.append(paragraphWidth)
            }
        }
        var truncated = false
        if lines.count > maxLines {
            // `Text` lays the rest of the text out as one line after the last it keeps and cuts
            // that at the tail, so the last line is filled before its "…".
            let kept = Array(lines.prefix(maxLines))
            // Cut at the head or in the middle, one line is the whole text, not its broken lines.
            let rest = truncation != .tail && maxLines == 1 ? text.replacing("\n", with: " ") : lines[(maxLines - 1)...].joined(separator: " ")
            lines = Array(kept.dropLast()) + [ellipsized(rest, maxWidth: maxWidth ?? width(kept.last ?? ""), force: true)]
            widths = Array(widths.prefix(max(0, maxLines - 1))) + [width(lines[lines.count - 1])]
            truncated = true
        }
        // A styled text's lines keep the widths their parts were measured at; one style's are
        // measured again as whole lines, as they always were.
        return cutToWidth(lines, widths: runs.isEmpty ? nil : widths, maxWidth: maxWidth, isTruncated: truncated)
    }

    /// `shown`'s lines, already broken (by the phone's layout), in `maxWidth` and `maxLines`:
    /// never broken again, so what the phone shows on one line stays on one. A line wider than
    /// `maxWidth` is cut with "…", and when fewer lines fit than there are, the last one kept
    /// ends in "…" after its own words. `widths` are the lines' widths, measured once a pass.
    func fit(_ shown: ShownText, widths: [Double], maxWidth: Double?, maxLines: Int) -> Result {
        if let whole = shown.widestIfWhole(widths: widths, maxWidth: maxWidth, maxLines: maxLines) {
            return Result(lines: shown.lines, isTruncated: shown.isTruncated, width: whole)
        }
        let count = min(shown.lines.count, maxLines), widest = widths.max() ?? 0
        if let maxWidth, maxWidth <= 0 {
            // No room for even an ellipsis: as `TextFacts.unbroken` answers for text broken here.
            return Result(lines: Array(repeating: "", count: count), isTruncated: widest > 0, width: 0)
        }
        var lines = Array(shown.lines.prefix(count)), lineWidths = Array(widths.prefix(count))
        var truncated = shown.isTruncated
        if count < shown.lines.count, let last = lines.indices.last {
            lines[last] = ellipsized(lines[last], maxWidth: maxWidth ?? .infinity, force: true)
            lineWidths[last] = width(lines[last])
            truncated = true
        }
        return cutToWidth(lines, widths: lineWidths, maxWidth: maxWidth, isTruncated: truncated)
    }

    /// Each line wider than `maxWidth` cut with "…"; the result's width is its widest line.
    /// `widths` are the lines' widths when they are known.
    private func cutToWidth(_ lines: [String], widths: [Double]? = nil, maxWidth: Double?, isTruncated: Bool) -> Result {
        var lines = lines, truncated = isTruncated, widest = 0.0
        for index in lines.indices {
            var lineWidth = widths?[index] ?? width(lines[index])
            if let maxWidth, lineWidth > maxWidth + 1e-9 {
                lines[index] = ellipsized(lines[index], maxWidth: maxWidth, force: false)
                lineWidth = width(lines[index])
                truncated = true
            }
            widest = max(widest, lineWidth)
        }
        return Result(lines: lines, isTruncated: truncated, width: widest)
    }

    /// Greedy breaking in one pass: each piece and each character is measured once, and a line's
    /// width is the sum of its parts' (both metrics add up by character). Measuring every
    /// candidate line, and every prefix of a word too wide to fit, made a long text quadratic.
    /// A line may end at a space or after a hyphen inside a word, as `Text` breaks
    /// "Maximilian-Alexander"; inside a word elsewhere only when the piece alone is too wide.
    private func breakParagraph(_ paragraph: Substring, maxWidth: Double) -> [(text: String, width: Double)] {
        let limit = maxWidth + 1e-9, space = width(" ")
        var lines: [(text: String, width: Double)] = []
        var current = "", currentWidth = 0.0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
            for (index, piece) in Self.pieces(of: word).enumerated() {
                let pieceWidth = width(piece)
                let gap = index == 0 ? (runs.isEmpty || current.isEmpty ? space : width(spaceBefore: word)) : 0
                let joinedWidth = current.isEmpty ? pieceWidth : currentWidth + gap + pieceWidth
                if joinedWidth <= limit {
                    if !current.isEmpty && index == 0 { current += " " }
                    current += piece
                    currentWidth = joinedWidth
                    continue
                }
                if !current.isEmpty { lines.append((current, currentWidth)) }
                current = String(piece)
                currentWidth = pieceWidth
                guard pieceWidth > limit, piece.count > 1 else { continue }
                // A piece too wide alone is cut after as many characters as fit, at least one a line.
                current = ""
                currentWidth = 0
                for position in piece.indices {
                    let character = piece[position...position]
                    let characterWidth = width(character)
                    if !current.isEmpty, currentWidth + characterWidth > limit {
                        lines.append((current, currentWidth))
                        current = ""
                        currentWidth = 0
                    }
                    current += character
                    currentWidth += characterWidth
                }
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append((current, currentWidth)) }
        return lines
    }

    /// `word` split where a line may end inside it, by Unicode's line breaking rules as `Text`
    /// applies them: after a hyphen or en dash with a letter on both sides ("Maximilian-" |
    /// "Alexander"; not in "-5" or "1–2", where the dash binds a number), and before and after
    /// each ideograph, kana or emoji, which need no space to end a line (CJK text has none),
    /// except before closing punctuation and the long-vowel mark and after opening punctuation.
    static func pieces(of word: Substring) -> [Substring] {
        var pieces: [Substring] = []
        var start = word.startIndex, earlier: Character?, previous: Character?
        var index = word.startIndex
        while index != word.endIndex {
            let character = word[index]
            if let previous, breaks(after: previous, before: character, following: earlier) {
                pieces.append(word[start..<index])
                start = index
            }
            earlier = previous
            previous = character
            index = word.index(after: index)
        }
        pieces.append(word[start...])
        return pieces
    }

    /// Whether a line may end between `previous` and `character` (`earlier` came before them).
    private static func breaks(after previous: Character, before character: Character, following earlier: Character?) -> Bool {
        if breaksAfterInWord.contains(previous) { return earlier?.isLetter == true && character.isLetter }
        guard standsAlone(previous) || standsAlone(character) else { return false }
        return !noBreakBefore.contains(character) && !noBreakAfter.contains(previous)
    }

    /// Unicode's line-break class ID, roughly: CJK ideographs, kana and emoji.
    private static func standsAlone(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF: return true
        default: return scalar.properties.isEmojiPresentation || character.unicodeScalars.contains("\u{FE0F}")
        }
    }

    /// `text` cut so that it and an "…" fit; `force` adds the ellipsis even if it fits. The
    /// ellipsis ends the text, starts it or replaces its middle, by `truncation`.
    private func ellipsized(_ text: String, maxWidth: Double, force: Bool) -> String {
        let limit = maxWidth + 1e-9
        if !force && width(text) <= limit { return text }
        let ellipsis = width("…")
        guard ellipsis <= limit else { return "" }
        switch truncation {
        case .tail:
            return leading(of: text, after: ellipsis, within: limit) + "…"
        case .head:
            return "…" + trailing(of: text, within: limit - ellipsis)
        case .middle:
            let start = leading(of: text, after: ellipsis, within: (limit + ellipsis) / 2)
            return start + "…" + trailing(of: text, within: limit - ellipsis - width(start))
        }
    }

    /// The longest start of `text` that fits in `limit` after `used`, without the spaces it ends in.
    private func leading(of text: String, after used: Double, within limit: Double) -> String {
        var kept = "", keptWidth = used
        for character in text {
            keptWidth += width(String(character))
            if keptWidth > limit { break }
            kept.append(character)
        }
        while kept.hasSuffix(" ") { kept.removeLast() }
        return kept
    }

    /// The longest end of `text` at most `room` wide, without the spaces it starts with.
    private func trailing(of text: String, within room: Double) -> String {
        var start = text.endIndex, keptWidth = 0.0
        while start > text.startIndex {
            let before = text.index(before: start)
            keptWidth += width(String(text[before]))
            if keptWidth > room { break }
            start = before
        }
        return String(text[start...].drop { $0 == " " })
    }
}

extension TerminalMetrics {
    /// `text` in lines of at most `columns` cells, broken where `Text` breaks it, so the
    /// previewer's own messages and panels wrap by the same rule as the layouts' text.
    public static func lines(of text: String, columns: Int) -> [String] {
        let metrics = TerminalMetrics(projection: .standard)
        let wrapper = TextWrapper(metrics: metrics, font: .body, monospacedDigit: false)
        let width = Double(columns) * metrics.projection.columnPoints
        return wrapper.wrap(text, facts: wrapper.facts(text), maxWidth: width, maxLines: .max).lines
    }
}

/// Characters a line may end after inside a word: the hyphen-minus, the hyphen and the en dash.
private let breaksAfterInWord: Set<Character> = ["-", "\u{2010}", "\u{2013}"]

/// Closing punctuation, the long-vowel mark and others no line may start with (Unicode's CL,
/// CP, EX, IS and NS classes, the ones CJK text uses).
private let noBreakBefore: Set<Character> = [
    "、", "。", "，", "．", "）", "」", "』", "】", "〉", "》", "〕", "！", "？", "：", "；", "ー", "・", "…",
    ")", "]", "}", ",", ".", "!", "?", ":", ";", "%",
]

/// Opening punctuation no line may end with (Unicode's OP class).
private let noBreakAfter: Set<Character> = ["（", "「", "『", "【", "〈", "《", "〔", "(", "[", "{"]

/// What wrapping a text needs that does not depend on the offer. A stack offers each text
/// nothing, everything and its share, and every enclosing stack offers again, so a layout pass
/// measures each text once and keeps this (`LayoutNode.textFacts`).
struct TextFacts {
    /// The width on one line; nil when the text holds a line break.
    let oneLineWidth: Double?
    /// With no width offered: the lines before any limit, and whether text is lost.
    let linesWithNoWidth: Int
    let isTruncatedWithNoWidth: Bool
}

extension TextFacts {
    /// Answers that need no line broken: the text fits on one line, or no width is offered.
    enum Unbroken {
        case oneLine(width: Double)
        case blank(lineCount: Int, isTruncated: Bool)
    }

    /// Answered from the facts alone, so that measuring, which asks this many times a frame,
    /// makes no `TextWrapper` (a value the runtime destroys through its generic witness).
    func unbroken(maxWidth: Double?, maxLines: Int) -> Unbroken? {
        if let natural = oneLineWidth, maxWidth.map({ $0 > 0 }) ?? true, natural <= (maxWidth ?? .infinity) + 1e-9 {
            return .oneLine(width: natural)
        }
        if let maxWidth, maxWidth <= 0 {
            return .blank(lineCount: min(maxLines, linesWithNoWidth), isTruncated: isTruncatedWithNoWidth)
        }
        return nil
    }
}

extension ShownText {
    /// The widest of the lines when all of them fit as they are; nil when `TextWrapper.fit` cuts.
    /// Needs no wrapper, for the reason `TextFacts.unbroken` needs none.
    func widestIfWhole(widths: [Double], maxWidth: Double?, maxLines: Int) -> Double? {
        let widest = widths.max() ?? 0
        return lines.count <= maxLines && widest <= (maxWidth ?? .infinity) + 1e-9 ? widest : nil
    }
}
