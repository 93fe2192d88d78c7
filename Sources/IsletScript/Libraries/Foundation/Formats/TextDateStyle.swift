import FoundationEssentials
import IsletModel
import IsletViews

/// `Text(date, style:)` and `"\(date, style:)"` as an iPhone writes them (en_US here; another
/// locale's date, time and words through `LocaleFormats`), after Apple's
/// documentation of `Text.DateStyle`: `.date` "June 3, 2019", `.time` "9:41 AM", `.relative`
/// "2 hours, 23 minutes", `.offset` "+2 hours", `.timer` "2:32" or "36:59:01". The time and the
/// timer are the layout files' `time` and `timer` formats (`ValueFormatter`), one implementation
/// for both readers; a layout file's `date` and `relative` formats are other Swift ("Nov 29",
/// "in 12 min", LAYOUTS.md's format table) and stay as they are.
public enum TextDateStyle: Sendable {
    case time, date, relative, offset, timer

    /// The text for `date` (seconds since 1970) at the moment `now`, on a clock at the offset;
    /// with `formats` (a locale other than en_US), its date, time and words are Foundation's.
    public func text(date: Double, now: Double, utcOffsetSeconds: Int, in formats: LocaleFormats? = nil) -> String {
        let formatter = ValueFormatter(now: Date(timeIntervalSince1970: now), utcOffsetSeconds: utcOffsetSeconds, locale: formats?.phone ?? .standard)
        let moment = Date(timeIntervalSince1970: date)
        let words = { (maximum: Int) in
            formats?.duration(seconds: Self.wholeSeconds(from: now, to: date), maximumUnits: maximum)
                ?? Self.units(maximum: maximum).string(Self.wholeSeconds(from: now, to: date))
        }
        switch self {
        case .time: return formats?.date(moment, date: .omitted, time: .shortened) ?? formatter.format(.date(moment), as: .time)
        case .date:
            return formats?.date(moment, date: .long, time: .omitted)
                ?? DatePattern.format(DateStylePattern.formatter(date: .long, time: .none), unixSeconds: date, utcOffsetSeconds: utcOffsetSeconds)
        case .relative: return words(2)
        case .offset:
            // The one largest unit, signed: "+2 hours" for a date two hours ahead, "-3 minutes" past.
            return (date >= now ? "+" : "-") + words(1)
        case .timer:
            // Counts down to the date, then up from it, as SwiftUI's timer style does.
            return date >= now
                ? formatter.timer(from: formatter.now, to: moment, countsDown: true)
                : formatter.timer(from: moment, to: formatter.now, countsDown: false)
        }
    }

    /// Days down to seconds in whole words, the largest `maximum` units that are not zero.
    private static func units(maximum: Int) -> DurationUnits {
        DurationUnits(allowed: [.days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: maximum, rounds: false)
    }

    /// The seconds between the moments, counted as the timer counts them: a date ahead shows the
    /// second it is in (59.2 s ahead is "59 seconds" only once 59 whole seconds are left), one
    /// behind the seconds wholly passed.
    private static func wholeSeconds(from now: Double, to date: Double) -> Double {
        let seconds = date - now
        guard seconds.isFinite else { return 0 }
        return seconds >= 0 ? seconds.rounded(.up) : (-seconds).rounded(.down)
    }
}

extension TextDateStyle {
    /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`: the layout files' timer (time left
    /// to the end, or since the start, held within the range), read at `pauseTime` when the
    /// timer is paused; without hours, the minutes run past 59 ("75:00"); in the locale's digits.
    public static func timerInterval(
        start: Double, end: Double, now: Double, pauseTime: Double? = nil, countsDown: Bool = true, showsHours: Bool = true, utcOffsetSeconds: Int,
        locale: PhoneLocale = .standard
    ) -> String {
        let formatter = ValueFormatter(now: Date(timeIntervalSince1970: pauseTime ?? now), utcOffsetSeconds: utcOffsetSeconds, locale: locale)
        return formatter.timer(
            from: Date(timeIntervalSince1970: start), to: Date(timeIntervalSince1970: max(start, end)), countsDown: countsDown, showsHours: showsHours
        )
    }
}
