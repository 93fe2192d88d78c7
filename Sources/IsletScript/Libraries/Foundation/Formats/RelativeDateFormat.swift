/// `date.formatted(.relative(presentation:unitsStyle:))` and `RelativeDateTimeFormatter` in
/// en_US: "in 2 hours", "3 days ago", "yesterday", "next week". One unit is shown, the largest
/// that is not zero: hours, minutes and seconds round by the next unit (1 h 30 min is "in 2
/// hours"), while days, weeks, months and years count calendar boundaries crossed, so 30 hours
/// ahead at 6 PM is "in 2 days".
public struct RelativeDateFormat: Sendable, Equatable {
    /// `.named` gives "yesterday", "last week", "now" where English has a word for it.
    public enum Presentation: Sendable, Equatable {
        case numeric, named
    }

    /// `Date.RelativeFormatStyle.UnitsStyle`; `RelativeDateTimeFormatter`'s `.full`, `.short`
    /// and `.abbreviated` are `.wide`, `.abbreviated` and `.narrow` here.
    public enum UnitsStyle: Sendable, Equatable {
        case wide, abbreviated, narrow, spellOut
    }

    public var presentation: Presentation
    public var unitsStyle: UnitsStyle

    public init(presentation: Presentation = .numeric, unitsStyle: UnitsStyle = .wide) {
        self.presentation = presentation
        self.unitsStyle = unitsStyle
    }

    private static let units: [CalendarMath.Unit] = [.year, .month, .weekOfYear, .day, .hour, .minute, .second]

    /// The text for `date` seen from `now`, on the calendar's clock.
    public func string(date: Double, relativeTo now: Double, calendar: CalendarMath) -> String {
        let (unit, value) = largestUnit(date: date, now: now, calendar: calendar)
        return text(unit, value)
    }

    /// `localizedString(fromTimeInterval:)`: the interval from now, any clock.
    public func string(seconds: Double) -> String {
        string(date: seconds, relativeTo: 0, calendar: CalendarMath(utcOffsetSeconds: 0))
    }

    private func largestUnit(date: Double, now: Double, calendar: CalendarMath) -> (CalendarMath.Unit, Int) {
        let span = date - now
        let target = now + (span.isFinite ? max(-1e13, min(1e13, span)) : 0).rounded(.toNearestOrAwayFromZero)
        let difference = calendar.difference(Set(Self.units), from: now, to: target)
        guard let largest = nonZero(difference).first else { return (.second, 0) }
        switch largest.unit {
        case .hour, .minute, .second:
            // Rounded by the next smaller unit; a rounded 24 hours then reads as a day.
            var value = largest.value
            if largest.unit != .second {
                let next: CalendarMath.Unit = largest.unit == .hour ? .minute : .second
                let perLargest = Int((largest.unit.fixedSeconds ?? 1) / (next.fixedSeconds ?? 1))
                if let nextValue = difference[next], abs(nextValue) * 2 >= perLargest { value += nextValue > 0 ? 1 : -1 }
            }
            let shifted = target + Double(value) * (largest.unit.fixedSeconds ?? 1)
            return nonZero(calendar.difference(Set(Self.units), from: target, to: shifted)).first ?? (largest.unit, value)
        default:
            // Days and longer count the boundaries crossed, from the start of today (or its end,
            // looking back).
            let bounds = calendar.interval(of: largest.unit, containing: now)
            let from = now < target ? bounds.start : bounds.end - 1
            return nonZero(calendar.difference(Set(Self.units), from: from, to: target)).first ?? largest
        }
    }

    private func nonZero(_ difference: [CalendarMath.Unit: Int]) -> [(unit: CalendarMath.Unit, value: Int)] {
        Self.units.compactMap { unit in difference[unit].flatMap { $0 == 0 ? nil : (unit, $0) } }
    }

    private func text(_ unit: CalendarMath.Unit, _ value: Int) -> String {
        if presentation == .named, let name = name(unit, value) { return name }
        let count = abs(value)
        let number = unitsStyle == .spellOut ? SpellOut.english(DecimalDigits(count)) : String(count)
        let amount = unitsStyle == .narrow ? number + narrowUnit(unit) : number + " " + unitName(unit, plural: count != 1)
        return value < 0 ? amount + " ago" : "in " + amount
    }

    private func unitName(_ unit: CalendarMath.Unit, plural: Bool) -> String {
        if unitsStyle == .abbreviated {
            switch unit {
            case .second: return "sec."
            case .minute: return "min."
            case .hour: return "hr."
            case .weekOfYear: return "wk."
            case .month: return "mo."
            case .year: return "yr."
            default: break
            }
        }
        let name = switch unit {
        case .year: "year"
        case .month: "month"
        case .weekOfYear: "week"
        case .day: "day"
        case .hour: "hour"
        case .minute: "minute"
        default: "second"
        }
        return plural ? name + "s" : name
    }

    private func narrowUnit(_ unit: CalendarMath.Unit) -> String {
        switch unit {
        case .year: "y"
        case .month: "mo"
        case .weekOfYear: "w"
        case .day: "d"
        case .hour: "h"
        case .minute: "m"
        default: "s"
        }
    }

    /// English's words for the nearest of each unit: "now", "tomorrow", "last week", "next year".
    private func name(_ unit: CalendarMath.Unit, _ value: Int) -> String? {
        switch (unit, value) {
        case (.second, 0): return "now"
        case (.day, 1): return "tomorrow"
        case (.day, -1): return "yesterday"
        case (.weekOfYear, 1), (.weekOfYear, -1), (.month, 1), (.month, -1), (.year, 1), (.year, -1):
            let short = unitsStyle == .abbreviated || unitsStyle == .narrow
            let word = switch unit {
            case .weekOfYear: short ? "wk." : "week"
            case .month: short ? "mo." : "month"
            default: short ? "yr." : "year"
            }
            return (value > 0 ? "next " : "last ") + word
        default: return nil
        }
    }
}
