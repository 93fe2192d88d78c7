import IsletProgram

extension LibraryContext {
    /// `Regex("…")` and a regex literal (lowered to the same call): the pattern, checked by the
    /// toolchain's own regex engine; one islet cannot compile or will not run is a placeholder.
    func regex(_ arguments: [ScriptElement], at spot: ScriptSpot) -> ScriptValue {
        guard case .string(let pattern)? = arguments.first?.value else { return opaque("Regex", "islet makes a regex only from a literal or a string", at: spot) }
        guard pattern.utf8.count <= LibraryTables.regexPatternLimit, !Self.backtracksWithoutEnd(pattern) else {
            return opaque("Regex", "islet does not run a pattern this long, or one that repeats a repeated group", at: spot)
        }
        guard (try? Regex(pattern)) != nil else { return opaque("Regex", "the pattern is not a regex Swift compiles", at: spot) }
        return .instance(ScriptInstance(type: "Regex", fields: ["pattern": .string(pattern), "ignoresCase": .bool(false)]))
    }

    /// `text.firstMatch(of:)`, `wholeMatch(of:)`, `prefixMatch(of:)`, `contains(_:)`,
    /// `matches(of:)`, `replacing(_:with:)` with a regex, and the regex's own
    /// `firstMatch(in:)`, `wholeMatch(in:)`, `prefixMatch(in:)`, `ignoresCase()`; nil for
    /// anything else. A match is its output: the whole match and each capture (nil where a
    /// capture took no part), by number and by name.
    func regexMethod(_ name: String, of receiver: ScriptValue, _ arguments: [ScriptElement], at spot: ScriptSpot) -> ScriptValue? {
        let text: String, pattern: ScriptInstance
        switch (receiver, arguments.first?.value) {
        case (.string(let subject), .instance(let given)?) where given.type == "Regex":
            (text, pattern) = (subject, given)
        case (.instance(let given), _) where given.type == "Regex":
            if name == "ignoresCase" {
                var changed = given
                changed.fields["ignoresCase"] = .bool(arguments.first?.value.isNull == false ? truth(arguments[0].value) : true)
                return .instance(changed)
            }
            guard case .string(let subject)? = arguments.first(where: { $0.label == "in" })?.value else { return nil }
            (text, pattern) = (subject, given)
        default:
            return nil
        }
        guard text.count <= LibraryTables.regexTextLimit else { return opaque(name, "islet matches a regex against at most \(LibraryTables.regexTextLimit) characters", at: spot) }
        charge(text.utf8.count * Self.scanWeight)
        guard case .string(let source)? = pattern.fields["pattern"], var compiled = try? Regex(source) else { return nil }
        if case .bool(true)? = pattern.fields["ignoresCase"] { compiled = compiled.ignoresCase() }
        switch name {
        case "firstMatch": return (try? compiled.firstMatch(in: text)).flatMap { $0 }.map(matchValue) ?? .null
        case "wholeMatch": return (try? compiled.wholeMatch(in: text)).flatMap { $0 }.map(matchValue) ?? .null
        case "prefixMatch": return (try? compiled.prefixMatch(in: text)).flatMap { $0 }.map(matchValue) ?? .null
        case "contains": return .bool(text.contains(compiled))
        case "matches": return .array(text.matches(of: compiled).map(matchValue))
        case "replacing":
            guard let replacement = arguments.first(where: { $0.label == "with" }).map({ describe($0.value) }) else { return nil }
            return .string(text.replacing(compiled, with: replacement))
        default: return nil
        }
    }

    /// A match as `Regex.Match`: its `output` tuple, and the same parts as `.0`, `.1`, `.name`.
    private func matchValue(_ match: Regex<AnyRegexOutput>.Match) -> ScriptValue {
        var parts: [ScriptElement] = []
        var fields: [String: ScriptValue] = [:]
        for (position, capture) in match.output.enumerated() {
            let value: ScriptValue = capture.substring.map { .string(String($0)) } ?? .null
            parts.append(ScriptElement(label: capture.name, value))
            fields["\(position)"] = value
            if let label = capture.name { fields[label] = value }
        }
        fields["output"] = .tuple(parts)
        return .instance(ScriptInstance(type: "Regex.Match", fields: fields))
    }

    /// Whether a group that repeats without bound holds a repetition itself (`(a+)+`,
    /// `(\w*)*`): the shape that backtracks exponentially on a near miss.
    static func backtracksWithoutEnd(_ pattern: String) -> Bool {
        var repeatsInside: [Bool] = []
        var characters = pattern.makeIterator()
        var closedRepeating = false
        while let character = characters.next() {
            let unbounded = character == "*" || character == "+" || character == "{"
            if unbounded, closedRepeating { return true }
            closedRepeating = false
            switch character {
            case "\\": _ = characters.next()
            case "[":
                // A class's characters are not quantifiers; `]` right after `[` or `[^` is one of them.
                var first = true
                while let inside = characters.next() {
                    if inside == "\\" { _ = characters.next() } else if inside == "]", !first { break }
                    first = inside == "^" && first
                }
            case "(": repeatsInside.append(false)
            case ")": closedRepeating = repeatsInside.popLast() ?? false
            case _ where unbounded:
                if !repeatsInside.isEmpty { repeatsInside[repeatsInside.count - 1] = true }
            default: break
            }
            if case ")" = character, let last = repeatsInside.indices.last, closedRepeating { repeatsInside[last] = true }
        }
        return false
    }
}

extension LibraryTables {
    /// The longest text islet matches a regex against, and the longest pattern: a widget
    /// matches a status line or a code, and a backtracking engine has no step budget of its own.
    static let regexTextLimit = 1024

    static let regexPatternLimit = 256
}
