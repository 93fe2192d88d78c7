import FoundationEssentials

extension LibraryContext {
    /// A formatter's method: `string(from:)`, `string(for:)`, `string(fromByteCount:)`,
    /// `localizedString(for:relativeTo:)`, and the calendar's; nil when islet does not know it.
    func formatterMethod(_ name: String, of object: ScriptObject, _ arguments: [ScriptElement]) -> ScriptValue? {
        let first = arguments.first?.value
        let field = { (key: String) in object.fields[key] }
        switch (object.type, name) {
        case ("NumberFormatter", "string"):
            guard let value = first, let number = value.number else { return .null }
            let format = numberFormat(of: object)
            if let formats = localeFormats, let kind = localeNumberKind(of: object) {
                // A percent formatter scales its value, integers too, as the Double style does.
                if case .int(let whole) = value, kind != .percent { return .string(formats.number(whole, kind, format)) }
                return .string(formats.number(number, kind, format))
            }
            if case .int(let whole) = value { return .string(format.string(whole)) }
            return .string(format.string(number))
        case ("DateFormatter", "string"):
            guard case .date(let date)? = first else { return .null }
            let pattern = field("dateFormat").map(describe)
                ?? DateStylePattern.formatter(date: formatterStyle(field("dateStyle")), time: formatterStyle(field("timeStyle")))
            // A `timeZone` the widget set is the zone's offset at that date; one whose table ends before it is not guessed.
            let zone = field("timeZone").flatMap { $0.isNull ? nil : $0 }
            guard let offset = zone.map({ utcOffset(of: $0, at: date) }) ?? environment.utcOffsetSeconds else { return nil }
            return .string(DatePattern.format(pattern, unixSeconds: date.timeIntervalSince1970, utcOffsetSeconds: offset))
        case ("DateComponentsFormatter", "string"):
            var seconds = first?.number
            if case .date(let start)? = first, case .date(let end)? = argument("to", arguments) { seconds = end.timeIntervalSince(start) }
            guard let seconds else { return .null }
            return .string(durationUnits(of: object).string(seconds))
        case ("ByteCountFormatter", "string"):
            guard let bytes = first?.number else { return .null }
            return .string(byteCountFormat(of: object).string(Int64(max(-9e18, min(9e18, bytes)))))
        case ("MeasurementFormatter", "string"):
            return measurementFormatterString(object, first) ?? .null
        case ("RelativeDateTimeFormatter", "localizedString"):
            guard case .date(let date)? = first else { return first?.number.map { .string(RelativeDateFormat().string(seconds: $0)) } ?? .null }
            let now = argument("relativeTo", arguments).flatMap { if case .date(let other) = $0 { other } else { nil } } ?? environment.now
            if let formats = localeFormats { return .string(formats.relative(date, to: now, RelativeDateFormat())) }
            return .string(RelativeDateFormat().string(date: date.timeIntervalSince1970, relativeTo: now.timeIntervalSince1970, calendar: calendar))
        case ("Calendar", _):
            return calendarMethod(name, of: object, arguments)
        default:
            return nil
        }
    }

    /// `ByteCountFormatter.string(fromByteCount:countStyle:)`, the class method.
    func byteCount(_ arguments: [ScriptElement]) -> ScriptValue {
        guard let bytes = arguments.first?.value.number else { return .null }
        let count = Int64(max(-9e18, min(9e18, bytes))), style = countStyle(argument("countStyle", arguments))
        if let formats = localeFormats { return .string(formats.byteCount(count, style)) }
        return .string(ByteCountFormat(countStyle: style).string(count))
    }

    /// A formatter property the widget reads before setting it (`formatter.positivePrefix ?? ""`):
    /// the value the phone's formatter has for its style; nil for one islet does not model.
    func formatterProperty(_ name: String, of object: ScriptObject) -> ScriptValue? {
        guard object.type == "NumberFormatter" else { return nil }
        let format = numberFormat(of: object)
        switch name {
        case "positivePrefix": return .string(format.positivePrefix)
        case "positiveSuffix": return .string(format.positiveSuffix)
        case "negativePrefix": return .string(format.negativePrefix)
        case "negativeSuffix": return .string(format.negativeSuffix)
        case "minimumFractionDigits": return .int(format.minimumFractionDigits)
        case "maximumFractionDigits": return .int(format.maximumFractionDigits)
        case "minimumIntegerDigits": return .int(format.minimumIntegerDigits)
        case "usesGroupingSeparator": return .bool(format.usesGrouping)
        case "currencyCode": return .string(currencyCode(of: object))
        default: return nil
        }
    }

