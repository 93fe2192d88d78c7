import FoundationEssentials
import Glibc
import IsletProgram

extension LibraryContext {
    /// The standard library's and Foundation's initializers widgets call: number and string
    /// conversions, dates on the injected clock, `URL(string:)`.
    func foundationInit(_ name: String, _ arguments: [ScriptElement], at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        let labelled = { (label: String) in arguments.first { $0.label == label }?.value }
        let first = arguments.first?.value ?? .void
        if let made = try appGroupInit(name, arguments, at: spot) { return made }
        switch name {
        case "Bool":
            if case .string(let text) = first { return text == "true" ? .bool(true) : text == "false" ? .bool(false) : .null }
            return first
        case "Measurement":
            return measurement(arguments, at: spot)
        case "Decimal":
            // A number: the widget's arithmetic and format styles treat it as a Double.
            if case .string(let text)? = labelled("string") { return Double(text).map { .double($0) } ?? .null }
            return arguments.isEmpty ? .double(0) : converted(first, to: "Double", at: spot)
        case "Date":
            let now = environment.now
            if let seconds = labelled("timeIntervalSinceNow")?.number { return .date(now.addingTimeInterval(seconds)) }
            if let seconds = labelled("timeIntervalSince1970")?.number { return .date(Date(timeIntervalSince1970: seconds)) }
            if let seconds = labelled("timeIntervalSinceReferenceDate")?.number { return .date(Date(timeIntervalSinceReferenceDate: seconds)) }
            if let seconds = labelled("timeInterval")?.number, case .date(let base)? = labelled("since") { return .date(base.addingTimeInterval(seconds)) }
            return arguments.isEmpty ? .date(now) : opaque("Date", "islet cannot make a date from these arguments", at: spot)
        case "URL":
            guard case .string(let text)? = labelled("string") else { return opaque("URL", "islet reads only URL(string:)", at: spot) }
            // As iOS 17 does, a character a URL cannot hold is percent-encoded (`a b` is `a%20b`),
            // and a text that is no URL even so (an empty one, a space in the host) is nil.
            return URL(string: text).map { .url($0.absoluteString) } ?? .null
        case "UUID":
            // A UUID is its string form, as the content state's JSON holds it; `UUID()` is
            // drawn from the seeded generator, so a render is repeatable.
            if case .string(let text)? = labelled("uuidString") { return UUID(uuidString: text).map { .string($0.uuidString) } ?? .null }
            guard arguments.isEmpty else { return opaque("UUID", "islet makes a UUID only from UUID() or UUID(uuidString:)", at: spot) }
            return .string(seededUUID())
        case "Array":
            if case .range = first { return .array(try elements(of: first, at: spot)) }
            return arguments.isEmpty ? .array([]) : first
        case "Set":
            guard case .array(let items) = first else { return .array([]) }
            return .array(items.reduce(into: []) { unique, item in if !unique.contains(where: { equal($0, item) }) { unique.append(item) } })
        case "Dictionary":
            return .dictionary([])
        case "Regex":
            return regex(arguments, at: spot)
        case "TimeZone":
            return timeZoneInit(arguments, at: spot)
        case "Scanner":
            return scanner(arguments)
        case "CharacterSet":
            // `CharacterSet(charactersIn:)`: the scalars of its text (`scalarTest`).
            guard case .string(let members)? = labelled("charactersIn") else { return opaque("CharacterSet", "islet makes a set only from CharacterSet(charactersIn:)", at: spot) }
            return .instance(ScriptInstance(type: "CharacterSet", fields: ["characters": .string(members)]))
        case "NSNumber":
            return first
        case "Locale":
            // Which language `.environment(\.locale, …)` draws in; formats keep en_US for now.
            guard case .string(let identifier)? = labelled("identifier") else { return opaque("Locale", "islet makes a locale only from Locale(identifier:)", at: spot) }
            return .instance(ScriptInstance(type: "Locale", fields: ["identifier": .string(identifier)]))
        case "MeasurementFormatter":
            // Its number formatter is an object of its own, which the widget configures in place.
            let numbers = ScriptObject(type: "NumberFormatter", fields: ["numberStyle": .symbol("decimal")])
            return .object(ScriptObject(type: name, fields: ["numberFormatter": .object(numbers)]))
        case _ where LibraryTables.formatterTypes.contains(name):
            return .object(ScriptObject(type: name, fields: [:]))
        default:
            return opaque(name, "islet does not know this type", at: spot)
        }
    }

