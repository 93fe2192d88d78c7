import IsletCells

/// What colour said, said with shapes where no colour is drawn (`--format text`, `NO_COLOR`,
/// `--color none`): there a progress bar's fill and track look alike, so a bar at 0.1 and one at
/// 0.9 differed by a cell, and step dots lit in the accent and dimmed in grey all read as `●`.
/// A bar becomes eighth blocks over a shaded track with its percentage, and a filled mark in a
/// muted grey becomes its hollow form, so a text snapshot sees what a coloured one shows.
enum ColorlessMarks {
    /// One to seven eighths of a cell, filled from the left.
    static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    /// The track where the fill has not reached.
    static let track: Character = "░"
    /// A bar narrower than this many columns plus its percentage shows the bar alone.
    static let shortestLabelledBar = 4

    /// Writes a linear bar for `fraction` on the middle row of `cells`, in `color`.
    static func drawBar(fraction: Double, in cells: CellRect, color: Color, into buffer: inout CellBuffer) {
        guard cells.width > 0, cells.height > 0 else { return }
        buffer.write(bar(fraction: fraction, width: cells.width), column: cells.column, row: cells.row + (cells.height - 1) / 2, clip: cells, foreground: color)
    }

    /// The bar's text in exactly `width` columns, e.g. `███▍░░░░░░ 34%`: the fill to an eighth of
    /// a column, then the percentage where it leaves the bar `shortestLabelledBar` columns.
    static func bar(fraction: Double, width: Int) -> String {
        let clamped = fraction.isNaN ? 0 : min(1, max(0, fraction))
        let label = " \(Int((clamped * 100).rounded()))%"
        let barWidth = width >= label.count + shortestLabelledBar ? width - label.count : width
        let eighthsFilled = Int((clamped * Double(8 * barWidth)).rounded())
        var text = String(repeating: "█", count: eighthsFilled / 8)
        if eighthsFilled % 8 > 0 { text.append(eighths[eighthsFilled % 8 - 1]) }
        text += String(repeating: track, count: barWidth - text.count)
        return barWidth < width ? text + label : text
    }

    /// Filled marks and their hollow forms.
    static let hollowForms: [String: String] = ["●": "○", "■": "□", "◆": "◇", "★": "☆", "▲": "△", "▼": "▽", "♥": "♡"]

    /// A contrast against the ground under which a grey reads as dimmed, not as the text's own
    /// colour: SwiftUI's `.gray` and `.secondary` sit near 6:1 on the dark card and 3:1 on the
    /// light one, primary text near 21:1 on both.
    static let mutedContrast = 9.0

    /// `glyph` as drawn without colour: its hollow form when `color` is a muted grey on `ground`
    /// (what an inactive step is painted in), else itself.
    static func mark(_ glyph: String, color: Color, ground: Color) -> String {
        guard let hollow = hollowForms[glyph], isMuted(color, on: ground) else { return glyph }
        return hollow
    }

    /// A grey (its channels within a tenth of each other) of low contrast with `ground`.
    static func isMuted(_ color: Color, on ground: Color) -> Bool {
        let channels = [color.red, color.green, color.blue]
        guard let high = channels.max(), let low = channels.min(), high - low <= 25 else { return false }
        return color.contrastRatio(with: ground) < mutedContrast
    }
}
