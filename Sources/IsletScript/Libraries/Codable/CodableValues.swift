import IsletInput
import IsletModel
import IsletProgram

extension LibraryContext {
    /// Decodes `json` at `path` as the type `written` (as code of `owner` names it) the way the
    /// phone's `JSONDecoder` does with the app's types: a program type with its own
    /// `init(from:)` runs it; a synthesized struct or enum that holds such a type decodes field by
    /// field in declaration order, each by this rule; anything without app code goes whole to
    /// the content-state decoder (held to `JSONDecoder`), so a leaf fails as on the phone.
    func decodeValue(_ json: JSONValue, as written: ScriptTypeRepr, owner: String?, path: [JSONPath.Component], at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        try step(spot)
        let schema = decodingSchema(written, owner: owner, depth: 0)
        guard schema.holdsOpaque else { return try leafValue(json, schema, owner: owner, path: path) }
        if written.isOptional {
            return json == .null ? .null : try decodeValue(json, as: written.unwrapped, owner: owner, path: path, at: spot)
        }
        if let (key, value) = written.dictionaryTypes {
            try requireShape(json, .dictionary(key: .string, value: LibraryTables.anyJSON), path: path)
            var entries: [ScriptEntry] = []
            for member in json.objectValue?.members ?? [] {
                let decoded = try decodeValue(member.value, as: value, owner: owner, path: path + [.key(member.key)], at: spot)
                entries.append(ScriptEntry(key: key.name == "Int" ? Int(member.key).map { .int($0) } ?? .string(member.key) : .string(member.key), value: decoded))
            }
            return .dictionary(entries)
        }
        if let element = written.element {
            try requireShape(json, .array(LibraryTables.anyJSON), path: path)
            var items: [ScriptValue] = []
            for (position, item) in (json.arrayValue ?? []).enumerated() {
                items.append(try decodeValue(item, as: element, owner: owner, path: path + [.index(position)], at: spot))
            }
            return .array(items)
        }
        guard let type = index.type(written, from: owner) else { return .null }
        if let initializer = decodingInitializer(of: type) {
            let decoder = coding.open(CodingTable.Node(kind: .decoder, json: json, path: path, keyType: nil, owner: type.name))
            let start = type.kind == .enum ? ScriptValue.null : makeValue(type, try initialFields(of: type))
            let made = try runInitializer(initializer, of: type, [ScriptElement(label: "from", decoder)], at: initializer.spot, start: start)
            // `self = .cooking(minutes)` in an enum's init leaves an implicit member: it is a case of this enum.
            switch made {
            case .symbol(let name): return .enumCase(ScriptCase(type: type.name, name: name, associated: []))
            case .symbolCall(let name, let associated): return .enumCase(ScriptCase(type: type.name, name: name, associated: associated))
            default: return made
            }
        }
        if type.kind == .enum { return try decodeCase(json, of: type, path: path, at: spot) }
        try requireShape(json, LibraryTables.keyedShape, path: path)
        var fields = try initialFields(of: type)
        for (property, key) in codedProperties(of: type) {
            let written = property.type ?? .named("Any")
            guard let value = json.objectValue?.members.first(where: { $0.key == key })?.value else {
                guard written.isOptional else { throw .thrown(missingKey(key, in: json, path: path)) }
                fields[property.name] = .null
                continue
            }
            fields[property.name] = try decodeValue(value, as: written, owner: type.name, path: path + [.key(key)], at: spot)
        }
        return makeValue(type, fields)
    }

    /// The program type's own `init(from:)`, when it decodes itself.
    func decodingInitializer(of type: ScriptType) -> ScriptFunction? {
        type.methods.first { $0.name == "init" && !$0.isStatic && $0.parameters.count == 1 && $0.parameters[0].label == "from" }
    }

