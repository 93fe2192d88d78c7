import IsletViews

/// Breaks text into lines the way `Text` does: at spaces, inside a word only when the word
/// alone is too wide, at most `lineLimit` lines, the last one ending in "…" when text is left.
struct TextWrapper<Metrics: LayoutMetrics> {
    let metrics: Metrics
    let font: Font
    let monospacedDigit: Bool

    struct Result {
        var lines: [String]
        var isTruncated: Bool
        var width: Double
    }

    func width(_ text: String) -> Double {
        metrics.textWidth(text, font: font, monospacedDigit: monospacedDigit)
    }

    /// Lines for `text` in `maxWidth` (nil: as wide as it likes), at most `maxLines`.
    func wrap(_ text: String, maxWidth: Double?, maxLines: Int) -> Result {
        if !text.utf8.contains(UInt8(ascii: "\n")), maxWidth.map({ $0 > 0 }) ?? true {
            let natural = width(text)
            if natural <= (maxWidth ?? .infinity) + 1e-9 { return Result(lines: [text], isTruncated: false, width: natural) }
        }
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let maxWidth, maxWidth <= 0 { return nothingFits(paragraphs, maxLines: maxLines) }
        var lines: [String] = []
        for paragraph in paragraphs {
            if let maxWidth, width(paragraph) > maxWidth + 1e-9 {
                lines += breakParagraph(paragraph, maxWidth: maxWidth)
            } else {
                lines.append(paragraph)
            }
        }
        var truncated = false
        if lines.count > maxLines {
            let kept = Array(lines.prefix(maxLines))
            let rest = lines[(maxLines - 1)...].joined(separator: " ")
            lines = Array(kept.dropLast()) + [ellipsized(rest, maxWidth: maxWidth ?? width(kept.last ?? ""), force: true)]
            truncated = true
        }
        if let maxWidth {
            for index in lines.indices where width(lines[index]) > maxWidth + 1e-9 {
                lines[index] = ellipsized(lines[index], maxWidth: maxWidth, force: false)
                truncated = true
            }
        }
        return Result(lines: lines, isTruncated: truncated, width: lines.map(width).max() ?? 0)
    }

    /// With no width at all every character would sit on a line of its own and be cut to
    /// nothing; answer that directly, since stacks ask it of every child to learn its flexibility.
    private func nothingFits(_ paragraphs: [String], maxLines: Int) -> Result {
        let characters = paragraphs.map { $0.reduce(0) { $1 == " " ? $0 : $0 + 1 } }
        let lineCount = min(maxLines, characters.reduce(0) { $0 + max(1, $1) })
        return Result(lines: Array(repeating: "", count: lineCount), isTruncated: characters.contains { $0 > 0 }, width: 0)
    }

    private func breakParagraph(_ paragraph: String, maxWidth: Double) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if width(candidate) <= maxWidth + 1e-9 {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = word
            while width(current) > maxWidth + 1e-9, current.count > 1 {
                let cut = longestPrefix(of: current, fitting: maxWidth)
                lines.append(String(current.prefix(cut)))
                current = String(current.dropFirst(cut))
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// The number of characters of `text` that fit in `maxWidth` (at least one).
    private func longestPrefix(of text: String, fitting maxWidth: Double) -> Int {
        var low = 1, high = text.count
        while low < high {
            let middle = (low + high + 1) / 2
            if width(String(text.prefix(middle))) <= maxWidth + 1e-9 { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// `text` cut so that it and a trailing "…" fit; `force` adds the ellipsis even if it fits.
    private func ellipsized(_ text: String, maxWidth: Double, force: Bool) -> String {
        if !force && width(text) <= maxWidth + 1e-9 { return text }
        var low = 0, high = text.count
        while low < high {
            let middle = (low + high + 1) / 2
            if width(String(text.prefix(middle)) + "…") <= maxWidth + 1e-9 { low = middle } else { high = middle - 1 }
        }
        guard width("…") <= maxWidth + 1e-9 else { return "" }
        var kept = String(text.prefix(low))
        while kept.hasSuffix(" ") { kept.removeLast() }
        return kept + "…"
    }
}
