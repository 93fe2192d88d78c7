import FoundationEssentials
import IsletInput

/// A valid JSON value for any schema, the way a server would write it: what `islet codegen
/// --sample` prints, what the differential test mutates, and what the benchmark decodes.
public enum SampleValue {
    /// A value for every field of `schema`, optionals included.
    /// - Parameter now: Unix seconds; dates are written relative to it in Apple's reference time.
    public static func make(for schema: StructSchema, now: Double) -> JSONValue {
        var object = JSONObject()
        for field in schema.fields {
            object.append(field.key, make(for: field.type, named: field.name, now: now))
        }
        return .object(object)
    }

    /// A value of `type`; `name` seeds the text of strings.
    public static func make(for type: SchemaType, named name: String, now: Double) -> JSONValue {
        let reference = (now - ReferenceDate.unixOffset).rounded()
        switch type {
        case .string: return .string(words(name))
        case .integer: return .number(JSONNumber(3))
        case .floatingPoint(.double), .floatingPoint(.cgFloat): return .number(JSONNumber(literal: "0.62"))
        case .floatingPoint: return .number(JSONNumber(literal: "0.5"))
        case .decimal: return .number(JSONNumber(literal: "12.5"))
        case .bool: return .bool(true)
        case .date: return .number(JSONNumber(reference + 1800))
        case .url: return .string("https://example.com/\(name)")
        case .uuid: return .string("E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        case .data: return .string(Data(name.utf8).base64EncodedString())
        case .range(.date, _): return .array([.number(JSONNumber(reference)), .number(JSONNumber(reference + 1800))])
        case .range(let bound, _): return .array([make(for: bound, named: name, now: now), make(for: bound, named: name, now: now)])
        case .array(let element), .set(let element):
            return .array([make(for: element, named: name, now: now), make(for: element, named: name, now: now)])
        case .dictionary(let key, let value):
            let keys = key == .int ? ["1", "2"] : ["first", "second"]
            return .object(JSONObject(keys.map { .init(key: $0, value: make(for: value, named: name, now: now)) }))
        case .optional(let wrapped): return make(for: wrapped, named: name, now: now)
        case .enumeration(let schema):
            let middle = schema.rawValues.count / 2
            switch (schema.rawValues[middle], schema.payloads) {
            case (.string(let text), let payloads?):
                return .object(JSONObject([.init(key: text, value: make(for: payloads[middle], now: now))]))
            case (.string(let text), nil): return .string(text)
            case (.int(let value), _): return .number(JSONNumber(value))
            }
        case .structure(let schema): return make(for: schema, now: now)
        case .opaque: return .object(JSONObject())
        }
    }

    /// `driverName` → `Driver name`: readable text that shows which field it came from.
    public static func words(_ name: String) -> String {
        var text = ""
        for character in name {
            if character.isUppercase && !text.isEmpty {
                text += " " + character.lowercased()
            } else if character == "_" {
                text += " "
            } else {
                text.append(text.isEmpty ? Character(character.uppercased()) : character)
            }
        }
        return text
    }
}
