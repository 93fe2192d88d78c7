import FoundationEssentials
import FoundationInternationalization
import IsletModel

/// Turns values into the text a phone would show, given the moment, the viewer's UTC offset
/// and, for the lock screen's date and clock, the phone's locale (all injected: rendering
/// never reads a clock or the environment).
public struct ValueFormatter: Sendable {
    public let now: Date
    public let utcOffsetSeconds: Int
    public let locale: PhoneLocale

    public init(now: Date, utcOffsetSeconds: Int = 0, locale: PhoneLocale = .standard) {
        self.now = now
        self.utcOffsetSeconds = utcOffsetSeconds
        self.locale = locale
    }

    public func format(_ value: StateValue, as format: TextFormat) -> String {
        switch (format, value) {
        case (_, .null): ""
        case (.percent, _):
            ExpressionEvaluator.numeric(value).map { fixed($0 * 100, decimals: 0) + "%" } ?? natural(value)
        case (.number(let decimals), _):
            ExpressionEvaluator.numeric(value).map { fixed($0, decimals: decimals) } ?? natural(value)
        case (.time, _): date(of: value).map { clockTime($0, twelveHour: true) } ?? natural(value)
        case (.time24, _): date(of: value).map { clockTime($0, twelveHour: false) } ?? natural(value)
        case (.date, _): date(of: value).map(monthDay) ?? natural(value)
        case (.relative, _): date(of: value).map(relative) ?? natural(value)
        case (.timer, .dateRange(let range)): timer(from: range.lowerBound, to: range.upperBound, countsDown: true)
        case (.timer, _): date(of: value).map { timer(from: now, to: $0, countsDown: true) } ?? natural(value)
        case (.uppercase, _): natural(value).uppercased()
        case (.lowercase, _): natural(value).lowercased()
        case (.automatic, _): natural(value)
        }
    }

    /// The text of `Text(timerInterval:countsDown:showsHours:)`: time left to the upper bound,
    /// or time since the lower bound, never below zero and never past the range.
    public func timer(from start: Date, to end: Date, countsDown: Bool, showsHours: Bool = true) -> String {
        let clamped = min(max(now, start), end)
        let seconds = countsDown ? end.timeIntervalSince(clamped) : clamped.timeIntervalSince(start)
        let whole = Self.clampedInt(seconds.rounded(countsDown ? .up : .down))
        guard locale != .standard else { return Self.duration(seconds: whole, showsHours: showsHours) }
        // Another locale's digits and separator ("١:٢٣:٢٠" in Arabic, "1.23.20" in Danish), from
        // Foundation's own time pattern, which lays the fields out as the hand-written en_US text does.
        let total = max(0, whole)
        let pattern: Duration.TimeFormatStyle.Pattern = showsHours && total >= 3600 ? .hourMinuteSecond : .minuteSecond
        return Duration.seconds(total).formatted(Duration.TimeFormatStyle(pattern: pattern, locale: locale.foundationLocale))
    }

