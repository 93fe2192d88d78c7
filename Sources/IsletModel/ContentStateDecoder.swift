import FoundationEssentials
import IsletInput

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
        case .integer(let integerType):
            return try integer(json, as: integerType, path: path)
        case .floatingPoint(let floatType):
            return .double(try floatingPoint(json, as: floatType, path: path))
        case .decimal:
            return .double(try decimal(json, path: path))
        case .date:
            return .date(Date(timeIntervalSinceReferenceDate: try double(json, path: path)))
        case .url:
            let text = try string(json, expected: "URL", path: path)
            guard URL(string: text) != nil else {
                throw DecodingFailure(.dataCorrupted, at: path, "Invalid URL string: \(JSONWriter.quoted(text)) is not a URL Foundation can parse.")
            }
            return .url(text)
        case .uuid:
            return .string(try uuid(json, path: path))
        case .data:
            return .string(try data(json, path: path))
        case .range(let bound, let closed):
            return try range(json, bound: bound, closed: closed, path: path)
        case .array(let element):
            return .array(try elements(json, as: element, path: path))
        case .set(let element):
            var unique: [StateValue] = []
            for value in try elements(json, as: element, path: path) where !unique.contains(value) { unique.append(value) }
            return .array(unique)
        case .dictionary(let key, let value):
            return try dictionary(json, key: key, value: value, path: path)
        case .enumeration(let schema) where schema.hasRawValues:
            return try rawValueEnum(json, schema: schema, path: path)
        case .enumeration(let schema):
            return try keyedEnum(json, schema: schema, path: path)
        case .structure(let schema):
            return try decodeStruct(json, schema: schema, path: path)
        case .opaque:
            // Whatever the app's own code accepts; `PayloadCheck` warns that islet cannot tell.
            return .null
        }
    }

    private static func decodeStruct(_ json: JSONValue, schema: StructSchema, path: [JSONPath.Component]) throws(DecodingFailure) -> StateValue {
        // A struct without stored properties never opens a container, so Swift accepts any value.
        if schema.fields.isEmpty { return .record(StateRecord()) }
        guard case .object(let object) = json else { throw mismatch(json, expected: "Dictionary<String, Any>", path: path, container: "keyed") }
        return .record(try fields(of: object, schema: schema, path: path))
    }

    /// The fields of a keyed container: a struct's, or an enum case's associated values.
    static func fields(of object: JSONObject, schema: StructSchema, path: [JSONPath.Component]) throws(DecodingFailure) -> StateRecord {
        var record = StateRecord()
        for field in schema.fields {
            // Swift keeps the first of repeated keys.
            guard let value = object.members.first(where: { $0.key == field.key })?.value else {
                if field.type.isOptional {
                    record[field.name] = .null
                    continue
                }
                throw DecodingFailure(.keyNotFound, at: path, missingKey: field.key, "No value associated with key \(JSONWriter.quoted(field.key)).")
            }
            record[field.name] = try decode(value, as: field.type, at: path + [.key(field.key)])
        }
        return record
    }

    private static func elements(_ json: JSONValue, as element: SchemaType, path: [JSONPath.Component]) throws(DecodingFailure) -> [StateValue] {
        guard case .array(let items) = json else { throw mismatch(json, expected: "Array<Any>", path: path, container: "unkeyed") }
        var values: [StateValue] = []
        values.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            values.append(try decode(item, as: element, at: path + [.index(index)]))
        }
        return values
    }

    static func string(_ json: JSONValue, expected: String = "String", path: [JSONPath.Component]) throws(DecodingFailure) -> String {
        guard case .string(let text) = json else { throw mismatch(json, expected: expected, path: path) }
        return text
    }

    private static func rawValueEnum(_ json: JSONValue, schema: EnumSchema, path: [JSONPath.Component]) throws(DecodingFailure) -> StateValue {
        let raw: EnumSchema.RawValue
        if schema.isIntegerBacked {
            raw = .int(try int(json, path: path))
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

    /// Swift's failure for a value of the wrong kind: `valueNotFound` for null, else `typeMismatch`.
    /// `container` names what Swift was opening (`keyed`, `unkeyed`) when it was one.
    static func mismatch(_ json: JSONValue, expected: String, path: [JSONPath.Component], container: String? = nil) -> DecodingFailure {
        if json == .null {
            let wanted = container.map { "\($0) decoding container" } ?? "value of type \(expected)"
            return DecodingFailure(.valueNotFound, at: path, "Cannot get \(wanted) -- found null value instead.")
        }
        return DecodingFailure(.typeMismatch, at: path, "Expected to decode \(expected) but found \(json.kindDescription) instead.")
    }
}
