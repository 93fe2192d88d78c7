import FoundationEssentials
import IsletCells
import IsletViews

/// The lock screen's big clock, drawn with block characters three rows tall, and the date
/// above it: it makes the wallpaper read as a phone at a glance.
enum LockScreenClock {
    /// Each digit three cells wide and three rows tall.
    static let digits: [Character: [String]] = [
        "0": ["█▀█", "█ █", "▀▀▀"], "1": ["▀█ ", " █ ", "▀▀▀"], "2": ["▀▀█", "█▀▀", "▀▀▀"],
        "3": ["▀▀█", " ▀█", "▀▀▀"], "4": ["█ █", "▀▀█", "  ▀"], "5": ["█▀▀", "▀▀█", "▀▀▀"],
        "6": ["█▀▀", "█▀█", "▀▀▀"], "7": ["▀▀█", "  █", "  ▀"], "8": ["█▀█", "█▀█", "▀▀▀"],
        "9": ["█▀█", "▀▀█", "▀▀▀"], ":": [" ", "▀", "▀"],
    ]
    static let weekdays = ["Thursday", "Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday"]

    /// Rows the clock needs: the date, a gap, and three rows of digits.
    static let height = 5

    /// Draws the date and time of `phone` centred in `area`'s columns from its first row.
    static func draw(_ phone: Date, utcOffsetSeconds: Int, in area: CellRect, color: Color, into buffer: inout CellBuffer) {
        let formatter = ValueFormatter(now: phone, utcOffsetSeconds: utcOffsetSeconds)
        let local = Int(saturating: phone.timeIntervalSince1970.rounded(.down)) + utcOffsetSeconds
        let days = Int(saturating: (Double(local) / 86_400).rounded(.down))
        let weekday = weekdays[((days % 7) + 7) % 7]
        let date = "\(weekday) \(formatter.format(.date(phone), as: .date))"
        buffer.write(date, column: area.column + (area.width - TerminalText.width(date)) / 2, row: area.row, clip: area, foreground: color)
        let time = formatter.format(.date(phone), as: .time24)
        let glyphs = time.compactMap { digits[$0] }
        let width = glyphs.reduce(0) { $0 + $1[0].count + 1 } - 1
        var column = area.column + (area.width - width) / 2
        for glyph in glyphs {
            for (offset, line) in glyph.enumerated() {
                buffer.write(line, column: column, row: area.row + 2 + offset, clip: area, foreground: color)
            }
            column += glyph[0].count + 1
        }
    }
}
