import FoundationEssentials

extension LibraryContext {
    /// `value.formatted(style)`, `Text(value, format: style)` and `"\(value, format: style)"`:
    /// numbers with `.number`, `.percent`, `.currency(code:)`, `.byteCount(style:)` and their
    /// `.precision`/`.grouping` refinements; dates with `formatted(date:time:)` and
    /// `.relative(presentation:)`. Nil for a style islet does not know.
    func formatted(_ value: ScriptValue, style: ScriptValue?, _ arguments: [ScriptElement] = []) -> String? {
        if case .date(let date) = value { return formattedDate(date, style: style, arguments) }
        guard let number = value.number else { return nil }
        let (base, refinements) = styleParts(style)
        if base == "byteCount" {
            let bytes = Int64(max(-9e18, min(9e18, number))), style = countStyle(argument("style", refinements))
            if let formats = localeFormats { return formats.byteCount(bytes, style) }
            var format = ByteCountFormat(countStyle: style, isFormatStyle: true)
            format.allowsNonnumericFormatting = true
            return format.string(bytes)
        }
        guard let format = numberFormat(style: style, isDouble: { if case .double = value { true } else { false } }()) else { return nil }
        if let formats = localeFormats, let kind = numberKind(base, refinements) {
            if case .int(let whole) = value { return formats.number(whole, kind, format) }
            return formats.number(number, kind, format)
        }
        if case .int(let whole) = value { return format.string(whole) }
        return format.string(number)
    }

    /// Which of Foundation's number styles a style's name is: `.number`, `.percent`, `.currency(code:)`.
    private func numberKind(_ base: String, _ arguments: [ScriptElement]) -> LocaleFormats.NumberKind? {
        switch base {
        case "number": .number
        case "percent": .percent
        case "currency": .currency(code: argument("code", arguments).map(describe) ?? "USD")
        default: nil
        }
    }

    /// Foundation's formats for the locale in effect (`--locale`, `.environment(\.locale, …)`);
    /// nil in en_US, whose formats are the hand-written ones.
    var localeFormats: LocaleFormats? { LocaleFormats.unlessStandard(locale, utcOffsetSeconds: environment.utcOffsetSeconds) }

    /// A style's name and the arguments and refinements chained on it: `.number.precision(…)`
    /// is `number` with `precision:`.
    private func styleParts(_ style: ScriptValue?) -> (String, [ScriptElement]) {
        switch style {
        case .symbol(let name)?: (name, [])
        case .symbolCall(let name, let arguments)?: (name, arguments)
        default: ("number", [])
        }
    }

    /// A number style with its refinements (`.number.precision(.fractionLength(1))`,
    /// `.percent`, `.currency(code:)`); nil for a style that is not a number's.
    func numberFormat(style: ScriptValue?, isDouble: Bool) -> NumberFormat? {
        let (base, refinements) = styleParts(style)
        guard var format = numberFormat(base, refinements, isDouble: isDouble) else { return nil }
        for refinement in refinements { refine(&format, refinement) }
        return format
    }

    private func numberFormat(_ base: String, _ arguments: [ScriptElement], isDouble: Bool) -> NumberFormat? {
        switch numberKind(base, arguments) {
        case .number?: .number
        case .percent?: .percent(scalesValue: isDouble)
        case .currency(let code)?: .currency(code: code)
        case nil: nil
        }
    }

    /// `.precision(.fractionLength(2))`, `.precision(.significantDigits(3))`, `.grouping(.never)`.
    private func refine(_ format: inout NumberFormat, _ refinement: ScriptElement) {
        switch (refinement.label, refinement.value) {
        case ("precision", .symbolCall("fractionLength", let inner)):
            if let range = lengths(inner.first?.value) { format.setFractionLength(range) }
        case ("precision", .symbolCall("significantDigits", let inner)):
            format.significantDigits = lengths(inner.first?.value)
        case ("precision", .symbolCall("integerLength", let inner)):
            format.minimumIntegerDigits = lengths(inner.first?.value)?.lowerBound ?? 1
        case ("grouping", let value):
            format.usesGrouping = symbolName(value) != "never"
        default:
            break
        }
    }

    /// `2` or `1...3` as a range of digit counts, kept to what Foundation allows.
    private func lengths(_ value: ScriptValue?) -> ClosedRange<Int>? {
        switch value {
        case .int(let count)?: return max(0, min(20, count))...max(0, min(20, count))
        case .range(let lower, let upper, _)?:
            let low = max(0, min(20, lower.integer ?? 0)), high = max(low, min(20, upper.integer ?? 20))
            return low...high
        default: return nil
        }
    }