    /// "4:05" under an hour, "1:02:03" from an hour on: the style of SwiftUI's timer text.
    /// Without hours (`showsHours: false`) the minutes run past 59: "75:00".
    public static func duration(seconds: Int, showsHours: Bool = true) -> String {
        let total = max(0, seconds)
        let hours = showsHours ? total / 3600 : 0, minutes = (total - hours * 3600) / 60, secs = total % 60
        let twoDigits = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))" : "\(minutes):\(twoDigits(secs))"
    }

    private func natural(_ value: StateValue) -> String {
        switch value {
        case .null: ""
        case .bool(let flag): flag ? "true" : "false"
        case .int(let number): String(number)
        case .double(let number): trimmed(number)
        case .string(let text): text
        case .url(let text): text
        case .date(let date): clockTime(date, twelveHour: true)
        case .dateRange(let range):
            "\(clockTime(range.lowerBound, twelveHour: false))–\(clockTime(range.upperBound, twelveHour: false))"
        case .bounds(let lower, let upper): "\(natural(lower))–\(natural(upper))"
        case .enumCase(let raw, _, _):
            switch raw {
            case .string(let text): text
            case .int(let number): String(number)
            }
        case .array(let items): items.map(natural).joined(separator: ", ")
        case .record: "…"
        }
    }

    private func date(of value: StateValue) -> Date? {
        switch value {
        case .date(let date): date
        case .dateRange(let range): range.upperBound
        default: nil
        }
    }

    /// `Int(_:)` traps past Int's range, and a payload's Double or Date may be as large as
    /// 1e308; such values are held at ±9e18 (about 285 billion years of seconds).
    private static func clampedInt(_ value: Double) -> Int {
        Int(min(9e18, max(-9e18, value)))
    }

    private func trimmed(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        let text = fixed(number, decimals: 2)
        if text.contains("e") { return text }
        var trimmed = Substring(text)
        while trimmed.hasSuffix("0") { trimmed = trimmed.dropLast() }
        return String(trimmed.hasSuffix(".") ? trimmed.dropLast() : trimmed)
    }

    private func fixed(_ number: Double, decimals: Int) -> String {
        let scale = (0..<decimals).reduce(1.0) { value, _ in value * 10 }
        // `Int(_:)` traps past Int's range: such a number is written as Swift writes it.
        guard abs(number) * scale < 9e18 else { return String(number) }
        let scaled = Int((abs(number) * scale).rounded())
        let sign = number < 0 && scaled != 0 ? "-" : ""
        guard decimals > 0 else { return sign + String(scaled) }
        let whole = scaled / Int(scale), fraction = String(scaled % Int(scale))
        return sign + "\(whole)." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    private func localSeconds(_ date: Date) -> Int {
        Self.clampedInt(date.timeIntervalSince1970.rounded(.down)) + utcOffsetSeconds
    }

    private func clockTime(_ date: Date, twelveHour: Bool) -> String {
        let secondsOfDay = ((localSeconds(date) % 86_400) + 86_400) % 86_400
        let hour = secondsOfDay / 3600, minute = (secondsOfDay % 3600) / 60
        let minuteText = minute < 10 ? "0\(minute)" : "\(minute)"
        guard twelveHour else { return "\(hour < 10 ? "0" : "")\(hour):\(minuteText)" }
        let displayHour = hour % 12 == 0 ? 12 : hour % 12
        return "\(displayHour):\(minuteText) \(hour < 12 ? "AM" : "PM")"
    }

    private func monthDay(_ date: Date) -> String {
        let days = Int((Double(localSeconds(date)) / 86_400).rounded(.down))
        let (_, month, day) = CivilDate.fromDaysSinceEpoch(days)
        let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return "\(names[month - 1]) \(day)"
    }

    /// The lock screen's date line as iOS writes it: weekday, month and day in full, in the
    /// phone's language and order ("Friday, November 28", "Freitag, 28. November",
    /// "11月28日 金曜日"), from Foundation's formats for the locale.
    public func lockScreenDate(_ date: Date) -> String {
        date.formatted(lockScreenStyle.weekday(.wide).month(.wide).day())
    }

    /// The lock screen's clock: the locale's hours and minutes without AM/PM ("9:41" in en_US,
    /// "09:41" in de_DE, "21:40" in ja_JP), in the locale's digits.
    public func lockScreenTime(_ date: Date) -> String {
        let text = date.formatted(lockScreenStyle.hour(.defaultDigits(amPM: .omitted)).minute())
        // Foundation pads a 12-hour hour once AM/PM is left out ("09:41"); the phone's clock does not.
        let twelveHour = [.oneToTwelve, .zeroToEleven].contains(locale.foundationLocale.hourCycle)
        return twelveHour && text.first?.wholeNumberValue == 0 && text.dropFirst().first?.isNumber == true ? String(text.dropFirst()) : text
    }

    /// Foundation's date style for the phone's locale on the viewer's clock.
    private var lockScreenStyle: Date.FormatStyle {
        Date.FormatStyle(locale: locale.foundationLocale, timeZone: TimeZone(secondsFromGMT: max(-64_800, min(64_800, utcOffsetSeconds))) ?? .gmt)
    }

    private func relative(_ date: Date) -> String {
        let seconds = Self.clampedInt(date.timeIntervalSince(now).rounded())
        let magnitude = abs(seconds)
        let amount = magnitude < 60 ? "\(magnitude) sec" : magnitude < 3600 ? "\(magnitude / 60) min" : "\(magnitude / 3600) hr"
        return seconds >= 0 ? "in \(amount)" : "\(amount) ago"
    }
}