    /// The members an option set names, written as one (`.useKB`) or as an array (`[.useMB, .useGB]`).
    func optionNames(_ value: ScriptValue?) -> [String] {
        switch value {
        case .array(let items)?: items.compactMap(symbolName)
        case let single?: symbolName(single).map { [$0] } ?? []
        case nil: []
        }
    }

    /// The formatter's `currencyCode`, or the phone's region's currency, as a fresh formatter has.
    private func currencyCode(of object: ScriptObject) -> String {
        if case .string(let code)? = object.fields["currencyCode"] { code } else { localeFormats?.locale.currency?.identifier ?? "USD" }
    }

    /// Which of Foundation's number styles a `NumberFormatter` writes in a locale other than
    /// en_US; nil for a spelled-out number (no such style in Foundation on Linux) and for a
    /// prefix or suffix the widget set, which stay islet's own formats.
    private func localeNumberKind(of object: ScriptObject) -> LocaleFormats.NumberKind? {
        guard object.fields["positivePrefix"] == nil, object.fields["positiveSuffix"] == nil else { return nil }
        switch object.fields["numberStyle"].flatMap(symbolName) {
        case "percent": return .percent
        case "currency": return .currency(code: currencyCode(of: object))
        case "spellOut": return nil
        default: return .number
        }
    }

    /// A `ByteCountFormatter`'s `countStyle`, `allowedUnits` (`.useKB`, `[.useMB, .useGB]`,
    /// `.useAll`) and what it includes.
    private func byteCountFormat(of object: ScriptObject) -> ByteCountFormat {
        var format = ByteCountFormat(countStyle: countStyle(object.fields["countStyle"]))
        for name in optionNames(object.fields["allowedUnits"]) {
            let units: [ByteCountFormat.Unit] = ["useBytes", "useKB", "useMB", "useGB", "useTB", "usePB", "useEB"].firstIndex(of: name)
                .flatMap { ByteCountFormat.Unit(rawValue: $0) }.map { [$0] } ?? []
            format.allowedUnits.formUnion(units)
        }
        if case .bool(let flag)? = object.fields["includesUnit"] { format.includesUnit = flag }
        if case .bool(let flag)? = object.fields["includesCount"] { format.includesCount = flag }
        if case .bool(let flag)? = object.fields["includesActualByteCount"] { format.includesActualByteCount = flag }
        if case .bool(let flag)? = object.fields["allowsNonnumericFormatting"] { format.allowsNonnumericFormatting = flag }
        return format
    }

    func numberFormat(of object: ScriptObject) -> NumberFormat {
        let style: NumberFormat.FormatterStyle = switch object.fields["numberStyle"].flatMap(symbolName) {
        case "decimal": .decimal
        case "percent": .percent
        case "currency": .currency
        case "spellOut": .spellOut
        default: .none
        }
        var format = NumberFormat.formatter(style, currencyCode: currencyCode(of: object))
        if let digits = object.fields["minimumFractionDigits"]?.integer { format.minimumFractionDigits = max(0, min(20, digits)) }
        if let digits = object.fields["maximumFractionDigits"]?.integer { format.maximumFractionDigits = max(0, min(20, digits)) }
        format.maximumFractionDigits = max(format.maximumFractionDigits, format.minimumFractionDigits)
        if let digits = object.fields["minimumIntegerDigits"]?.integer { format.minimumIntegerDigits = max(0, min(20, digits)) }
        if case .bool(let grouping)? = object.fields["usesGroupingSeparator"] { format.usesGrouping = grouping }
        if case .string(let prefix)? = object.fields["positivePrefix"] { format.positivePrefix = prefix }
        if case .string(let suffix)? = object.fields["positiveSuffix"] { format.positiveSuffix = suffix }
        return format
    }

    private func formatterStyle(_ value: ScriptValue?) -> DateStylePattern.FormatterStyle {
        switch value.flatMap(symbolName) {
        case "short": .short
        case "medium": .medium
        case "long": .long
        case "full": .full
        default: .none
        }
    }

