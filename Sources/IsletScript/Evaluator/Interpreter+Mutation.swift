import IsletProgram

extension Interpreter {
    /// Methods that change the value they are called on; the changed value is stored back
    /// where the receiver came from, as Swift's `mutating` does.
    static let mutatingMethods = Set(["append", "insert", "remove", "removeAll", "removeLast", "removeFirst", "reverse", "sort", "shuffle", "toggle"]).union(LibraryTables.pathMethods)

    /// The receiver after `name`, and what the call returns; nil when `name` does not apply to it.
    /// `sort(by:)` runs the widget's closure, so it can stop evaluation at `spot`.
    func mutated(_ name: String, _ receiver: ScriptValue, _ arguments: [ScriptElement], at spot: ScriptSpot) throws(ScriptStop) -> (ScriptValue, ScriptValue)? {
        let first = arguments.first?.value
        if let path = mutatedPath(name, receiver, arguments) { return (path, .void) }
        switch (receiver, name) {
        case (.bool(let flag), "toggle"): return (.bool(!flag), .void)
        case (.string(let text), "append"):
            let tail = first.map(describe) ?? ""
            guard admits(text.utf8.count + tail.utf8.count, "a string") else { return (receiver, .void) }
            return (.string(text + tail), .void)
        case (.array(var items), _):
            // The receiver is still held where it came from, so changing it copies it.
            charge(Self.bytes(ofElements: items.count))
            switch name {
            case "append":
                let more: [ScriptValue] = if arguments.first?.label == "contentsOf", case .array(let more)? = first { more } else { first.map { [$0] } ?? [] }
                guard admits(Self.bytes(ofElements: items.count + more.count), "an array") else { return (receiver, .void) }
                items += more
                return (.array(items), .void)
            case "insert":
                guard let first, let position = argument("at", arguments)?.integer, (0...items.count).contains(position) else { return nil }
                items.insert(first, at: position)
                return (.array(items), .void)
            case "remove":
                guard let position = argument("at", arguments)?.integer, items.indices.contains(position) else { return nil }
                let removed = items.remove(at: position)
                return (.array(items), removed)
            case "removeAll":
                return (.array([]), .void)
            case "removeLast", "removeFirst":
                guard !items.isEmpty else { return nil }
                let removed = name == "removeLast" ? items.removeLast() : items.removeFirst()
                return (.array(items), removed)
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
        default:
            return nil
        }
    }
}
