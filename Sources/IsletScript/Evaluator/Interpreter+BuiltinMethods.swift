import FoundationEssentials
import IsletProgram

extension Interpreter {
    /// Calls `receiver.name(arguments)` for a value islet knows: a modifier on a view, a
    /// sequence, string, number or date method, a key path applied, an enum case with
    /// associated values made; anything else is opaque, named and placed.
    func builtinMethod(_ name: String, of receiver: ScriptValue, _ arguments: [ScriptElement], at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        let first = arguments.first?.value
        switch receiver {
        case .opaque, .null:
            return receiver
        case _ where (name == "map" || name == "flatMap") && arguments.count == 1 && !isCollection(receiver):
            // `optional.map { … }`: a present optional is its wrapped value itself here, so the
            // closure gets the value (`walkMinutes.map { " · \($0) min walk" }`).
            return try callValue(first ?? .null, [ScriptElement(receiver)], at: spot)
        case .void where arguments.count == 2:
            return binary(name, arguments[0].value, arguments[1].value, at: spot)
        case .type(let typeName):
            if name.hasPrefix("case ") { return try enumCase(String(name.dropFirst(5)), of: typeName, arguments, at: spot) }
            if name == "random" { return randomValue(of: typeName, in: first) }
            if name == "init" { return try construct(typeName, arguments, at: spot) }
            if typeName == "ByteCountFormatter", name == "string" { return byteCount(arguments) }
        case .array(let components) where name == "\\":
            var value = first ?? .null
            for component in components.map(describe) where component != "self" { value = try member(component, of: value, at: spot) }
            return value
        case .object(let object) where LibraryTables.formatterTypes.contains(object.type):
            if let result = formatterMethod(name, of: object, arguments) { return result }
        case .object(let object) where object.type == "Bundle":
            return bundleMember(name, arguments, at: spot)
        case .object(let object) where object.type == "UserDefaults":
            if let suite = suiteName(of: receiver), let result = defaultsMethod(name, suite: suite, arguments, at: spot) { return result }
        case .object(let object) where object.type == "FileManager":
            if let result = fileManagerMethod(name, arguments, at: spot) { return result }
            if let result = try fileManagerThrowingMethod(name, arguments, at: spot) { return result }
        case .object(let object) where object.fields[CodingTable.field] != nil:
            if let result = try codingMethod(name, of: object, arguments, at: spot) { return result }
        case .object(let object) where object.type == "JSONDecoder" && name == "decode":
            return try decode(arguments, with: object, at: spot)
        case .url(let text):
            if let result = urlMethod(name, text, arguments) { return result }
        case .instance(let proxy) where proxy.type == "GeometryProxy" && name == "frame":
            return geometryFrame(proxy)
        case .instance(let rect) where rect.type == "CGRect":
            if let result = rectMethod(name, of: receiver, arguments) { return result }
        case .instance(let pattern) where pattern.type == "Regex":
            if let result = regexMethod(name, of: receiver, arguments, at: spot) { return result }
        case .instance(let zone) where zone.type == "TimeZone":
            if let result = timeZoneMethod(name, of: receiver, arguments, at: spot) { return result }
        case .instance(let instance) where instance.type == "Measurement":
            if let result = measurementMethod(name, of: instance, arguments) { return result }
        case .view, .instance, .object:
            if let modified = try modifier(name, on: receiver, arguments, at: spot) { return modified }
        case .array(let items):
            if let result = try collectionMethod(name, of: items, arguments, at: spot) { return result }
        case .range(let lower, let upper, let closed) where name == "contains" && arguments.first?.label == nil:
            return .bool(contains(lower: lower, upper: upper, closed: closed, first ?? .null))
        case .range, .dictionary:
            if let result = try collectionMethod(name, of: try elements(of: receiver, at: spot), arguments, at: spot) { return result }
        case .string(let text):
            if let result = regexMethod(name, of: receiver, arguments, at: spot) { return result }
            if let result = try stringMethod(name, text, arguments, at: spot) { return result }
            if let result = try collectionMethod(name, of: try elements(of: receiver, at: spot), arguments, at: spot) { return result }
        case .int, .double, .date:
            if name == "formatted", let text = formatted(receiver, style: arguments.first { $0.label == nil }?.value, arguments) { return .string(text) }
            if case .date(let date) = receiver, let result = dateMethod(name, date, arguments) { return result }
            if let result = numberMethod(name, receiver, arguments) { return result }
        case .color(let color):
            if name == "opacity", let amount = first?.number { return .color(color.withOpacity(color.opacity * clamp(amount))) }
            if let modified = try modifier(name, on: receiver, arguments, at: spot) { return modified }
        case .font(let font):
            return fontMethod(name, of: font, arguments, digits: false)
        case .symbol, .symbolCall:
            if let color = color(of: receiver) { return try builtinMethod(name, of: .color(color), arguments, at: spot) }
            if let font = font(of: receiver) { return fontMethod(name, of: font, arguments, digits: hasMonospacedDigits(receiver)) }
            // `.number.precision(.fractionLength(1))`: a refinement of a style whose type the use decides.
            let (base, earlier): (String, [ScriptElement]) = if case .symbolCall(let called, let given) = receiver { (called, given) } else { (symbolName(receiver) ?? "", []) }
            return .symbolCall(base, earlier + [ScriptElement(label: name, arguments.first?.value ?? .void)])
        default:
            break
        }
        return opaque(name, "islet does not know \(receiver.kindName).\(name)", at: spot)
    }

