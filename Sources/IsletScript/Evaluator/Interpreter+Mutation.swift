import IsletProgram

extension Interpreter {
    /// Methods that change the value they are called on; the changed value is stored back
    /// where the receiver came from, as Swift's `mutating` does.
    static let mutatingMethods = Set([
        "append", "insert", "remove", "removeAll", "removeLast", "removeFirst", "popLast", "reverse", "sort", "shuffle", "toggle",
        "updateValue", "removeValue", "merge",
    ]).union(LibraryTables.pathMethods)

    /// The receiver after `name`, and what the call returns; nil when `name` does not apply to it.
    /// `sort(by:)`, `removeAll(where:)` and `merge` run the widget's closure, so they can stop
    /// evaluation at `spot`; what traps in Swift (removing from an empty array) is a placeholder.
    func mutated(_ name: String, _ receiver: ScriptValue, _ arguments: [ScriptElement], at spot: ScriptSpot) throws(ScriptStop) -> (ScriptValue, ScriptValue)? {
        let first = arguments.first?.value
        if let path = mutatedPath(name, receiver, arguments) { return (path, .void) }
        switch (receiver, name) {
        case (.bool(let flag), "toggle"): return (.bool(!flag), .void)
        case (.string(let text), _):
            return try mutatedElements(name, text.map { .string(String($0)) }, arguments, at: spot).map { changed, result in
                guard case .array(let characters) = changed else { return (changed, result) }
                return (.string(characters.map(describe).joined()), result)
            }
        case (.array(let items), _):
            // The receiver is still held where it came from, so changing it copies it.
            charge(Self.bytes(ofElements: items.count))
            if name == "insert" || name == "remove", arguments.first?.label == nil, arguments.count == 1 {
                return setMember(name, items, first ?? .null)
            }
            return try mutatedElements(name, items, arguments, at: spot)
        case (.dictionary(var entries), _):
            charge(Self.bytes(ofElements: entries.count))
            let key = argument("forKey", arguments) ?? .null
            let found = entries.firstIndex { equal($0.key, key) }
            switch name {
            case "updateValue":
                guard let found else {
                    entries.append(ScriptEntry(key: key, value: first ?? .null))
                    return (.dictionary(entries), .null)
                }
                let old = entries[found].value
                entries[found].value = first ?? .null
                return (.dictionary(entries), old)
            case "removeValue":
                guard let found else { return (receiver, .null) }
                let removed = entries.remove(at: found).value
                return (.dictionary(entries), removed)
            case "removeAll":
                return (.dictionary([]), .void)
            case "merge":
                // `uniquingKeysWith:` is often a trailing closure, without its label.
                guard case .dictionary(let other)? = first, arguments.count == 2, let combine = arguments.last?.value else { return nil }
                for entry in other {
                    if let found = entries.firstIndex(where: { equal($0.key, entry.key) }) {
                        entries[found].value = try callValue(combine, [ScriptElement(entries[found].value), ScriptElement(entry.value)], at: spot)
                    } else {
                        entries.append(entry)
                    }
                }
                return (.dictionary(entries), .void)
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// A `Set`'s `insert(_:)` (which returns `(inserted:memberAfterInsert:)`) and `remove(_:)`
    /// (the member, or nil): islet holds a set as an array of distinct elements.
    private func setMember(_ name: String, _ items: [ScriptValue], _ element: ScriptValue) -> (ScriptValue, ScriptValue) {
        let found = items.firstIndex { equal($0, element) }
        if name == "remove" {
            guard let found else { return (.array(items), .null) }
            var rest = items
            let removed = rest.remove(at: found)
            return (.array(rest), removed)
        }
        guard found == nil else { return (.array(items), .tuple([ScriptElement(label: "inserted", .bool(false)), ScriptElement(label: "memberAfterInsert", items[found!])])) }
        return (.array(items + [element]), .tuple([ScriptElement(label: "inserted", .bool(true)), ScriptElement(label: "memberAfterInsert", element)]))
    }

    /// An array's (or a string's characters') mutating methods.
    private func mutatedElements(_ name: String, _ items: [ScriptValue], _ arguments: [ScriptElement], at spot: ScriptSpot) throws(ScriptStop) -> (ScriptValue, ScriptValue)? {
        var items = items
        let first = arguments.first?.value
        switch name {
        case "append":
            let more: [ScriptValue]
            switch (arguments.first?.label, first) {
            case ("contentsOf", .array(let list)?): more = list
            case ("contentsOf", .string(let text)?): more = text.map { .string(String($0)) }
            case ("contentsOf", let sequence?): more = try elements(of: sequence, at: spot)
            default: more = first.map { [$0] } ?? []
            }
            guard admits(Self.bytes(ofElements: items.count + more.count), "an array") else { return (.array(items), .void) }
            return (.array(items + more), .void)
        case "insert":
            guard let first, let position = argument("at", arguments)?.integer else { return nil }
            guard (0...items.count).contains(position) else { return (.array(items), opaque("insert(_:at:)", "an index outside the array stops the app", at: spot)) }
            items.insert(first, at: position)
            return (.array(items), .void)
        case "remove":
            guard let position = argument("at", arguments)?.integer else { return nil }
            guard items.indices.contains(position) else { return (.array(items), opaque("remove(at:)", "an index outside the array stops the app", at: spot)) }
            let removed = items.remove(at: position)
            return (.array(items), removed)
        case "removeAll":
            guard let test = argument("where", arguments) else { return (.array([]), .void) }
            var kept: [ScriptValue] = []
            for item in items where !truth(try callValue(test, [ScriptElement(item)], at: spot)) { kept.append(item) }
            return (.array(kept), .void)
        case "removeLast", "removeFirst":
            let count = first?.integer ?? 1
            guard count >= 0, count <= items.count, !(first == nil && items.isEmpty) else {
                return (.array(items), opaque("\(name)(\(first == nil ? "" : "_:"))", "removing more elements than the array has stops the app", at: spot))
            }
            let removed = name == "removeLast" ? Array(items.suffix(count)) : Array(items.prefix(count))
            let rest = name == "removeLast" ? Array(items.dropLast(count)) : Array(items.dropFirst(count))
            return (.array(rest), first == nil ? removed[0] : .void)
        case "popLast":
            guard let last = items.popLast() else { return (.array(items), .null) }
            return (.array(items), last)
        case "reverse":
            return (.array(items.reversed()), .void)
        case "sort":
            return (.array(try sorted(items, by: first, at: spot)), .void)
        case "shuffle":
            // The same seeded generator as `shuffled()`, so every render shows the same order.
            items.shuffle(using: &random)
            return (.array(items), .void)
        default:
            return nil
        }
    }
}
