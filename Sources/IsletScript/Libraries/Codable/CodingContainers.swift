import IsletInput
import IsletModel
import IsletProgram

extension LibraryContext {
    /// A property of a `Decoder` or container the app's `init(from:)` holds: `codingPath`,
    /// a keyed container's `allKeys`, an unkeyed one's `isAtEnd`, `count` and `currentIndex`.
    func codingMember(_ name: String, of object: ScriptObject) throws(ScriptStop) -> ScriptValue? {
        guard let (_, node) = coding.node(of: object) else { return nil }
        let items = node.json.arrayValue ?? []
        switch (node.kind, name) {
        case (_, "codingPath"): return codingPathValue(node.path)
        case (.keyed, "allKeys"): return .array(try allKeys(node))
        case (.unkeyed, "isAtEnd"): return .bool(node.cursor >= items.count)
        case (.unkeyed, "count"): return .int(items.count)
        case (.unkeyed, "currentIndex"): return .int(node.cursor)
        default: return nil
        }
    }

    /// A method of a `Decoder` or container, as Foundation's `JSONDecoder` answers it: values
    /// decoded by `decodeValue`'s rules at the container's coding path, a missing key or an
    /// exhausted unkeyed container thrown as `keyNotFound` or `valueNotFound`. Nil for a method
    /// islet does not know.
    func codingMethod(_ name: String, of object: ScriptObject, _ arguments: [ScriptElement], at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue? {
        guard let (number, node) = coding.node(of: object) else { return nil }
        let typeArgument = arguments.first { $0.label == nil }.flatMap { decodedType($0.value) }
        let keyedBy = arguments.first { $0.label == "keyedBy" }.flatMap { decodedType($0.value) }.map { index.type($0, from: node.owner)?.name ?? $0.spelling }
        switch node.kind {
        case .decoder:
            switch name {
            case "container": return try open(.keyed, node.json, node.path, keyType: keyedBy, node)
            case "unkeyedContainer": return try open(.unkeyed, node.json, node.path, keyType: nil, node)
            case "singleValueContainer": return try open(.single, node.json, node.path, keyType: nil, node)
            default: return nil
            }
        case .keyed:
            // `contains(_:)` takes its key unlabelled; every other method `forKey:`.
            let key = try arguments.first { $0.label == (name == "contains" ? nil : "forKey") }.flatMap { (argument) throws(ScriptStop) in try codingKeyText(argument.value, keyType: node.keyType, owner: node.owner) }
            let value = key.flatMap { key in node.json.objectValue?.members.first { $0.key == key }?.value }
            let place = node.path + (key.map { [.key($0)] } ?? [])
            switch name {
            case "contains": return .bool(value != nil)
            case "decodeIfPresent":
                guard let value, value != .null, let typeArgument else { return .null }
                return try decodeValue(value, as: typeArgument, owner: node.owner, path: place, at: spot)
            case "superDecoder": return try open(.decoder, value ?? .null, key == nil ? node.path + [.key("super")] : place, keyType: nil, node)
            default: break
            }
            guard let key else { return nil }
            guard let value else { throw .thrown(missingKey(key, in: node.json, path: node.path)) }
            switch name {
            case "decode": return try typeArgument.map { (written) throws(ScriptStop) in try decodeValue(value, as: written, owner: node.owner, path: place, at: spot) }
            case "decodeNil": return .bool(value == .null)
            case "nestedContainer": return try open(.keyed, value, place, keyType: keyedBy, node)
            case "nestedUnkeyedContainer": return try open(.unkeyed, value, place, keyType: nil, node)
            default: return nil
            }
        case .unkeyed:
            let items = node.json.arrayValue ?? []
            let place = node.path + [.index(node.cursor)]
            guard node.cursor < items.count else {
                if name == "decodeIfPresent" { return .null }
                let wanted = typeArgument?.spelling ?? (name == "decodeNil" ? "Any?" : "nested container")
                throw .thrown(decodingErrorValue(DecodingFailure(.valueNotFound, at: place, "Unkeyed container is at end; expected \(wanted).")))
            }
            let item = items[node.cursor]
            let result: ScriptValue
            switch name {
            case "decode":
                guard let typeArgument else { return nil }
                result = try decodeValue(item, as: typeArgument, owner: node.owner, path: place, at: spot)
            case "decodeIfPresent":
                guard let typeArgument else { return nil }
                result = item == .null ? .null : try decodeValue(item, as: typeArgument, owner: node.owner, path: place, at: spot)
            case "decodeNil":
                guard item == .null else { return .bool(false) }
                result = .bool(true)
            case "nestedContainer": result = try open(.keyed, item, place, keyType: keyedBy, node)
            case "nestedUnkeyedContainer": result = try open(.unkeyed, item, place, keyType: nil, node)
            case "superDecoder": result = try open(.decoder, item, place, keyType: nil, node)
            default: return nil
            }
            coding.advance(number)
            return result
        case .single:
            switch name {
            case "decode": return try typeArgument.map { (written) throws(ScriptStop) in try decodeValue(node.json, as: written, owner: node.owner, path: node.path, at: spot) }
            case "decodeNil": return .bool(node.json == .null)
            default: return nil
            }
        }
    }

    /// A decoder or container over `json`, after the shape check `JSONDecoder` makes on opening it.
    private func open(_ kind: CodingTable.Node.Kind, _ json: JSONValue, _ path: [JSONPath.Component], keyType: String?, _ parent: CodingTable.Node) throws(ScriptStop) -> ScriptValue {
        switch kind {
        case .keyed: try requireShape(json, LibraryTables.keyedShape, path: path)
        case .unkeyed: try requireShape(json, .array(LibraryTables.anyJSON), path: path)
        case .decoder, .single: break
        }
        return coding.open(CodingTable.Node(kind: kind, json: json, path: path, keyType: keyType, owner: parent.owner))
    }

    /// The keys of a keyed container that its key type can name, in the JSON's order: a
    /// `CodingKeys` case by its string value, or a key struct made by its `init?(stringValue:)`.
    private func allKeys(_ node: CodingTable.Node) throws(ScriptStop) -> [ScriptValue] {
        guard let keyType = node.keyType, let type = index.type(named: keyType, from: node.owner) else { return [] }
        var keys: [ScriptValue] = []
        for member in node.json.objectValue?.members ?? [] {
            if type.kind == .enum {
                for option in type.cases {
                    let candidate = ScriptValue.enumCase(ScriptCase(type: type.name, name: option.name, associated: []))
                    if try codingKeyText(candidate, keyType: nil, owner: nil) == member.key { keys.append(candidate) }
                }
            } else {
                let made = try construct(type.name, [ScriptElement(label: "stringValue", .string(member.key))], at: type.spot, typed: nil)
                if !made.isNull { keys.append(made) }
            }
        }
        return keys
    }
}