    /// A version-4 UUID's string from the seeded generator.
    private func seededUUID() -> String {
        let high = random.next(), low = random.next()
        var bytes = (0..<8).map { UInt8(truncatingIfNeeded: high >> (8 * $0)) } + (0..<8).map { UInt8(truncatingIfNeeded: low >> (8 * $0)) }
        bytes[6] = bytes[6] & 0x0F | 0x40
        bytes[8] = bytes[8] & 0x3F | 0x80
        let uuid = UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                               bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
        return uuid.uuidString
    }

    /// `T(value)` for a numeric type `T`: an integer type truncates toward zero (a value past
    /// `Int` stops the app, so it is a placeholder), `Float` keeps a `Float`'s precision.
    func converted(_ value: ScriptValue, to name: String, at spot: ScriptSpot) -> ScriptValue {
        switch value {
        case .null, .opaque: return value
        case .string: return parsed(value, as: name, radix: nil)
        default: break
        }
        guard let number = value.number else { return opaque(name, "islet cannot convert \(value.kindName) to \(name)", at: spot) }
        if ArgumentFit.integerTypes.contains(name) {
            guard let whole = Int(exactly: number.rounded(.towardZero)), fits(whole, name) else {
                return opaque(name + "(_:)", "\(number) does not fit in \(name), which stops the app", at: spot)
            }
            return .int(whole)
        }
        return name == "Float" ? .double(Double(Float(number))) : .double(number)
    }

    /// `T(text)` and `T(text, radix:)`: the number the text spells, or nil; an unsigned type
    /// refuses a sign (`UInt32(hex, radix: 16)` reads a kit colour's digits).
    func parsed(_ value: ScriptValue, as name: String, radix: Int?) -> ScriptValue {
        guard case .string(let text) = value else { return .null }
        if ArgumentFit.integerTypes.contains(name) {
            if name.hasPrefix("U"), text.hasPrefix("-") || text.hasPrefix("+") { return .null }
            guard let whole = Int(text, radix: max(2, min(36, radix ?? 10))), fits(whole, name) else { return .null }
            return .int(whole)
        }
        guard let number = Double(text) else { return .null }
        return name == "Float" ? .double(Double(Float(number))) : .double(number)
    }

    /// The standard library's free functions run by name: `NSLocalizedString` and `print`, and
    /// once `LibrarySurface.freeFunctions` resolved the call, `round` and friends, `pow`, `zip`
    /// (a one-sided range paired as far as the other sequence goes) and `stride`.
    func freeFunction(_ name: String, _ arguments: [ScriptElement], at spot: ScriptSpot) -> ScriptValue? {
        let values = arguments.map(\.value)
        switch name {
        case "NSLocalizedString":
            return localizedString(arguments)
        case "round", "floor", "ceil", "sqrt", "pow", "log10", "exp":
            guard let number = values.first?.number else { return nil }
            switch name {
            case "round": return .double(number.rounded())
            case "floor": return .double(number.rounded(.down))
            case "ceil": return .double(number.rounded(.up))
            case "sqrt": return .double(number.squareRoot())
            case "pow": return values.count > 1 ? values[1].number.map { .double(pow(number, $0)) } : nil
            case "log10": return .double(log10(number))
            default: return .double(exp(number))
            }
        case "print", "debugPrint", "assert", "precondition":
            return .void
        case "zip":
            guard values.count == 2, let a = zipped(values[0], along: values[1]), let b = zipped(values[1], along: values[0]) else { return nil }
            return .array(zip(a, b).map { .tuple([ScriptElement($0), ScriptElement($1)]) })
        case "stride":
            guard let from = values.first?.number, values.count == 3, let to = values[1].number, let by = values[2].number, by != 0 else { return nil }
            let through = arguments[1].label == "through"
            var items: [ScriptValue] = []
            var current = from
            let isInt = values.allSatisfy { if case .int = $0 { true } else { false } }
            while by > 0 ? (current < to || (through && current == to)) : (current > to || (through && current == to)), items.count < Self.stepBudget {
                items.append(isInt ? .int(Int(saturating: current)) : .double(current))
                current += by
            }
            return .array(items)
        default:
            return nil
        }
    }

    /// A sequence `zip` pairs: an array, a bounded range's values, or as many of a one-sided
    /// range's (`0...`) as the other sequence has.
    private func zipped(_ sequence: ScriptValue, along other: ScriptValue) -> [ScriptValue]? {
        switch sequence {
        case .array(let items): return items
        case .range(.int(let lower), .null, _):
            guard let count = zipped(other, along: .array([])).map(\.count) else { return nil }
            return (0..<count).map { .int(lower + $0) }
        case .range(.int(let lower), .int(let upper), let closed):
            let end = closed ? upper : upper - 1
            guard end >= lower, end - lower < Self.stepBudget else { return end < lower ? [] : nil }
            return (lower...end).map { .int($0) }
        default: return nil
        }
    }
}