    func countStyle(_ value: ScriptValue?) -> ByteCountFormat.CountStyle {
        switch value.flatMap(symbolName) {
        case "memory": .memory
        case "decimal": .decimal
        case "binary": .binary
        default: .file
        }
    }

    private func formattedDate(_ date: Date, style: ScriptValue?, _ arguments: [ScriptElement]) -> String? {
        let seconds = date.timeIntervalSince1970
        if case .symbolCall("relative", let options)? = style {
            let units: RelativeDateFormat.UnitsStyle = switch argument("unitsStyle", options).flatMap(symbolName) {
            case "abbreviated": .abbreviated
            case "narrow": .narrow
            case "spellOut": .spellOut
            default: .wide
            }
            let presentation: RelativeDateFormat.Presentation = argument("presentation", options).flatMap(symbolName) == "named" ? .named : .numeric
            let format = RelativeDateFormat(presentation: presentation, unitsStyle: units)
            if let formats = localeFormats { return formats.relative(date, to: environment.now, format) }
            return format.string(date: seconds, relativeTo: environment.now.timeIntervalSince1970, calendar: calendar)
        }
        let (base, chain) = styleParts(style)
        if base == "dateTime" {
            if let formats = localeFormats { return formats.dateTime(date, dateTimeFields(chain)) }
            return DatePattern.format(dateTimeFields(chain).pattern, unixSeconds: seconds, utcOffsetSeconds: environment.utcOffsetSeconds)
        }
        if style != nil, argument("date", arguments) == nil, argument("time", arguments) == nil { return nil }
        let dateLength: DateStylePattern.DateLength = switch argument("date", arguments).flatMap(symbolName) {
        case "omitted": .omitted
        case "abbreviated": .abbreviated
        case "long": .long
        case "complete": .complete
        default: .numeric
        }
        let timeLength: DateStylePattern.TimeLength = switch argument("time", arguments).flatMap(symbolName) {
        case "omitted": .omitted
        case "standard": .standard
        case "complete": .complete
        default: .shortened
        }
        if let formats = localeFormats { return formats.date(date, date: dateLength, time: timeLength) }
        let pattern = DateStylePattern.formatStyle(date: dateLength, time: timeLength)
        return DatePattern.format(pattern, unixSeconds: seconds, utcOffsetSeconds: environment.utcOffsetSeconds)
    }

    /// `.dateTime.month(.abbreviated).day().hour()`: the fields asked for, each at the width
    /// written or at Foundation's default for a bare call (`month()` is abbreviated).
    private func dateTimeFields(_ chain: [ScriptElement]) -> DateTimeFields {
        var fields = DateTimeFields()
        for link in chain {
            let (widthName, options): (String?, [ScriptElement]) = switch link.value {
            case .symbol(let name): (name, [])
            case .symbolCall(let name, let arguments): (name, arguments)
            default: (nil, [])
            }
            let width: DateTimeFields.Width? = switch widthName {
            case "defaultDigits": .defaultDigits
            case "twoDigits": .twoDigits
            case "abbreviated": .abbreviated
            case "wide": .wide
            case "narrow": .narrow
            case "short": .short
            default: nil
            }
            switch link.label {
            case "year": fields.year = width ?? .defaultDigits
            case "quarter": fields.quarter = width ?? .abbreviated
            case "month": fields.month = width ?? .abbreviated
            case "day": fields.day = width ?? .defaultDigits
            case "weekday": fields.weekday = width ?? .abbreviated
            case "hour":
                fields.hour = width ?? .defaultDigits
                switch argument("amPM", options).flatMap(symbolName) {
                case "omitted": fields.amPM = .omitted
                case "narrow": fields.amPM = .narrow
                case "wide": fields.amPM = .wide
                default: break
                }
            case "minute": fields.minute = width ?? .defaultDigits
            case "second": fields.second = width ?? .defaultDigits
            case "era": fields.era = true
            case "timeZone": fields.timeZone = true
            default: break
            }
        }
        return fields
    }

    /// `Calendar.current` on the phone's clock.
    var calendar: CalendarMath { CalendarMath(utcOffsetSeconds: environment.utcOffsetSeconds) }
}
