/// `Duration.formatted(.time(pattern:))` ("1:05", "0:01:05") and `.units(allowed:width:…)`
/// ("1 min, 5 secs") in en_US; other locales' time patterns through `LocaleFormats`. The value
/// is rounded to the smallest field shown, half to even, and a carry moves into the larger
/// fields (59.999 s is "0:01:00").
public enum DurationFormat {
    /// `Duration.TimeFormatStyle.Pattern`.
    public enum Pattern: Sendable, Equatable {
        case hourMinuteSecond(padHourToLength: Int = 1, fractionalSecondsLength: Int = 0)
        case hourMinute(padHourToLength: Int = 1)
        case minuteSecond(padMinuteToLength: Int = 1, fractionalSecondsLength: Int = 0)
    }

    /// The clock-like text of a duration in seconds; a negative one starts with "-". With
    /// `formats` (a locale other than en_US), in that locale's digits and separator.
    public static func time(_ seconds: Double, pattern: Pattern, in formats: LocaleFormats? = nil) -> String {
        if let formats { return formats.time(seconds, pattern: pattern) }
        let (fractionLength, unit): (Int, Double) = switch pattern {
        case .hourMinuteSecond(_, let digits), .minuteSecond(_, let digits): (max(0, min(9, digits)), 1)
        case .hourMinute: (0, 60)
        }
        let clamped = seconds.isFinite ? max(-9e15, min(9e15, seconds)) : 0
        var rounding = NumberFormat.number
        rounding.setFractionLength(fractionLength...fractionLength)
        rounding.usesGrouping = false
        let roundedText = rounding.string(abs(clamped) / unit)
        let rounded = Double(roundedText) ?? 0
        let whole = Int(rounded.rounded(.down))
        let fraction = fractionLength > 0 ? "." + (roundedText.split(separator: ".").last.map(String.init) ?? "") : ""
        var leading = NumberFormat.number
        leading.maximumFractionDigits = 0
        let sign = clamped < 0 && roundedText.contains(where: { $0 != "0" && $0 != "." }) ? "-" : ""
        switch pattern {
        case .hourMinuteSecond(let pad, _):
            leading.minimumIntegerDigits = max(1, pad)
            return sign + leading.string(whole / 3600) + ":" + two(whole / 60 % 60) + ":" + two(whole % 60) + fraction
        case .hourMinute(let pad):
            leading.minimumIntegerDigits = max(1, pad)
            return sign + leading.string(whole / 60) + ":" + two(whole % 60)
        case .minuteSecond(let pad, _):
            leading.minimumIntegerDigits = max(1, pad)
            return sign + leading.string(whole / 60) + ":" + two(whole % 60) + fraction
        }
    }

    private static func two(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
