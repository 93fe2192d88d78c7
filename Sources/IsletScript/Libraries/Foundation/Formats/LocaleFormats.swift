import FoundationEssentials
import FoundationInternationalization
import IsletModel

/// The toolchain's own Foundation formats (FoundationInternationalization, ICU) for a phone set to
/// any locale but en_US, whose formats stay the hand-written ones beside this file so the default
/// render never opens ICU's data (docs/DECISIONS.md, "Foundation's formatters in the interpreter").
/// Each function takes the settings the interpreter read from the widget's style, in the
/// hand-written formats' own types, so the two paths read one description of a style.
public struct LocaleFormats: Sendable {
    /// The locale as `--locale` named it, for the formats that take islet's own (timers).
    public let phone: PhoneLocale
    public let locale: Locale
    public let timeZone: TimeZone
    public let calendar: Calendar

    /// The phone's locale on a clock `utcOffsetSeconds` from UTC, with the Gregorian calendar
    /// a phone in that region uses.
    public init(_ phone: PhoneLocale, utcOffsetSeconds: Int) {
        self.phone = phone
        locale = phone.foundationLocale
        timeZone = TimeZone(secondsFromGMT: max(-64_800, min(64_800, utcOffsetSeconds))) ?? .gmt
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// Nil for en_US, where the hand-written formats answer; the Foundation formats otherwise.
    public static func unlessStandard(_ phone: PhoneLocale, utcOffsetSeconds: Int) -> LocaleFormats? {
        phone == .standard ? nil : LocaleFormats(phone, utcOffsetSeconds: utcOffsetSeconds)
    }

    /// What `.number`, `.percent` and `.currency(code:)` are in a number style.
    public enum NumberKind: Sendable, Equatable {
        case number, percent, currency(code: String)
    }

    /// `value.formatted(style)` for a number style with the digits `format` holds (its fraction
    /// or significant digits, least integer digits and grouping, as the style's refinements set them).
    public func number(_ value: Double, _ kind: NumberKind, _ format: NumberFormat) -> String {
        let (precision, grouping) = Self.configuration(format)
        switch kind {
        case .number: return value.formatted(FloatingPointFormatStyle<Double>(locale: locale).precision(precision).grouping(grouping))
        case .percent: return value.formatted(FloatingPointFormatStyle<Double>.Percent(locale: locale).precision(precision).grouping(grouping))
        case .currency(let code):
            return value.formatted(FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale).precision(precision).grouping(grouping))
        }
    }

    /// The same for an integer, which Foundation formats with the integer styles (`42.formatted(.percent)` is 42 %).
    public func number(_ value: Int, _ kind: NumberKind, _ format: NumberFormat) -> String {
        let (precision, grouping) = Self.configuration(format)
        switch kind {
        case .number: return value.formatted(IntegerFormatStyle<Int>(locale: locale).precision(precision).grouping(grouping))
        case .percent: return value.formatted(IntegerFormatStyle<Int>.Percent(locale: locale).precision(precision).grouping(grouping))
        case .currency(let code): return value.formatted(IntegerFormatStyle<Int>.Currency(code: code, locale: locale).precision(precision).grouping(grouping))
        }
    }

    /// The precision and grouping the hand-written format's digits stand for.
    private static func configuration(_ format: NumberFormat) -> (NumberFormatStyleConfiguration.Precision, NumberFormatStyleConfiguration.Grouping) {
        let precision: NumberFormatStyleConfiguration.Precision = if let significant = format.significantDigits {
            .significantDigits(significant)
        } else {
            .integerAndFractionLength(
                integerLimits: format.minimumIntegerDigits..., fractionLimits: format.minimumFractionDigits...max(format.minimumFractionDigits, format.maximumFractionDigits)
            )
        }
        return (precision, format.usesGrouping ? .automatic : .never)
    }

    /// `date.formatted(date:time:)` and `Text(date, style: .date/.time)`.
    public func date(_ date: Date, date dateLength: DateStylePattern.DateLength, time timeLength: DateStylePattern.TimeLength) -> String {
        let dateStyle: Date.FormatStyle.DateStyle = switch dateLength {
        case .omitted: .omitted
        case .numeric: .numeric
        case .abbreviated: .abbreviated
        case .long: .long
        case .complete: .complete
        }
        let timeStyle: Date.FormatStyle.TimeStyle = switch timeLength {
        case .omitted: .omitted
        case .shortened: .shortened
        case .standard: .standard
        case .complete: .complete
        }
        return date.formatted(Date.FormatStyle(date: dateStyle, time: timeStyle, locale: locale, calendar: calendar, timeZone: timeZone))
    }

