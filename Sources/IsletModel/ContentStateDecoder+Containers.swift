import FoundationEssentials
import IsletInput

/// Ranges, dictionaries and enums without raw values, decoded as Swift's standard library and
/// synthesized `Codable` decode them (checked by the differential test, not from memory).
extension ContentStateDecoder {
    /// `[lowerBound, upperBound]`; extra elements are ignored. `Range` allows equal bounds too:
    /// both refuse only a lower bound above the upper.
    static func range(_ json: JSONValue, bound: SchemaType, closed: Bool, path: [JSONPath.Component]) throws(DecodingFailure) -> StateValue {
        let name = "\(closed ? "ClosedRange" : "Range")<\(bound)>"
        guard case .array(let items) = json else { throw mismatch(json, expected: "Array<Any>", path: path, container: "unkeyed") }
        var bounds: [StateValue] = []
        for index in 0..<2 {
            guard index < items.count else {
                throw DecodingFailure(.valueNotFound, at: path + [.index(index)], "Unkeyed container is at end: a \(name) needs two elements, [lowerBound, upperBound].")
            }
            bounds.append(try decode(items[index], as: bound, at: path + [.index(index)]))
        }
        if lowerExceedsUpper(bounds[0], bounds[1], literals: (items[0], items[1]), bound: bound) {
            throw DecodingFailure(.dataCorrupted, at: path, "Cannot initialize \(name) with a lowerBound greater than upperBound.")
        }
        if case .date(let lower) = bounds[0], case .date(let upper) = bounds[1] { return .dateRange(lower...upper) }
        return .bounds(lower: bounds[0], upper: bounds[1])
    }

    private static func lowerExceedsUpper(_ lower: StateValue, _ upper: StateValue, literals: (JSONValue, JSONValue), bound: SchemaType) -> Bool {
        if bound == .decimal, case .number(let a) = literals.0, case .number(let b) = literals.1,
            let x = Decimal(string: a.literal), let y = Decimal(string: b.literal) {
            return x > y
        }
        switch (lower, upper) {
        case (.int(let a), .int(let b)): return a > b
        case (.string(let a), .string(let b)): return a > b
        case (.date(let a), .date(let b)): return a > b
        default: return (lower.number ?? 0) > (upper.number ?? 0)
        }
    }

    /// A JSON object, every value decoded in document order (a repeated key's later values are
    /// not read). `Int` keys are whatever `Int("…")` reads (`"+1"`, `"01"`), kept as `"1"`.
    static func dictionary(_ json: JSONValue, key: DictionaryKey, value: SchemaType, path: [JSONPath.Component]) throws(DecodingFailure) -> StateValue {
        guard case .object(let object) = json else { throw mismatch(json, expected: "Dictionary<String, Any>", path: path, container: "keyed") }
        var record = StateRecord()
        var seen: Set<String> = []
        for member in object.members where seen.insert(member.key).inserted {
            let memberPath = path + [.key(member.key)]
            var name = member.key
            if key == .int {
                guard let number = Int(member.key) else {
                    throw DecodingFailure(.typeMismatch, at: memberPath, "Expected Int key but found String key \(JSONWriter.quoted(member.key)) instead.")
                }
                name = String(number)
            }
            record[name] = try decode(member.value, as: value, at: memberPath)
        }
        return .record(record)
    }

    /// Swift's synthesized keyed form: exactly one key that names a case (keys naming no case
    /// are not counted), holding an object of the associated values.
    static func keyedEnum(_ json: JSONValue, schema: EnumSchema, path: [JSONPath.Component]) throws(DecodingFailure) -> StateValue {
        guard case .object(let object) = json else { throw mismatch(json, expected: "Dictionary<String, Any>", path: path, container: "keyed") }
        let named = schema.rawValues.indices.filter { index in object[caseName(schema, index)] != nil }
        guard named.count == 1, let index = named.first, let payloads = schema.payloads else {
            let cases = schema.rawValues.map(\.description).joined(separator: ", ")
            throw DecodingFailure(.typeMismatch, at: path, "Invalid number of keys found, expected one: \(schema.typeName) is written {\"case\": {associated values}} with one of \(cases).")
        }
        let name = caseName(schema, index)
        let casePath = path + [.key(name)]
        guard let payload = object[name], case .object(let values) = payload else {
            throw mismatch(object[name] ?? .null, expected: "Dictionary<String, Any>", path: casePath, container: "keyed")
        }
        let associated = try fields(of: values, schema: payloads[index], path: casePath)
        return .enumCase(raw: .string(name), index: index, associated: payloads[index].fields.isEmpty ? nil : associated)
    }

    private static func caseName(_ schema: EnumSchema, _ index: Int) -> String {
        if case .string(let name) = schema.rawValues[index] { return name }
        return ""
    }
}
