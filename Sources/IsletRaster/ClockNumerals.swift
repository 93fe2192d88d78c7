import IsletCells
import IsletLayout

/// The lock screen's big clock: the big numerals' face (`BigDigitGlyphs`) stretched to `rows`,
/// about the 80 pt the phone's clock stands at 18 pt a row, and as tall as the room allows.
public enum ClockNumerals {
    /// Rows the clock's digits take when the phone has room: 4 rows of 18 pt, 72 pt.
    public static let rows = 4

    /// The columns `time` takes (digits and colons, a gap after each but the last).
    public static func columns(_ time: String) -> Int {
        time.unicodeScalars.reduce(0) { $0 + (BigDigitGlyphs.glyph(for: $1).map { $0.bitmap[0].count / 2 + 1 } ?? 0) } - 1
    }

    /// Whether the face has a glyph for every character of `time` (not for Arabic-Indic digits).
    public static func draws(_ time: String) -> Bool {
        time.unicodeScalars.allSatisfy { BigDigitGlyphs.glyph(for: $0) != nil }
    }

    /// Draws `time` with its top left at (`column`, `row`), `rows` tall, in `color`, within `clip`.
    public static func draw(
        _ time: String, rows: Int, column: Int, row: Int, clip: CellRect, color: Color, resolution: ShapeResolution, into buffer: inout CellBuffer
    ) {
        BigDigitGlyphs.draw(time, column: column, row: row, clip: clip, color: color, resolution: resolution, rows: rows, into: &buffer)
    }
}
