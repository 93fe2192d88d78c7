import IsletInput

/// Reads the type declarations of a layout file (`"attributes"`, `"contentState"`), or the
/// schema `islet-swift` prints from an app's Swift, into `SchemaType`s. Types are written as
/// Swift spells them (`"[String: Int]?"`, `"ClosedRange<Date>"`, see `SchemaSpelling`), or as
/// objects where a string cannot say it: `{"enum": ...}`, `{"struct": {...}}`,
/// `{"array" | "set" | "dictionary": TYPE}`, `{"opaque": ...}`, each with `"optional": true`.
public enum SchemaParser {
    /// The named fields of a struct declaration, in source order.
    /// - Parameter unlabelledName: for an enum case's associated values (keys `label` or `_0`,
    ///   `_1` …), the case name, which names nested types of unlabelled values; renamed keys are
    ///   refused there, as synthesized `Codable` has no `CodingKeys` for them.
    public static func parseStruct(_ json: JSONValue, typeName: String, at path: JSONPath, unlabelledName: String? = nil) throws(InputError) -> StructSchema {
        guard let object = json.objectValue else {
            throw InputError(path: path, "expected an object of field names and types, found \(json.kindDescription)")
        }
        var fields: [StructSchema.Field] = []
        for (index, member) in object.members.enumerated() {
            let fieldPath = path.appending(member.key)
            guard isSwiftIdentifier(member.key) else {
                throw InputError(path: fieldPath, "\(JSONWriter.quoted(member.key)) is not a Swift property name")
            }
            guard !fields.contains(where: { $0.name == member.key }) else {
                throw InputError(path: fieldPath, "the field \(JSONWriter.quoted(member.key)) is declared twice")
            }
            var typeJSON = member.value
            var key: String?
            if let form = member.value.objectValue, form["type"] != nil {
                (typeJSON, key) = try renamedField(form, at: fieldPath)
                if unlabelledName != nil, key != nil {
                    throw InputError(path: fieldPath.appending("key"), "an associated value's JSON key is its label; it cannot be renamed")
                }
            }
            let naming = unlabelledName.map { member.key == "_\(index)" ? (index == 0 ? $0 : "\($0)\(index)") : member.key } ?? member.key
            let field = StructSchema.Field(name: member.key, key: key, type: try parseType(typeJSON, fieldName: naming, at: fieldPath))
            if let clash = fields.first(where: { $0.key == field.key }) {
                throw InputError(path: fieldPath, "\(member.key) and \(clash.name) both read the JSON key \(JSONWriter.quoted(field.key))")
            }
            fields.append(field)
        }
        return StructSchema(typeName: lastName(typeName), qualifiedName: typeName, fields: fields)
    }

    /// One type, from its string or object form; `fieldName` names generated nested types.
    public static func parseType(_ json: JSONValue, fieldName: String, at path: JSONPath) throws(InputError) -> SchemaType {
        switch json {
        case .string(let spelling):
            return try SchemaSpelling.parse(spelling, at: path)
        case .object(let object):
            return try parseObjectType(object, fieldName: fieldName, at: path)
        default:
            throw InputError(path: path, "expected a type such as \"String\" or {\"enum\": [...]}, found \(json.kindDescription)")
        }
    }

    /// `{"type": TYPE, "key": "json-key"}`: a property `CodingKeys` gives another JSON key.
    private static func renamedField(_ form: JSONObject, at path: JSONPath) throws(InputError) -> (JSONValue, String?) {
        for key in form.keys where key != "type" && key != "key" {
            throw InputError(path: path.appending(key), "unknown key \(JSONWriter.quoted(key)) in a field; expected \"type\" and \"key\"")
        }
        guard let type = form["type"] else { throw InputError(path: path, "a field object needs \"type\"") }
        switch form["key"] {
        case nil: return (type, nil)
        case .string(let key)?: return (type, key)
        case let other?: throw InputError(path: path.appending("key"), "expected the JSON key as a string, found \(other.kindDescription)")
        }
    }

    private static let kinds = ["enum", "struct", "array", "set", "dictionary", "opaque"]
    private static let extraKeys: [String: [String]] = [
        "enum": ["name"], "struct": ["name"], "dictionary": ["keyType"], "opaque": ["reason", "note"],
    ]

