import FoundationEssentials
import IsletModel

extension Interpreter {
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
        let schema = decodingSchema(typeName, owner: nil, depth: 0)
        let json: JSONValue
        do { json = try JSONParser.parse(String(decoding: bytes, as: UTF8.self)).value } catch {
            throw .thrown(decodingError("dataCorrupted", "The given data was not valid JSON."))
        }
        do {
            return scriptValue(try ContentStateDecoder.decode(try strategy.rewrite(json, as: schema), as: schema), schema: schema, owner: nil)
        } catch {
            throw .thrown(decodingError(error.kind.rawValue, error.reason))
        }
    }

    /// The type `T.self` names, as written: `[Spool].self` and `[String: Spool].self` are an
    /// array and a dictionary literal of types.
    private func decodedType(_ value: ScriptValue) -> String? {
        switch value {
        case .type(let name): return name
        case .array(let items) where items.count == 1: return decodedType(items[0]).map { "[\($0)]" }
        case .dictionary(let entries) where entries.count == 1:
            guard let key = decodedType(entries[0].key), let element = decodedType(entries[0].value) else { return nil }
            return "[\(key): \(element)]"
        default: return nil
        }
    }

    /// A `DecodingError` value for a `catch` to bind.
    private func decodingError(_ kind: String, _ reason: String) -> ScriptValue {
        .instance(ScriptInstance(type: "DecodingError", fields: ["kind": .symbol(kind), "localizedDescription": .string(reason)]))
    }

    /// The schema synthesized `Codable` decodes `written` with: the standard library's and
    /// Foundation's types as a layout spells them, arrays, sets, dictionaries and optionals of
    /// any type, the program's structs by their stored properties (renamed by `CodingKeys`; a
    /// `let` with an initial value is not decoded) and its enums by their raw values. A type
    /// islet cannot follow is opaque, which decodes as nil.
    func decodingSchema(_ written: String, owner: String?, depth: Int) -> SchemaType {
        var spelling = written.filter { $0 != " " }
        for module in ["Swift.", "Foundation."] where spelling.hasPrefix(module) { spelling.removeFirst(module.count) }
        let opaque = SchemaType.opaque(OpaqueSchema(spelling: spelling, reason: .unresolvedType))
        guard depth < 24 else { return opaque }
        if spelling.hasSuffix("?") { return .optional(decodingSchema(String(spelling.dropLast()), owner: owner, depth: depth + 1)) }
        if let (key, value) = Self.dictionaryTypes(of: spelling) {
            return .dictionary(key: key == "Int" ? .int : .string, value: decodingSchema(value, owner: owner, depth: depth + 1))
        }
        if let element = Self.elementType(of: spelling) {
            let inner = decodingSchema(element, owner: owner, depth: depth + 1)
            return spelling.hasPrefix("Set<") ? .set(inner) : .array(inner)
        }
        if let type = index.type(named: spelling, from: owner) {
            return programSchema(type, depth: depth) ?? opaque
        }
        return (try? SchemaParser.parseType(.string(spelling), fieldName: "value", at: .root)) ?? opaque
    }

    /// A program struct's or raw-value enum's schema; nil for a type with its own `init(from:)`
    /// or an enum without raw values.
    private func programSchema(_ type: ScriptType, depth: Int) -> SchemaType? {
        if type.methods.contains(where: { $0.name == "init" && $0.parameters.first?.label == "from" }) { return nil }
        if type.kind == .enum {
            var raws: [EnumSchema.RawValue] = []
            for option in type.cases {
                switch rawValue(of: ScriptCase(type: type.name, name: option.name, associated: [])) {
                case .int(let number): raws.append(.int(number))
                case .string(let text): raws.append(.string(text))
                default: return nil
                }
            }
            let backed = type.conformances.contains { ["String", "Int"].contains($0) }
            return backed && type.cases.allSatisfy(\.associated.isEmpty) ? .enumeration(EnumSchema(typeName: type.name, rawValues: raws)) : nil
        }
        let keys = index.type(named: "CodingKeys", from: type.name).map { codingKeys in
            Dictionary(codingKeys.cases.map { ($0.name, rawValue(of: ScriptCase(type: codingKeys.name, name: $0.name, associated: []))) }) { first, _ in first }
        }
        var fields: [StructSchema.Field] = []
        for property in storedProperties(of: type) where property.isMutable || property.initial == nil {
            var key = property.name
            if let keys {
                // A property CodingKeys leaves out is not decoded (it must have an initial value).
                guard let named = keys[property.name] else { continue }
                if case .string(let text) = named { key = text }
            }
            let fieldType = property.type.map { decodingSchema($0, owner: type.name, depth: depth + 1) } ?? .opaque(OpaqueSchema(spelling: "?", reason: .unresolvedType))
            fields.append(StructSchema.Field(name: property.name, key: key, type: fieldType))
        }
        return .structure(StructSchema(typeName: type.name, fields: fields))
    }
}
