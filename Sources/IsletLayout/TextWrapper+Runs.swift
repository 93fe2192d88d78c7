import IsletViews

/// A styled part of a text as breaking measures it: where it is in the text (UTF-8 offsets)
/// and the font it is drawn in.
struct MeasuredRun {
    let start: Int
    let end: Int
    let font: Font
    let monospacedDigit: Bool

    /// `runs` over the text they join to make, each font scaled by `scale` (a shrunk text's).
    static func measured(_ runs: [TextRun], scale: Double) -> [MeasuredRun] {
        var start = 0
        return runs.map { run in
            let end = start + run.text.utf8.count
            defer { start = end }
            let font = scale == 1 ? run.font : run.font.with(size: run.font.size * scale)
            return MeasuredRun(start: start, end: end, font: font, monospacedDigit: run.monospacedDigit)
        }
    }
}

extension TextWrapper {
    /// The width of a slice of the wrapped text: for a text of styled parts, each part of it in
    /// its own font, so a small unit after a large number takes the little room it takes.
    func width(_ part: Substring) -> Double {
        guard !runs.isEmpty else { return metrics.textWidth(String(part), font: font, monospacedDigit: monospacedDigit) }
        let utf8 = part.base.utf8
        let start = utf8.distance(from: utf8.startIndex, to: part.startIndex), end = start + part.utf8.count
        var total = 0.0
        for run in runs where run.end > start && run.start < end {
            let from = utf8.index(utf8.startIndex, offsetBy: max(run.start, start))
            let to = utf8.index(utf8.startIndex, offsetBy: min(run.end, end))
            total += metrics.textWidth(String(decoding: utf8[from..<to], as: UTF8.self), font: run.font, monospacedDigit: run.monospacedDigit)
        }
        return total
    }

    /// The space a line puts before `word`: the text's own character there, in its part's font.
    func width(spaceBefore word: Substring) -> Double {
        let base = word.base
        guard word.startIndex > base.startIndex else { return 0 }
        return width(base[base.index(before: word.startIndex)..<word.startIndex])
    }

    /// The part in the largest font, which measures what is not a slice of the text: a cut line
    /// with its "…" errs wide, as the phone's estimate does, rather than overflowing.
    var widestRun: MeasuredRun? {
        runs.max { $0.font.size < $1.font.size }
    }
}