    /// `date.formatted(.dateTime.…)`: the fields asked for, which Foundation orders and joins as
    /// the locale does; `.dateTime` alone is a numeric date and a shortened time.
    public func dateTime(_ date: Date, _ fields: DateTimeFields) -> String {
        let plain = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: timeZone)
        if fields.isEmpty { return date.formatted(Date.FormatStyle(date: .numeric, time: .shortened, locale: locale, calendar: calendar, timeZone: timeZone)) }
        return date.formatted(LocaleDateFields.style(fields, on: plain))
    }

    /// `date.formatted(.relative(presentation:unitsStyle:))` and `RelativeDateTimeFormatter`,
    /// counted from `now` (the injected clock), not from the machine's.
    public func relative(_ date: Date, to now: Date, _ format: RelativeDateFormat) -> String {
        let presentation: Date.RelativeFormatStyle.Presentation = format.presentation == .named ? .named : .numeric
        let units: Date.RelativeFormatStyle.UnitsStyle = switch format.unitsStyle {
        case .wide: .wide
        case .abbreviated: .abbreviated
        case .narrow: .narrow
        case .spellOut: .spellOut
        }
        // The anchored style writes its anchor as seen from the date it is given.
        return Date.AnchoredRelativeFormatStyle(anchor: date, presentation: presentation, unitsStyle: units, locale: locale, calendar: calendar).format(now)
    }

    /// `bytes.formatted(.byteCount(style:))` and `ByteCountFormatter`'s class method.
    public func byteCount(_ bytes: Int64, _ style: ByteCountFormat.CountStyle) -> String {
        let countStyle: ByteCountFormatStyle.Style = switch style {
        case .file: .file
        case .memory: .memory
        case .decimal: .decimal
        case .binary: .binary
        }
        return bytes.formatted(ByteCountFormatStyle(style: countStyle, locale: locale))
    }

    /// `[String].formatted(.list(type:width:))`: the locale's words and commas between the items.
    public func list(_ items: [String], kind: ListFormat.Kind, width: ListFormat.Width) -> String {
        let type: ListFormatStyle<StringStyle, [String]>.ListType = kind == .or ? .or : .and
        let length: ListFormatStyle<StringStyle, [String]>.Width = switch width {
        case .standard: .standard
        case .short: .short
        case .narrow: .narrow
        }
        return items.formatted(.list(type: type, width: length).locale(locale))
    }

    /// `Duration.formatted(.time(pattern:))`: the same fields as en_US's, in the locale's digits
    /// and separator.
    public func time(_ seconds: Double, pattern: DurationFormat.Pattern) -> String {
        let style: Duration.TimeFormatStyle.Pattern = switch pattern {
        case .hourMinuteSecond(let pad, let digits):
            .hourMinuteSecond(padHourToLength: max(1, min(20, pad)), fractionalSecondsLength: max(0, min(9, digits)))
        case .hourMinute(let pad): .hourMinute(padHourToLength: max(1, min(20, pad)))
        case .minuteSecond(let pad, let digits): .minuteSecond(padMinuteToLength: max(1, min(20, pad)), fractionalSecondsLength: max(0, min(9, digits)))
        }
        let clamped = seconds.isFinite ? max(-9e15, min(9e15, seconds)) : 0
        return Duration.seconds(clamped).formatted(Duration.TimeFormatStyle(pattern: style, locale: locale))
    }

    /// `Text(date, style: .relative)` and `.offset`: whole days down to seconds, at most
    /// `maximumUnits` of them, in the locale's words.
    public func duration(seconds: Double, maximumUnits: Int) -> String {
        // The units past the last shown are dropped, not rounded into it, as the timer counts.
        let style = Duration.UnitsFormatStyle(
            allowedUnits: [.days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: maximumUnits, fractionalPart: .hide(rounded: .towardZero)
        ).locale(locale)
        return Duration.seconds(max(-9e15, min(9e15, seconds))).formatted(style)
    }
}
