import FoundationEssentials
import IsletProgram

extension Interpreter {
    /// A property of a value islet knows (`count`, `isEmpty`, `timeIntervalSinceNow`), or a
    /// method of it as a value to call; a member of a value islet does not know is opaque.
    func builtinMember(_ name: String, of value: ScriptValue, at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        switch (value, name) {
        case (_, "description"), (_, "debugDescription"): return .string(describe(value))
        // `x.self` is `x`: `[Spool].self` names an array type for `JSONDecoder`.
        case (_, "self"): return value
        case (.string(let text), "count"): return .int(text.count)
        // A UUID is carried as its string form.
        case (.string(let text), "uuidString"): return .string(text)
        case (.string(let text), "isEmpty"): return .bool(text.isEmpty)
        // A `String.Index` is carried as a character offset (`Scanner.currentIndex` too).
        case (.string, "startIndex"): return .int(0)
        case (.string(let text), "endIndex"): return .int(text.count)
        case (.string(let text), "first"): return text.first.map { .string(String($0)) } ?? .null
        case (.string(let text), "last"): return text.last.map { .string(String($0)) } ?? .null
        case (.string(let text), "capitalized"), (.string(let text), "localizedCapitalized"):
            return .string(text.split(separator: " ", omittingEmptySubsequences: false).map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined(separator: " "))
        case (.array(let items), "count"): return .int(items.count)
        case (.array(let items), "isEmpty"): return .bool(items.isEmpty)
        case (.array(let items), "first"): return items.first ?? .null
        case (.array(let items), "last"): return items.last ?? .null
        case (.array(let items), "indices"): return .range(.int(0), .int(items.count), closed: false)
        case (.dictionary(let entries), "count"): return .int(entries.count)
        case (.dictionary(let entries), "isEmpty"): return .bool(entries.isEmpty)
        case (.dictionary(let entries), "keys"): return .array(entries.map(\.key))
        case (.dictionary(let entries), "values"): return .array(entries.map(\.value))
        case (.range(let lower, _, _), "lowerBound"): return lower
        case (.range(_, let upper, _), "upperBound"): return upper
        case (.range, "count"), (.range, "isEmpty"):
            let items = try elements(of: value, at: spot)
            return name == "count" ? .int(items.count) : .bool(items.isEmpty)
        case (.int(let number), "magnitude"): return .int(number.magnitude > UInt(Int.max) ? Int.max : Int(number.magnitude))
        case (.double(let number), "magnitude"): return .double(number.magnitude)
        case (.double(let number), "isNaN"): return .bool(number.isNaN)
        case (.double(let number), "isFinite"): return .bool(number.isFinite)
        case (.date(let date), "timeIntervalSince1970"): return .double(date.timeIntervalSince1970)
        case (.date(let date), "timeIntervalSinceReferenceDate"): return .double(date.timeIntervalSinceReferenceDate)
        case (.date(let date), "timeIntervalSinceNow"): return .double(date.timeIntervalSince(environment.now))
        case (.url(let text), "absoluteString"): return .string(text)
        case (.data(let bytes), "count"): return .int(bytes.count)
        case (.data(let bytes), "isEmpty"): return .bool(bytes.isEmpty)
        case (.url(let text), "host"), (.url(let text), "scheme"), (.url(let text), "path"), (.url(let text), "query"), (.url(let text), "lastPathComponent"):
            return urlPart(name, of: text)
        case (.object(let bundle), _) where bundle.type == "Bundle" && name != "localizedString" && name != "object":
            return bundleMember(name, nil, at: spot)
        case (.symbol(let symbol), _):
            if symbol.first?.isUppercase == true { return .type(symbol + "." + name) }
            if symbol == "fill", case .color(let fill)? = color(symbol: "fill." + name, []) { return .color(fill) }
            if let color = color(of: value) { return try builtinMember(name, of: .color(color), at: spot) }
            if let font = font(of: value) { return try builtinMember(name, of: .font(font), at: spot) }
        case (.color(let color), "gradient"): return .color(color)
        case (.font(let font), "bold"), (.font(let font), "monospacedDigit"), (.font(let font), "italic"):
            return .function(.builtin(name: name, receiver: .font(font)))
        default:
            break
        }
        return .function(.builtin(name: name, receiver: value))
    }

    /// A member of a framework type: `Color.red`, `Date.now`, `Int.max`, `Double.pi`; nested
    /// type names (`Edge.Set`) and other constants (`Alignment.leading`) are kept by name.
    func frameworkStatic(_ name: String, of typeName: String, at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        if name.first?.isUppercase == true { return .type(typeName + "." + name) }
        switch (typeName, name) {
        case ("Color", _), ("UIColor", _), ("ShapeStyle", _): return color(symbol: name, []) ?? .symbol(name)
        case ("Font", _): return font(symbol: name, []).map { .font($0) } ?? .symbol(name)
        case ("Date", "now"): return .date(environment.now)
        case ("UserDefaults", "standard"): return userDefaults(suite: nil)
        case ("FileManager", "default"): return .object(ScriptObject(type: "FileManager", fields: [:]))
        case ("Bundle", "main"): return .object(ScriptObject(type: "Bundle", fields: [:]))
        case ("Calendar", "current"), ("Calendar", "autoupdatingCurrent"):
            return .object(ScriptObject(type: "Calendar", fields: ["timeZone": timeZoneStatic("current") ?? .null]))
        case ("TimeZone", _): return timeZoneStatic(name) ?? .symbol(name)
        case ("Date", "distantFuture"): return .date(Date(timeIntervalSinceReferenceDate: 63_113_904_000))
        case ("Date", "distantPast"): return .date(Date(timeIntervalSinceReferenceDate: -63_114_076_800))
        case ("Int", "max"): return .int(.max)
        case ("Int", "min"): return .int(.min)
        case ("Double", "pi"), ("CGFloat", "pi"): return .double(.pi)
        case ("Double", "infinity"), ("CGFloat", "infinity"): return .double(.infinity)
        case ("Double", "greatestFiniteMagnitude"), ("CGFloat", "greatestFiniteMagnitude"): return .double(.greatestFiniteMagnitude)
        case ("Double", "random"), ("Int", "random"), ("CGFloat", "random"), ("Bool", "random"),
            // `ByteCountFormatter.string(fromByteCount:countStyle:)`, the class method.
            ("ByteCountFormatter", "string"):
            return .function(.builtin(name: name, receiver: .type(typeName)))
        default: return .symbol(name)
        }
    }

    /// `url.host`, `.scheme`, `.path`, `.query`, `.lastPathComponent`, as Foundation parses the
    /// URL; an absent part is nil, as Swift's optionals are.
    private func urlPart(_ name: String, of text: String) -> ScriptValue {
        guard let url = URL(string: text) else { return .null }
        let part: String? = switch name {
        case "host": url.host()
        case "scheme": url.scheme
        case "query": url.query()
        case "lastPathComponent": url.lastPathComponent
        // The property, decoded and without a trailing slash (`path()` is the method's).
        default: url.path
        }
        return part.map { .string($0) } ?? .null
    }
}