    private func durationUnits(of object: ScriptObject) -> DurationUnits {
        var allowed: Set<DurationUnits.Unit> = []
        let names: [ScriptValue] = if case .array(let items)? = object.fields["allowedUnits"] { items } else { [] }
        for name in names.compactMap(symbolName) {
            switch name {
            case "weekOfMonth", "weekOfYear": allowed.insert(.weeks)
            case "day": allowed.insert(.days)
            case "hour": allowed.insert(.hours)
            case "minute": allowed.insert(.minutes)
            case "second": allowed.insert(.seconds)
            default: break
            }
        }
        let width: DurationUnits.Width = switch object.fields["unitsStyle"].flatMap(symbolName) {
        case "abbreviated": .narrow
        case "short": .abbreviated
        case "brief": .condensedAbbreviated
        case "full": .wide
        case "spellOut": .spellOut
        default: .positional
        }
        let zeros: DurationUnits.Zeros = switch object.fields["zeroFormattingBehavior"].flatMap(symbolName) {
        case "pad": .pad
        case "dropAll": .dropAll
        case "dropLeading": .dropLeading
        default: .automatic
        }
        var units = DurationUnits(
            allowed: allowed.isEmpty ? [.hours, .minutes, .seconds] : allowed, width: width,
            maximumUnitCount: object.fields["maximumUnitCount"]?.integer.flatMap { $0 > 0 ? $0 : nil }, zeros: zeros, rounds: false
        )
        if case .bool(true)? = object.fields["includesTimeRemainingPhrase"] { units.includesTimeRemainingPhrase = true }
        return units
    }

    /// `Calendar.current.component(_:from:)`, `date(byAdding:value:to:)`, `startOfDay(for:)`,
    /// `dateComponents(_:from:)`, `dateComponents(_:from:to:)`, `isDateInToday(_:)` and friends,
    /// `isDate(_:inSameDayAs:)`, on the calendar's `timeZone` (the phone's unless the widget set one).
    private func calendarMethod(_ name: String, of object: ScriptObject, _ arguments: [ScriptElement]) -> ScriptValue? {
        let dates = arguments.compactMap { if case .date(let date) = $0.value { date.timeIntervalSince1970 } else { nil } }
        let moment = Date(timeIntervalSince1970: dates.first ?? environment.now.timeIntervalSince1970)
        let zone = object.fields["timeZone"].flatMap { $0.isNull ? nil : $0 }
        guard let offset = zone.map({ utcOffset(of: $0, at: moment) }) ?? environment.utcOffsetSeconds else { return nil }
        let calendar = CalendarMath(utcOffsetSeconds: offset)
        let units = arguments.first.map { calendarUnits($0.value) } ?? []
        let now = environment.now.timeIntervalSince1970
        switch name {
        case "component":
            guard let unit = units.first, let date = dates.first else { return .null }
            return .int(calendar.component(unit, of: date))
        case "startOfDay":
            return dates.first.map { .date(Date(timeIntervalSince1970: calendar.startOfDay($0))) } ?? .null
        case "date":
            guard let unit = units.first, let amount = argument("value", arguments)?.integer, let date = dates.first else { return .null }
            return .date(Date(timeIntervalSince1970: calendar.adding(unit, amount, to: date)))
        case "dateComponents":
            var fields: [String: ScriptValue] = [:]
            switch dates.count {
            case 1:
                // `dateComponents([.hour, .minute], from: date)`: the date's own fields on the phone's clock.
                for unit in units { fields[unitName(unit)] = .int(calendar.component(unit, of: dates[0])) }
            case 2:
                for (unit, value) in calendar.difference(Set(units), from: dates[0], to: dates[1]) { fields[unitName(unit)] = .int(value) }
            default:
                return .null
            }
            return .instance(ScriptInstance(type: "DateComponents", fields: fields))
        case "isDate" where argument("inSameDayAs", arguments) != nil:
            guard dates.count == 2 else { return .null }
            return .bool(calendar.isDate(dates[0], inDayOffsetBy: 0, from: dates[1]))
        case "isDateInToday", "isDateInTomorrow", "isDateInYesterday":
            guard let date = dates.first else { return .null }
            let offset = name == "isDateInToday" ? 0 : name == "isDateInTomorrow" ? 1 : -1
            return .bool(calendar.isDate(date, inDayOffsetBy: offset, from: now))
        default:
            return nil
        }
    }

    private func calendarUnits(_ value: ScriptValue) -> [CalendarMath.Unit] {
        let names: [ScriptValue] = if case .array(let items) = value { items } else { [value] }
        return names.compactMap(symbolName).compactMap { name in CalendarMath.Unit.allCases.first { unitName($0) == name } }
    }

    private func unitName(_ unit: CalendarMath.Unit) -> String {
        String(describing: unit)
    }
}

extension LibraryTables {
    /// Foundation's formatter classes and `Calendar.current`: made as objects whose properties
    /// the widget's code sets, and read by IsletScript's Foundation functions when asked for text.
    static let formatterTypes: Set<String> = ["NumberFormatter", "DateFormatter", "DateComponentsFormatter", "ByteCountFormatter", "RelativeDateTimeFormatter", "MeasurementFormatter", "Calendar"]
}
