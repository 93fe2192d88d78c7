import FoundationEssentials
import IsletCells
import IsletLayout
import IsletModel
import IsletRaster
import IsletViews

/// The lock screen's date line and big clock, drawn in the big numerals' face stretched to about
/// the phone's 80 pt: they make the wallpaper read as a phone at a glance.
enum LockScreenClock {
    /// Rows the clock needs: the date, a gap, and the digits.
    static let height = 2 + ClockNumerals.rows

    /// Draws the date and time of `phone` in `locale` centred in `area`'s columns from its first
    /// row. A clock in digits the big face has no glyph for (Arabic-Indic) is written as text in
    /// its own digits on the digits' middle row, rather than in digits the phone would not show.
    static func draw(
        _ phone: Date, utcOffsetSeconds: Int, locale: PhoneLocale, in area: CellRect, color: Color, resolution: ShapeResolution, into buffer: inout CellBuffer
    ) {
        let formatter = ValueFormatter(now: phone, utcOffsetSeconds: utcOffsetSeconds, locale: locale)
        let date = formatter.lockScreenDate(phone)
        buffer.write(date, column: area.column + (area.width - TerminalText.width(date)) / 2, row: area.row, clip: area, foreground: color)
        let time = formatter.lockScreenTime(phone)
        guard ClockNumerals.draws(time) else {
            let row = area.row + 2 + ClockNumerals.rows / 2
            buffer.write(time, column: area.column + (area.width - TerminalText.width(time)) / 2, row: row, clip: area, foreground: color)
            return
        }
        let width = ClockNumerals.columns(time)
        ClockNumerals.draw(
            time, rows: ClockNumerals.rows, column: area.column + (area.width - width) / 2, row: area.row + 2, clip: area, color: color,
            resolution: resolution, into: &buffer
        )
    }
}
