/// The patterns behind the named date and time styles in en_US: `DateFormatter`'s
/// `dateStyle`/`timeStyle` and `Date.formatted(date:time:)`. Since iOS 17 the space before
/// AM/PM is a narrow no-break space (U+202F), and a long date meets its time with " at ".
public enum DateStylePattern {
    /// `DateFormatter.Style`.
    public enum FormatterStyle: Sendable {
        case none, short, medium, long, full
    }

    /// `Date.FormatStyle.DateStyle`.
    public enum DateLength: Sendable {
        case omitted, numeric, abbreviated, long, complete
    }

    /// `Date.FormatStyle.TimeStyle`.
    public enum TimeLength: Sendable {
        case omitted, shortened, standard, complete
    }

    /// The pattern a `DateFormatter` with these styles uses ("" when both are `.none`).
    public static func formatter(date: FormatterStyle, time: FormatterStyle) -> String {
        let datePart: String? = switch date {
        case .none: nil
        case .short: "M/d/yy"
        case .medium: "MMM d, y"
        case .long: "MMMM d, y"
        case .full: "EEEE, MMMM d, y"
        }
        let timePart: String? = switch time {
        case .none: nil
        case .short: shortTime
        case .medium: mediumTime
        case .long: mediumTime + " z"
        case .full: mediumTime + " zzzz"
        }
        return joined(datePart, timePart, numericDate: date == .short)
    }

    /// The pattern of `Date.formatted(date:time:)`; both omitted is the default, numeric date
    /// and shortened time, as Foundation does.
    public static func formatStyle(date: DateLength, time: TimeLength) -> String {
        if date == .omitted && time == .omitted { return formatStyle(date: .numeric, time: .shortened) }
        let datePart: String? = switch date {
        case .omitted: nil
        case .numeric: "M/d/y"
        case .abbreviated: "MMM d, y"
        case .long: "MMMM d, y"
        case .complete: "EEEE, MMMM d, y"
        }
        let timePart: String? = switch time {
        case .omitted: nil
        case .shortened: shortTime
        case .standard: mediumTime
        case .complete: mediumTime + " z"
        }
        return joined(datePart, timePart, numericDate: date == .numeric)
    }

    /// `.iso8601` and `ISO8601DateFormatter`, written at UTC offset 0 as they are by default:
    /// "2019-06-03T23:23:45Z".
    public static let iso8601 = "yyyy-MM-dd'T'HH:mm:ssXXXXX"

    static let shortTime = "h:mm\u{202F}a"
    static let mediumTime = "h:mm:ss\u{202F}a"

    /// A numeric date meets its time with ", ", a written one with " at ".
    static func joined(_ date: String?, _ time: String?, numericDate: Bool) -> String {
        switch (date, time) {
        case (let date?, let time?): date + (numericDate ? ", " : " 'at' ") + time
        case (let date?, nil): date
        case (nil, let time?): time
        case (nil, nil): ""
        }
    }
}