    /// Whether `map` on the value is a sequence's rather than `Optional.map`.
    private func isCollection(_ value: ScriptValue) -> Bool {
        switch value {
        case .array, .dictionary, .range, .string: true
        default: false
        }
    }

    private func randomValue(of typeName: String, in range: ScriptValue?) -> ScriptValue {
        if typeName == "Bool" { return .bool(random.next() & 1 == 1) }
        guard case .range(let lower, let upper, let closed)? = range else { return .null }
        if case .int(let low) = lower, case .int(let high) = upper {
            let top = closed ? high : high - 1
            guard top >= low else { return .int(low) }
            let span = UInt64(bitPattern: Int64(top &- low)) &+ 1
            return .int(low &+ Int(truncatingIfNeeded: span == 0 ? random.next() : random.next() % span))
        }
        guard let low = lower.number, let high = upper.number else { return .null }
        return .double(low + (high - low) * Double(random.next() >> 11) / Double(1 << 53))
    }

    private func numberMethod(_ name: String, _ value: ScriptValue, _ arguments: [ScriptElement]) -> ScriptValue? {
        guard let number = value.number else { return nil }
        let first = arguments.first?.value
        switch name {
        case "rounded":
            let rule: FloatingPointRoundingRule
            switch first.flatMap(symbolName) {
            case "up": rule = .up
            case "down": rule = .down
            case "towardZero": rule = .towardZero
            case "toNearestOrEven": rule = .toNearestOrEven
            default: rule = .toNearestOrAwayFromZero
            }
            if case .int = value { return value }
            return .double(number.rounded(rule))
        case "squareRoot": return .double(number.squareRoot())
        case "truncatingRemainder": return first?.number.map { .double(number.truncatingRemainder(dividingBy: $0)) }
        case "isMultiple":
            guard case .int(let whole) = value, case .int(let divisor)? = first else { return nil }
            return .bool(divisor == 0 ? whole == 0 : whole % divisor == 0)
        case "clamped":
            guard case .range(let lower, let upper, _)? = first else { return nil }
            if less(value, lower) == true { return lower }
            if less(upper, value) == true { return upper }
            return value
        default: return nil
        }
    }

    private func dateMethod(_ name: String, _ date: Date, _ arguments: [ScriptElement]) -> ScriptValue? {
        let first = arguments.first?.value
        switch name {
        case "addingTimeInterval", "advanced": return first?.number.map { .date(date.addingTimeInterval($0)) }
        case "timeIntervalSince":
            guard case .date(let other)? = first else { return nil }
            return .double(date.timeIntervalSince(other))
        case "distance":
            guard case .date(let other)? = first else { return nil }
            return .double(other.timeIntervalSince(date))
        default: return nil
        }
    }
}