    private static func parseObjectType(_ object: JSONObject, fieldName: String, at path: JSONPath) throws(InputError) -> SchemaType {
        let present = kinds.filter { object[$0] != nil }
        guard present.count == 1, let kind = present.first, let body = object[kind] else {
            throw InputError(path: path, "a type object needs exactly one of \(kinds.map { JSONWriter.quoted($0) }.joined(separator: ", "))")
        }
        let allowed = [kind, "optional"] + (extraKeys[kind] ?? [])
        for key in object.keys where !allowed.contains(key) {
            throw InputError(path: path.appending(key), "unknown key \(JSONWriter.quoted(key)) in a type; expected \(allowed.map { JSONWriter.quoted($0) }.joined(separator: ", "))")
        }
        let kindPath = path.appending(kind)
        let base: SchemaType
        switch kind {
        case "enum":
            base = .enumeration(try parseEnum(body, typeName: try declaredName(object, fieldName: fieldName, at: path), at: kindPath))
        case "struct":
            base = .structure(try parseStruct(body, typeName: try declaredName(object, fieldName: fieldName, at: path), at: kindPath))
        case "array":
            base = .array(try parseType(body, fieldName: singular(fieldName), at: kindPath))
        case "set":
            base = .set(try parseType(body, fieldName: singular(fieldName), at: kindPath))
        case "dictionary":
            base = .dictionary(key: try keyType(object["keyType"], at: path.appending("keyType")), value: try parseType(body, fieldName: singular(fieldName), at: kindPath))
        default:
            base = .opaque(try parseOpaque(object, at: path))
        }
        switch object["optional"] {
        case nil, .bool(false): return base
        case .bool(true): return .optional(base)
        case let other?:
            throw InputError(path: path.appending("optional"), "expected true or false, found \(other.kindDescription)")
        }
    }

    /// The `"name"` an enum or struct carries (the app's Swift name, dotted from the top level
    /// where the type is nested: `Shared.Phase`), or one made from the field.
    private static func declaredName(_ object: JSONObject, fieldName: String, at path: JSONPath) throws(InputError) -> String {
        guard let value = object["name"] else { return typeName(for: fieldName) }
        guard let name = value.stringValue, name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ isSwiftIdentifier(String($0)) }) else {
            throw InputError(path: path.appending("name"), "expected a Swift type name such as \"Step\" or \"Route.Step\"")
        }
        return name
    }

    /// A dotted type name's last part: the name the type's own declaration gives it.
    private static func lastName(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    private static func keyType(_ json: JSONValue?, at path: JSONPath) throws(InputError) -> DictionaryKey {
        guard let json else { return .string }
        guard let text = json.stringValue, let key = DictionaryKey(rawValue: text) else {
            throw InputError(path: path, "a dictionary's keys are \"String\" or \"Int\"")
        }
        return key
    }

    private static func parseOpaque(_ object: JSONObject, at path: JSONPath) throws(InputError) -> OpaqueSchema {
        guard let spelling = object["opaque"]?.stringValue, !spelling.isEmpty else {
            throw InputError(path: path.appending("opaque"), "expected the type as the app spells it, such as \"Measurement<UnitLength>\"")
        }
        guard let reasonText = object["reason"]?.stringValue, let reason = OpaqueSchema.Reason(rawValue: reasonText) else {
            throw InputError(path: path.appending("reason"), "expected \"reason\": \"unresolvedType\" or \"customDecoding\"")
        }
        var note: String?
        if let value = object["note"] {
            guard let text = value.stringValue else { throw InputError(path: path.appending("note"), "expected a string, found \(value.kindDescription)") }
            note = text
        }
        return OpaqueSchema(spelling: spelling, reason: reason, note: note)
    }

    private static func parseEnum(_ json: JSONValue, typeName: String, at path: JSONPath) throws(InputError) -> EnumSchema {
        if let object = json.objectValue { return try parseKeyedEnum(object, typeName: typeName, at: path) }
        guard let items = json.arrayValue, !items.isEmpty else {
            throw InputError(path: path, "expected a non-empty array of raw values (strings or integers), or an object of cases and their associated values")
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
        return EnumSchema(typeName: lastName(typeName), qualifiedName: typeName, rawValues: rawValues)
    }

    /// `{"idle": {}, "moving": {"_0": "Double"}}`: an enum without raw values.
    private static func parseKeyedEnum(_ object: JSONObject, typeName: String, at path: JSONPath) throws(InputError) -> EnumSchema {
        guard !object.members.isEmpty else { throw InputError(path: path, "an enum needs at least one case") }
        var cases: [(name: String, payload: StructSchema)] = []
        for member in object.members {
            let casePath = path.appending(member.key)
            guard isSwiftIdentifier(member.key) else { throw InputError(path: casePath, "\(JSONWriter.quoted(member.key)) is not a Swift case name") }
            guard !cases.contains(where: { $0.name == member.key }) else { throw InputError(path: casePath, "the case \(member.key) is declared twice") }
            let payload = try parseStruct(member.value, typeName: Self.typeName(for: member.key), at: casePath, unlabelledName: member.key)
            cases.append((member.key, payload))
        }
        return EnumSchema(typeName: lastName(typeName), qualifiedName: typeName, cases: cases)
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
