/// A valid JSON value for any schema, the way a server would write it: what `islet codegen
/// --sample` prints, what the differential test mutates, and what the benchmark decodes.
public enum SampleValue {
    /// A value for every field of `schema`, optionals included.
    /// - Parameter now: Unix seconds; dates are written relative to it in Apple's reference time.
    public static func make(for schema: StructSchema, now: Double) -> JSONValue {
        var object = JSONObject()
        for field in schema.fields {
            object.append(field.name, make(for: field.type, named: field.name, now: now))
        }
        return .object(object)
    }

    /// A value of `type`; `name` seeds the text of strings.
    public static func make(for type: SchemaType, named name: String, now: Double) -> JSONValue {
        let reference = (now - ReferenceDate.unixOffset).rounded()
        switch type {
        case .string: return .string(words(name))
        case .int: return .number(JSONNumber(3))
        case .double: return .number(JSONNumber(literal: "0.62"))
        case .float: return .number(JSONNumber(literal: "0.5"))
        case .bool: return .bool(true)
        case .date: return .number(JSONNumber(reference + 1800))
        case .url: return .string("https://example.com/\(name)")
        case .dateRange: return .array([.number(JSONNumber(reference)), .number(JSONNumber(reference + 1800))])
        case .array(let element): return .array([make(for: element, named: name, now: now), make(for: element, named: name, now: now)])
        case .optional(let wrapped): return make(for: wrapped, named: name, now: now)
        case .enumeration(let schema):
            switch schema.rawValues[schema.rawValues.count / 2] {
            case .string(let text): return .string(text)
            case .int(let value): return .number(JSONNumber(value))
            }
        case .structure(let schema): return make(for: schema, now: now)
        }
    }

    /// `driverName` → `Driver name`: readable text that shows which field it came from.
    static func words(_ name: String) -> String {
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
