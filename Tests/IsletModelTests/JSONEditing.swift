import IsletInput

/// Path-addressed edits of JSON values, for building mutated payloads in tests.
extension JSONValue {
    /// The value at `path`, if every step exists.
    func value(at path: [JSONPath.Component]) -> JSONValue? {
        guard let first = path.first else { return self }
        let rest = Array(path.dropFirst())
        switch (self, first) {
        case (.object(let object), .key(let key)): return object[key]?.value(at: rest)
        case (.array(let items), .index(let index)) where items.indices.contains(index): return items[index].value(at: rest)
        default: return nil
        }
    }

    /// A copy with the value at `path` replaced, or removed when `replacement` is nil.
    func replacing(at path: [JSONPath.Component], with replacement: JSONValue?) -> JSONValue {
        guard let first = path.first else { return replacement ?? .null }
        let rest = Array(path.dropFirst())
        switch (self, first) {
        case (.object(let object), .key(let key)):
            var copy = JSONObject()
            var found = false
            for member in object.members {
                if member.key == key {
                    found = true
                    if rest.isEmpty, replacement == nil { continue }
                    copy.append(key, member.value.replacing(at: rest, with: replacement))
                } else {
                    copy.append(member.key, member.value)
                }
            }
            if !found, rest.isEmpty, let replacement { copy.append(key, replacement) }
            return .object(copy)
        case (.array(var items), .index(let index)) where items.indices.contains(index):
            if rest.isEmpty, replacement == nil {
                items.remove(at: index)
            } else {
                items[index] = items[index].replacing(at: rest, with: replacement)
            }
            return .array(items)
        default:
            return self
        }
    }

    /// A copy of an object with one more member, even if the key is already there.
    func appendingMember(_ key: String, _ value: JSONValue, at path: [JSONPath.Component] = []) -> JSONValue {
        guard let target = self.value(at: path), case .object(var object) = target else { return self }
        object.append(key, value)
        return replacing(at: path, with: .object(object))
    }

    static func number(_ literal: String) -> JSONValue { .number(JSONNumber(literal: literal)) }

    /// Parses test JSON that is known to be valid.
    static func parse(_ text: String) -> JSONValue {
        try! JSONParser.parse(text).value
    }
}
