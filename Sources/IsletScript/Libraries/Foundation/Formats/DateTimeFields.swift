/// The fields a `.dateTime` chain asks for (`.dateTime.weekday(.wide).hour().minute()`), and
/// the en_US pattern ICU picks for them, so the chain prints what an iPhone prints.
public struct DateTimeFields: Sendable, Equatable {
    /// How a field is written: `.defaultDigits`/`.twoDigits` for numbers, the name widths for
    /// months and weekdays (`.short` is the two-letter weekday).
    public enum Width: Sendable, Equatable {
        case defaultDigits, twoDigits, abbreviated, wide, narrow, short
    }

    /// `hour(.defaultDigits(amPM:))`'s AM/PM.
    public enum AMPM: Sendable, Equatable {
        case abbreviated, wide, narrow, omitted
    }

    public var era = false
    public var year: Width?
    public var quarter: Width?
    public var month: Width?
    public var day: Width?
    public var weekday: Width?
    public var hour: Width?
    public var amPM = AMPM.abbreviated
    public var minute: Width?
    public var second: Width?
    public var timeZone = false

    public init() {}

    /// Whether no field was asked for: `.dateTime` alone is numeric date and shortened time.
    public var isEmpty: Bool { self == DateTimeFields() }

    /// The pattern for these fields: a date part and a time part, joined as ICU joins them.
    public var pattern: String {
        if isEmpty { return DateStylePattern.formatStyle(date: .numeric, time: .shortened) }
        let date = datePart, time = timePart
        guard let date, let time else { return date ?? time ?? "" }
        let glue = switch (month, weekday) {
        case (.abbreviated?, _), (.wide?, _), (.narrow?, _): " 'at' "
        case (nil, _?) where year == nil && day == nil: " "
        default: ", "
        }
        return date + glue + time
    }

    private var datePart: String? {
        let yearText = year == .twoDigits ? "yy" : "y"
        let dayText = day == .twoDigits ? "dd" : "d"
        let weekdayText = weekday.map(Self.weekdayLetters)
        var text: String?
        switch month {
        case .defaultDigits?, .twoDigits?:
            let monthText = month == .twoDigits ? "MM" : "M"
            text = [monthText, day == nil ? nil : dayText, year == nil ? nil : yearText].compactMap { $0 }.joined(separator: "/")
        case let width?:
            let monthText = width == .wide ? "MMMM" : width == .narrow ? "MMMMM" : "MMM"
            if day != nil {
                text = monthText + " " + dayText + (year == nil ? "" : ", " + yearText)
            } else {
                text = year == nil ? monthText : monthText + " " + yearText
            }
        case nil:
            let parts = [day == nil ? nil : dayText, year == nil ? nil : yearText].compactMap { $0 }
            text = parts.isEmpty ? nil : parts.joined(separator: " ")
            if let weekdayText, let dayOrYear = text {
                return day == nil ? dayOrYear + " " + weekdayText : weekdayText + " " + dayOrYear
            }
        }
        if let weekdayText {
            text = text.map { weekdayText + ", " + $0 } ?? weekdayText
        }
        if let quarter {
            let quarterText = quarter == .wide ? "QQQQ" : quarter == .twoDigits ? "QQ" : quarter == .defaultDigits ? "Q" : "QQQ"
            text = text.map { quarterText + " " + $0 } ?? quarterText
        }
        if era { text = (text ?? yearText) + " G" }
        return text
    }

    private var timePart: String? {
        var parts: [String] = []
        if let hour {
            parts.append(amPM == .omitted || hour == .twoDigits ? "hh" : "h")
        }
        if let minute { parts.append(hour == nil && second == nil && minute != .twoDigits ? "m" : "mm") }
        if let second { parts.append(hour == nil && minute == nil && second != .twoDigits ? "s" : "ss") }
        guard !parts.isEmpty || timeZone else { return nil }
        var text = parts.joined(separator: ":")
        if hour != nil {
            switch amPM {
            case .omitted: break
            case .narrow: text += "\u{202F}aaaaa"
            case .abbreviated, .wide: text += "\u{202F}a"
            }
        }
        if timeZone { text += text.isEmpty ? "z" : " z" }
        return text
    }

    private static func weekdayLetters(_ width: Width) -> String {
        switch width {
        case .wide: "EEEE"
        case .narrow: "EEEEE"
        case .short: "EEEEEE"
        default: "EEE"
        }
    }
}
