import FoundationEssentials
import IsletViews

/// `Text(date, style:)` and `"\(date, style:)"`. The same board is drawn from a layout file and
/// from Swift, so the styles a layout file also has (`time`, `date`, `relative`, and the timer)
/// are written by the layout files' own `ValueFormatter`, cell for cell; docs/DECISIONS.md
/// ("Foundation's formatters in the interpreter") says where that differs from an iPhone.
public enum TextDateStyle: Sendable {
    case time, date, relative, offset, timer

    /// The text for `date` (seconds since 1970) at the moment `now`, on a clock at the offset.
    public func text(date: Double, now: Double, utcOffsetSeconds: Int) -> String {
        let formatter = ValueFormatter(now: Date(timeIntervalSince1970: now), utcOffsetSeconds: utcOffsetSeconds)
        let moment = Date(timeIntervalSince1970: date)
        switch self {
        case .time: return formatter.format(.date(moment), as: .time)
        case .date: return formatter.format(.date(moment), as: .date)
        case .relative: return formatter.format(.date(moment), as: .relative)
        case .offset:
            // The relative text with a sign for its direction: "+12 min", "-3 hr".
            let relative = formatter.format(.date(moment), as: .relative)
            let amount = relative.hasPrefix("in ") ? String(relative.dropFirst(3)) : String(relative.dropLast(4))
            return (date >= now ? "+" : "-") + amount
        case .timer:
            // Counts down to the date, then up from it, as SwiftUI's timer style does.
            return date >= now
                ? formatter.timer(from: formatter.now, to: moment, countsDown: true)
                : formatter.timer(from: moment, to: formatter.now, countsDown: false)
        }
    }
}

extension TextDateStyle {
    /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`: the layout files' timer (time left
    /// to the end, or since the start, held within the range), read at `pauseTime` when the
    /// timer is paused; without hours, the minutes run past 59 ("75:00").
    public static func timerInterval(
        start: Double, end: Double, now: Double, pauseTime: Double? = nil, countsDown: Bool = true, showsHours: Bool = true, utcOffsetSeconds: Int
    ) -> String {
        let formatter = ValueFormatter(now: Date(timeIntervalSince1970: pauseTime ?? now), utcOffsetSeconds: utcOffsetSeconds)
        let text = formatter.timer(from: Date(timeIntervalSince1970: start), to: Date(timeIntervalSince1970: max(start, end)), countsDown: countsDown)
        let parts = text.split(separator: ":").compactMap { Int($0) }
        guard !showsHours, parts.count == 3 else { return text }
        return String(parts[0] * 60 + parts[1]) + ":" + text.suffix(2)
    }
}
