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
