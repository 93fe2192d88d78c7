import IsletProgram

extension Interpreter {
    /// The sequence methods widgets call with closures and without: `map`, `filter`,
    /// `compactMap`, `reduce`, `first(where:)`, `sorted`, `contains`, `joined`, `enumerated`,
    /// `prefix`… over arrays, ranges, dictionaries and strings. Nil when `name` is not one.
    func collectionMethod(_ name: String, of items: [ScriptValue], _ arguments: [ScriptElement], at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue? {
        let first = arguments.first?.value
        // Sorting, reversing, joining and searching read every element without a step of their own.
        charge(Self.bytes(ofElements: items.count))
        func apply(_ function: ScriptValue, _ values: ScriptValue...) throws(ScriptStop) -> ScriptValue {
            try callValue(function, values.map { ScriptElement($0) }, at: spot)
        }
        switch name {
        case "map", "compactMap", "flatMap", "filter", "first", "last", "contains", "allSatisfy", "firstIndex", "lastIndex", "count":
            guard let function = first, case .function = function else { break }
            var result: [ScriptValue] = []
            for (position, item) in items.enumerated() {
                let value = try apply(function, item)
                switch name {
                case "map": result.append(value)
                case "compactMap": if !value.isNull { result.append(value) }
                case "flatMap":
                    let inner: [ScriptValue] = if case .array(let inner) = value { inner } else { value.isNull ? [] : [value] }
                    guard Self.bytes(ofElements: result.count + inner.count) <= Self.largestValue else { return refuse("an array") }
                    result += inner
                case "filter", "count": if truth(value) { result.append(item) }
                case "first": if truth(value) { return item }
                case "firstIndex": if truth(value) { return .int(position) }
                case "contains": if truth(value) { return .bool(true) }
                case "allSatisfy": if !truth(value) { return .bool(false) }
                default: if truth(value) { result.append(name == "lastIndex" ? .int(position) : item) }
                }
            }
            switch name {
            case "first", "firstIndex": return .null
            case "contains": return .bool(false)
            case "allSatisfy": return .bool(true)
            case "count": return .int(result.count)
            case "last", "lastIndex": return result.last ?? .null
            default: return .array(result)
            }
        case "reduce":
            guard arguments.count == 2 else { break }
            var total = arguments[0].value
            for item in items { total = try apply(arguments[1].value, total, item) }
            return total
        case "sorted", "min", "max":
            let ordered = try sorted(items, by: first, at: spot)
            if name == "sorted" { return .array(ordered) }
            return (name == "min" ? ordered.first : ordered.last) ?? .null
        case "forEach":
            guard let function = first else { break }
            for item in items { _ = try apply(function, item) }
            return .void
        default:
            break
        }
        return plainMethod(name, of: items, arguments)
    }

    private func plainMethod(_ name: String, of items: [ScriptValue], _ arguments: [ScriptElement]) -> ScriptValue? {
        let first = arguments.first?.value
        switch name {
        case "contains": return .bool(items.contains { equal($0, first ?? .null) })
        case "firstIndex": return items.firstIndex { equal($0, first ?? .null) }.map { .int($0) } ?? .null
        case "reversed": return .array(items.reversed())
        case "enumerated": return .array(items.enumerated().map { .tuple([ScriptElement(label: "offset", .int($0.offset)), ScriptElement(label: "element", $0.element)]) })
        case "prefix", "suffix", "dropFirst", "dropLast":
            return .array(Array(items.cut(name, max(0, first?.integer ?? 1))))
        case "joined":
            let separator = arguments.first { $0.label == "separator" }.map { describe($0.value) } ?? ""
            var text = ""
            for (position, item) in items.enumerated() where text.utf8.count <= Self.largestValue {
                if position > 0 { text += separator }
                text += describe(item)
            }
            return admits(text.utf8.count, "a string") ? .string(text) : .null
        case "split":
            // `split(separator:omittingEmptySubsequences:)`; each piece is an array here, where
            // Swift makes an `ArraySlice` (the same elements, described with that name).
            guard let separator = arguments.first(where: { $0.label == "separator" })?.value,
                  arguments.allSatisfy({ $0.label == "separator" || $0.label == "omittingEmptySubsequences" }) else { return nil }
            let omitting = arguments.first { $0.label == "omittingEmptySubsequences" }.map { truth($0.value) } ?? true
            return .array(items.split(omittingEmptySubsequences: omitting) { equal($0, separator) }.map { .array(Array($0)) })
        case "randomElement":
            guard !items.isEmpty else { return .null }
            return items[Int(random.next() % UInt64(items.count))]
        case "shuffled":
            var copy = items
            copy.shuffle(using: &random)
            return .array(copy)
        default:
            return nil
        }
    }

    /// Sorted by `<`, or by a closure returning whether its first argument goes first
    /// (insertion sort: stable, and widget arrays are short).
    func sorted(_ items: [ScriptValue], by function: ScriptValue?, at spot: ScriptSpot) throws(ScriptStop) -> [ScriptValue] {
        var result: [ScriptValue] = []
        for item in items {
            var position = result.count
            while position > 0 {
                try step(spot)
                let before: Bool
                if let function, case .function = function {
                    before = truth(try callValue(function, [ScriptElement(item), ScriptElement(result[position - 1])], at: spot))
                } else {
                    before = less(item, result[position - 1]) ?? false
                }
                guard before else { break }
                position -= 1
            }
            result.insert(item, at: position)
        }
        return result
    }
}