    /// An enum without raw values in Swift's synthesized form, `{"case": {"label": value}}`:
    /// the shape is judged by the content-state decoder, then each associated value decoded.
    private func decodeCase(_ json: JSONValue, of type: ScriptType, path: [JSONPath.Component], at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        let shapes = type.cases.map { option in
            (name: option.name, payload: StructSchema(typeName: option.name, fields: Self.payloadKeys(option).map { key, written in
                StructSchema.Field(name: key, type: written.isOptional ? .optional(LibraryTables.anyJSON) : LibraryTables.anyJSON)
            }))
        }
        let decoded: StateValue
        do { decoded = try ContentStateDecoder.decode(json, as: .enumeration(EnumSchema(typeName: type.name, cases: shapes)), at: path) } catch {
            throw .thrown(decodingErrorValue(error))
        }
        guard case .enumCase(_, let position, _) = decoded, type.cases.indices.contains(position) else { return .null }
        let option = type.cases[position]
        let values = json.objectValue?[option.name]?.objectValue
        var associated: [ScriptElement] = []
        for (parameter, (key, written)) in zip(option.associated, Self.payloadKeys(option)) {
            let value = values?[key] ?? .null
            let element = try decodeValue(value, as: written, owner: type.name, path: path + [.key(option.name), .key(key)], at: spot)
            associated.append(ScriptElement(label: parameter.label, element))
        }
        return .enumCase(ScriptCase(type: type.name, name: option.name, associated: associated))
    }

    /// A case's associated values as Swift 5.5's synthesized `Codable` keys them: by label,
    /// `_0`, `_1`… where a value has none.
    static func payloadKeys(_ option: ScriptEnumCase) -> [(key: String, type: ScriptTypeRepr)] {
        option.associated.enumerated().map { position, parameter in (parameter.label ?? "_\(position)", parameter.type) }
    }

    /// A value with no app code in it, decoded by the content-state decoder's rules.
    private func leafValue(_ json: JSONValue, _ schema: SchemaType, owner: String?, path: [JSONPath.Component]) throws(ScriptStop) -> ScriptValue {
        do {
            return scriptValue(try ContentStateDecoder.decode(try coding.dates.rewrite(json, as: schema, path: path), as: schema, at: path), schema: schema, owner: owner)
        } catch {
            throw .thrown(decodingErrorValue(error))
        }
    }

    /// Throws what `JSONDecoder` throws where `json` is not of `shape` (a keyed or unkeyed
    /// container, a dictionary): the content-state decoder's verdict on the shape alone.
    func requireShape(_ json: JSONValue, _ shape: SchemaType, path: [JSONPath.Component]) throws(ScriptStop) {
        do { _ = try ContentStateDecoder.decode(json, as: shape, at: path) } catch { throw .thrown(decodingErrorValue(error)) }
    }

    /// `keyNotFound` for `key` in the keyed container at `path`, as the content-state decoder words it.
    func missingKey(_ key: String, in json: JSONValue, path: [JSONPath.Component]) -> ScriptValue {
        let shape = SchemaType.structure(StructSchema(typeName: "", fields: [StructSchema.Field(name: key, type: LibraryTables.anyJSON)]))
        do { _ = try ContentStateDecoder.decode(json, as: shape, at: path) } catch { return decodingErrorValue(error) }
        return .null
    }


}

extension SchemaType {
    /// Whether some part of the type is opaque: a type with the app's own decoding code, or one
    /// islet has not read.
    var holdsOpaque: Bool {
        switch self {
        case .opaque: true
        case .optional(let inner), .array(let inner), .set(let inner), .range(let inner, _), .dictionary(_, let inner): inner.holdsOpaque
        case .structure(let schema): schema.fields.contains { $0.type.holdsOpaque }
        case .enumeration(let schema): schema.payloads?.contains { $0.fields.contains { $0.type.holdsOpaque } } ?? false
        default: false
        }
    }
}

extension LibraryTables {
    /// Any JSON at all: what a container's shape check leaves to the code that reads it.
    static let anyJSON = SchemaType.opaque(OpaqueSchema(spelling: "Any", reason: .customDecoding))

    /// A keyed container: any JSON object.
    static let keyedShape = SchemaType.structure(StructSchema(typeName: "", fields: [StructSchema.Field(name: "", type: .optional(anyJSON))]))
}
