import FoundationEssentials
import IsletInput
import IsletModel
import IsletProgram

extension LibraryContext {
    /// `JSONDecoder().decode(T.self, from: data)`: the bytes decoded into the program's `Codable`
    /// type by the rules of Swift's synthesized `Codable` and the default `JSONDecoder` (the
    /// content-state decoder's, so a file is judged as a push is), as instances the widget's code
    /// then reads, dates in the `dateDecodingStrategy` set on the decoder. A file the type does
    /// not decode throws a `DecodingError`, as on the phone.
    func decode(_ arguments: [ScriptElement], with decoder: ScriptObject, at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        guard let typeName = arguments.first.flatMap({ decodedType($0.value) }) else { return opaque("decode", "islet cannot tell which type to decode", at: spot) }
        guard case .data(let bytes)? = arguments.first(where: { $0.label == "from" })?.value else {
            return opaque("decode(_:from:)", "islet decodes only Data read from the App Group container", at: spot)
        }
        var strategy = JSONDateStrategy.deferredToDate
        if let chosen = decoder.fields["dateDecodingStrategy"] {
            guard let known = symbolName(chosen).flatMap(JSONDateStrategy.init(rawValue:)) else {
                return opaque("decode(_:from:)", "islet decodes dates as seconds since 2001 or 1970, milliseconds since 1970 or ISO 8601, not .\(describe(chosen))", at: spot)
            }
            strategy = known
        }
        let json: JSONValue
        do { json = try JSONParser.parse(String(decoding: bytes, as: UTF8.self)).value } catch {
            throw .thrown(decodingErrorValue(DecodingFailure(.dataCorrupted, at: [], "The given data was not valid JSON.")))
        }
        coding.dates = strategy
        return try decodeValue(json, as: typeName, owner: nil, path: [], at: spot)
    }

    /// The type `T.self` names: `[Spool].self` and `[String: Spool].self` are an array and a
    /// dictionary literal of types.
    func decodedType(_ value: ScriptValue) -> ScriptTypeRepr? {
        switch value {
        case .type(let name): return .named(name)
        case .array(let items) where items.count == 1: return decodedType(items[0]).map { .array($0) }
        case .dictionary(let entries) where entries.count == 1:
            guard let key = decodedType(entries[0].key), let element = decodedType(entries[0].value) else { return nil }
            return .dictionary(key: key, value: element)
        default: return nil
        }
    }

    /// The schema synthesized `Codable` decodes `written` with: the standard library's and
    /// Foundation's types as a layout spells them, arrays, sets, dictionaries and optionals of
    /// any type, the program's structs by their stored properties (renamed by `CodingKeys`; a
    /// `let` with an initial value is not decoded) and its enums by their raw values or cases.
    /// A type islet cannot follow, or one that decodes itself, is opaque, which decodes as nil.
    /// `inMemory` asks instead for the shape of the values once decoded (every stored property by
    /// its name, whatever the type's own decoding does): how the app's decoded data is carried.
    func decodingSchema(_ written: ScriptTypeRepr, owner: String?, depth: Int, inMemory: Bool = false) -> SchemaType {
        let opaque = SchemaType.opaque(OpaqueSchema(spelling: written.spelling, reason: .unresolvedType))
        guard depth < 24 else { return opaque }
        switch written {
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped):
            return .optional(decodingSchema(wrapped, owner: owner, depth: depth + 1, inMemory: inMemory))
        default: break
        }
        if let (key, value) = written.dictionaryTypes {
            return .dictionary(key: key.name == "Int" ? .int : .string, value: decodingSchema(value, owner: owner, depth: depth + 1, inMemory: inMemory))
        }
        if let element = written.element {
            let inner = decodingSchema(element, owner: owner, depth: depth + 1, inMemory: inMemory)
            return written.name == "Set" ? .set(inner) : .array(inner)
        }
        if let type = index.type(written, from: owner) {
            return programSchema(type, depth: depth, inMemory: inMemory) ?? opaque
        }
        // A standard type, spelled as a layout names it (`Date`, `Int`, `URL`).
        guard let name = written.name else { return opaque }
        return (try? SchemaParser.parseType(.string(name), fieldName: "value", at: .root)) ?? opaque
    }

    /// A program type's schema by synthesized `Codable`: a struct's coded properties, an enum's
    /// raw values or its cases' associated values; nil for a type with its own `init(from:)`,
    /// which only running that code decodes.
    private func programSchema(_ type: ScriptType, depth: Int, inMemory: Bool) -> SchemaType? {
        if !inMemory, decodingInitializer(of: type) != nil { return nil }
        if type.kind == .enum {
            if type.cases.contains(where: { !$0.associated.isEmpty }) || !(type.inherits("String") || type.inherits("Int")) {
                return .enumeration(EnumSchema(typeName: type.name, cases: type.cases.map { option in
                    (option.name, StructSchema(typeName: option.name, fields: Self.payloadKeys(option).map { key, written in
                        StructSchema.Field(name: key, type: decodingSchema(written, owner: type.name, depth: depth + 1, inMemory: inMemory))
                    }))
                }))
            }
            var raws: [EnumSchema.RawValue] = []
            for option in type.cases {
                switch rawValue(of: ScriptCase(type: type.name, name: option.name, associated: [])) {
                case .int(let number): raws.append(.int(number))
                case .string(let text): raws.append(.string(text))
                default: return nil
                }
            }
            return .enumeration(EnumSchema(typeName: type.name, rawValues: raws))
        }
        let coded = inMemory ? storedProperties(of: type).map { ($0, $0.name) } : codedProperties(of: type)
        let fields = coded.map { property, key in
            StructSchema.Field(name: property.name, key: key, type: property.type.map { decodingSchema($0, owner: type.name, depth: depth + 1, inMemory: inMemory) } ?? LibraryTables.anyJSON)
        }
        return .structure(StructSchema(typeName: type.name, fields: fields))
    }

    /// The stored properties synthesized `Codable` decodes, each with its JSON key: a `let` with
    /// an initial value is not decoded, and `CodingKeys` renames keys or leaves properties out
    /// (such a property must have an initial value).
    func codedProperties(of type: ScriptType) -> [(property: ScriptVariable, key: String)] {
        let keys = index.type(named: "CodingKeys", from: type.name).map { codingKeys in
            Dictionary(codingKeys.cases.map { ($0.name, rawValue(of: ScriptCase(type: codingKeys.name, name: $0.name, associated: []))) }) { first, _ in first }
        }
        return storedProperties(of: type).compactMap { property in
            guard property.isMutable || property.initial == nil else { return nil }
            guard let keys else { return (property, property.name) }
            guard let named = keys[property.name] else { return nil }
            if case .string(let text) = named { return (property, text) }
            return (property, property.name)
        }
    }
}
