import FoundationEssentials

/// Decodes JSON into `StateValue`s with the rules of Swift's default `JSONDecoder` for the
/// struct the schema describes: what it accepts, what it rejects, and the error kind and
/// coding path it reports (REFERENCE.md §3, "How iOS decodes content-state"). The differential
/// test in `ContentStateDecoderDifferentialTests` holds it to the real decoder.
public enum ContentStateDecoder {
    /// Decodes a struct's fields from a JSON object; extra keys are ignored, as Swift ignores them.
    public static func decode(_ json: JSONValue, as schema: StructSchema) throws(DecodingFailure) -> StateValue {
        try decodeStruct(json, schema: schema, path: [])
    }

    /// Decodes one value of `type` at `path`.
    public static func decode(_ json: JSONValue, as type: SchemaType, at path: [JSONPath.Component] = []) throws(DecodingFailure) -> StateValue {
        switch type {
        case .optional(let wrapped):
            if json == .null { return .null }
            return try decode(json, as: wrapped, at: path)
        case .string:
            return .string(try string(json, path: path))
        case .bool:
            // Swift checks Bool for null no sooner than for its type: null is a typeMismatch here.
            guard case .bool(let value) = json else {
                throw DecodingFailure(.typeMismatch, at: path, "Expected to decode Bool but found \(json.kindDescription) instead.")
            }
            return .bool(value)
        case .int:
            return .int(try integer(json, path: path))
        case .double:
            return .double(try double(json, path: path))
        case .float:
            return .double(Double(try float(json, path: path)))
        case .date:
            return .date(Date(timeIntervalSinceReferenceDate: try double(json, path: path)))
        case .url:
            let text = try string(json, expected: "URL", path: path)
            guard URL(string: text) != nil else {
                throw DecodingFailure(.dataCorrupted, at: path, "Invalid URL string: \(JSONWriter.quoted(text)) is not a URL Foundation can parse.")
            }
            return .url(text)
        case .dateRange:
            return try dateRange(json, path: path)
        case .array(let element):
            guard case .array(let items) = json else { throw mismatch(json, expected: "Array<Any>", path: path) }
            var values: [StateValue] = []
            values.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                values.append(try decode(item, as: element, at: path + [.index(index)]))
            }
            return .array(values)
        case .enumeration(let schema):
            return try enumeration(json, schema: schema, path: path)
        case .structure(let schema):
            return try decodeStruct(json, schema: schema, path: path)
        }
    }

    private static func decodeStruct(_ json: JSONValue, schema: StructSchema, path: [JSONPath.Component]) throws(DecodingFailure) -> StateValue {
        // A struct without stored properties never opens a container, so Swift accepts any value.
        if schema.fields.isEmpty { return .record(StateRecord()) }
        guard case .object(let object) = json else { throw mismatch(json, expected: "Dictionary<String, Any>", path: path) }
        var record = StateRecord()
        for field in schema.fields {
            // Swift keeps the first of repeated keys.
            guard let value = object.members.first(where: { $0.key == field.name })?.value else {
                if field.type.isOptional {
                    record[field.name] = .null
                    continue
                }
                throw DecodingFailure(.keyNotFound, at: path, missingKey: field.name, "No value associated with key \(JSONWriter.quoted(field.name)).")
            }
            record[field.name] = try decode(value, as: field.type, at: path + [.key(field.name)])
        }
        return .record(record)
    }

    private static func string(_ json: JSONValue, expected: String = "String", path: [JSONPath.Component]) throws(DecodingFailure) -> String {
        guard case .string(let text) = json else { throw mismatch(json, expected: expected, path: path) }
        return text
    }

    private static func literal(_ json: JSONValue, expected: String, path: [JSONPath.Component]) throws(DecodingFailure) -> String {
        guard case .number(let number) = json else { throw mismatch(json, expected: expected, path: path) }
        return number.literal
    }

    private static func integer(_ json: JSONValue, path: [JSONPath.Component]) throws(DecodingFailure) -> Int {
        let text = try literal(json, expected: "Int", path: path)
        guard let value = SwiftNumberRules.int(text) else { throw doesNotFit(text, "Int", path: path) }
        return value
    }

    private static func double(_ json: JSONValue, path: [JSONPath.Component]) throws(DecodingFailure) -> Double {
        let text = try literal(json, expected: "Double", path: path)
        guard let value = SwiftNumberRules.double(text) else { throw doesNotFit(text, "Double", path: path) }
        return value
    }

    private static func float(_ json: JSONValue, path: [JSONPath.Component]) throws(DecodingFailure) -> Float {
        let text = try literal(json, expected: "Float", path: path)
        guard let value = SwiftNumberRules.float(text) else { throw doesNotFit(text, "Float", path: path) }
        return value
    }

    private static func dateRange(_ json: JSONValue, path: [JSONPath.Component]) throws(DecodingFailure) -> StateValue {
        guard case .array(let items) = json else { throw mismatch(json, expected: "Array<Any>", path: path) }
        var bounds: [Date] = []
        for index in 0..<2 {
            let boundPath = path + [.index(index)]
            guard index < items.count else {
                throw DecodingFailure(
                    .valueNotFound, at: boundPath,
                    "Unkeyed container is at end: a ClosedRange<Date> needs two elements, [lowerBound, upperBound]."
                )
            }
            bounds.append(Date(timeIntervalSinceReferenceDate: try double(items[index], path: boundPath)))
        }
        guard bounds[0] <= bounds[1] else {
            throw DecodingFailure(.dataCorrupted, at: path, "Cannot initialize ClosedRange<Date> with a lowerBound greater than upperBound.")
        }
        return .dateRange(bounds[0]...bounds[1])
    }

    private static func enumeration(_ json: JSONValue, schema: EnumSchema, path: [JSONPath.Component]) throws(DecodingFailure) -> StateValue {
        let raw: EnumSchema.RawValue
        if schema.isIntegerBacked {
            raw = .int(try integer(json, path: path))
        } else {
            raw = .string(try string(json, path: path))
        }
        guard let index = schema.index(of: raw) else {
            let rawType = schema.isIntegerBacked ? "Int" : "String"
            let cases = schema.rawValues.map(\.description).joined(separator: ", ")
            throw DecodingFailure(
                .dataCorrupted, at: path,
                "Cannot initialize \(schema.typeName) from invalid \(rawType) value \(raw); the raw values are \(cases)."
            )
        }
        return .enumCase(raw: raw, index: index)
    }

    private static func mismatch(_ json: JSONValue, expected: String, path: [JSONPath.Component]) -> DecodingFailure {
        if json == .null {
            return DecodingFailure(.valueNotFound, at: path, "Cannot get value of type \(expected) -- found null value instead.")
        }
        return DecodingFailure(.typeMismatch, at: path, "Expected to decode \(expected) but found \(json.kindDescription) instead.")
    }

    private static func doesNotFit(_ literal: String, _ type: String, path: [JSONPath.Component]) -> DecodingFailure {
        DecodingFailure(
            .dataCorrupted, at: [], valuePath: path,
            "The number \(literal) does not fit in \(type); Swift reports it only as \"The given data was not valid JSON.\" at the root."
        )
    }
}
