/// Reads the type declarations of a layout file (`"attributes"`, `"contentState"`) into
/// `SchemaType`s. Types are written as Swift spells them (`"[String]?"`,
/// `"ClosedRange<Date>"`), or as objects where a string cannot say it: `{"enum": [...]}`,
/// `{"struct": {...}}`, `{"array": TYPE}`, each with an optional `"optional": true`.
public enum SchemaParser {
    /// The named fields of a struct declaration, in source order.
    public static func parseStruct(_ json: JSONValue, typeName: String, at path: JSONPath) throws(InputError) -> StructSchema {
        guard let object = json.objectValue else {
            throw InputError(path: path, "expected an object of field names and types, found \(json.kindDescription)")
        }
        var fields: [StructSchema.Field] = []
        for member in object.members {
            let fieldPath = path.appending(member.key)
            guard isSwiftIdentifier(member.key) else {
                throw InputError(path: fieldPath, "\(JSONWriter.quoted(member.key)) is not a Swift property name")
            }
            guard !fields.contains(where: { $0.name == member.key }) else {
                throw InputError(path: fieldPath, "the field \(JSONWriter.quoted(member.key)) is declared twice")
            }
            let type = try parseType(member.value, fieldName: member.key, at: fieldPath)
            fields.append(StructSchema.Field(name: member.key, type: type))
        }
        return StructSchema(typeName: typeName, fields: fields)
    }

    /// One type, from its string or object form; `fieldName` names generated nested types.
    public static func parseType(_ json: JSONValue, fieldName: String, at path: JSONPath) throws(InputError) -> SchemaType {
        switch json {
        case .string(let spelling):
            return try parseSpelling(spelling, fieldName: fieldName, at: path)
        case .object(let object):
            return try parseObjectType(object, fieldName: fieldName, at: path)
        default:
            throw InputError(path: path, "expected a type such as \"String\" or {\"enum\": [...]}, found \(json.kindDescription)")
        }
    }

    private static func parseObjectType(_ object: JSONObject, fieldName: String, at path: JSONPath) throws(InputError) -> SchemaType {
        let kinds = ["enum", "struct", "array"].filter { object[$0] != nil }
        guard kinds.count == 1, let kind = kinds.first else {
            throw InputError(path: path, "a type object needs exactly one of \"enum\", \"struct\" or \"array\"")
        }
        for key in object.keys where key != kind && key != "optional" {
            throw InputError(path: path.appending(key), "unknown key \(JSONWriter.quoted(key)) in a type; expected \(JSONWriter.quoted(kind)) and \"optional\"")
        }
        let base: SchemaType
        let kindPath = path.appending(kind)
        switch kind {
        case "enum":
            base = .enumeration(try parseEnum(object[kind]!, typeName: typeName(for: fieldName), at: kindPath))
        case "struct":
            base = .structure(try parseStruct(object[kind]!, typeName: typeName(for: fieldName), at: kindPath))
        default:
            base = .array(try parseType(object[kind]!, fieldName: singular(fieldName), at: kindPath))
        }
        switch object["optional"] {
        case nil, .bool(false): return base
        case .bool(true): return .optional(base)
        case let other?:
            throw InputError(path: path.appending("optional"), "expected true or false, found \(other.kindDescription)")
        }
    }

    private static func parseEnum(_ json: JSONValue, typeName: String, at path: JSONPath) throws(InputError) -> EnumSchema {
        guard let items = json.arrayValue, !items.isEmpty else {
            throw InputError(path: path, "expected a non-empty array of raw values (strings or integers)")
        }
        var rawValues: [EnumSchema.RawValue] = []
        for (index, item) in items.enumerated() {
            let raw: EnumSchema.RawValue
            switch item {
            case .string(let text): raw = .string(text)
            case .number(let number) where number.isIntegerLiteral && number.exactInt != nil: raw = .int(number.exactInt!)
            default:
                throw InputError(path: path.appending(index: index), "an enum raw value must be a string or an integer, found \(item.kindDescription)")
            }
            if let first = rawValues.first, (first.isString) != (raw.isString) {
                throw InputError(path: path.appending(index: index), "raw values must all be strings or all be integers")
            }
            guard !rawValues.contains(raw) else {
                throw InputError(path: path.appending(index: index), "the raw value \(raw) appears twice")
            }
            rawValues.append(raw)
        }
        return EnumSchema(typeName: typeName, rawValues: rawValues)
    }

    private static func parseSpelling(_ raw: String, fieldName: String, at path: JSONPath) throws(InputError) -> SchemaType {
        let spelling = raw.filter { $0 != " " }
        if spelling.hasSuffix("?") {
            let inner = try parseSpelling(String(spelling.dropLast()), fieldName: fieldName, at: path)
            return .optional(inner)
        }
        if spelling.hasPrefix("["), spelling.hasSuffix("]") {
            return .array(try parseSpelling(String(spelling.dropFirst().dropLast()), fieldName: fieldName, at: path))
        }
        switch spelling {
        case "String": return .string
        case "Int": return .int
        case "Double": return .double
        case "Float": return .float
        case "Bool": return .bool
        case "Date": return .date
        case "URL": return .url
        case "ClosedRange<Date>": return .dateRange
        default:
            throw InputError(
                path: path,
                "unknown type \(JSONWriter.quoted(raw)); expected String, Int, Double, Float, Bool, Date, URL, ClosedRange<Date>, [T], T?, {\"enum\": [...]} or {\"struct\": {...}}"
            )
        }
    }

    /// `UpperCamelCase` of a field name, for generated nested types (`step` → `Step`).
    public static func typeName(for fieldName: String) -> String {
        guard let first = fieldName.first else { return "Value" }
        return first.uppercased() + fieldName.dropFirst()
    }

    private static func singular(_ name: String) -> String {
        name.hasSuffix("s") && name.count > 1 ? String(name.dropLast()) : name + "Item"
    }

    public static func isSwiftIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}

private extension EnumSchema.RawValue {
    var isString: Bool {
        if case .string = self { return true }
        return false
    }
}
