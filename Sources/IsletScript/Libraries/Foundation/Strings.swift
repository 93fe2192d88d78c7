import FoundationEssentials
import IsletProgram

extension LibraryContext {
    /// A `String` method `LibrarySurface.stringMethods` declares, once the call resolved: each
    /// reads the whole text at least once, which is charged as work, and one that makes a longer
    /// text is refused past the largest value. What traps in Swift (a negative length, a pad
    /// that cannot be read) is a placeholder. Nil leaves the call to `Sequence`'s methods (a
    /// closure given to `contains(where:)`, `map`) over the characters.
    func stringMethod(_ name: String, _ text: String, _ arguments: [ScriptElement], at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue? {
        let first = arguments.first?.value
        if case .function? = first, name != "prefix", name != "drop", name != "split" { return nil }
        let given = first.map(describe) ?? ""
        charge(text.utf8.count * Self.scanWeight)
        switch name {
        case "uppercased", "localizedUppercase":
            // A case mapping can lengthen a text ("ß" is "SS"), at most threefold.
            return admits(text.utf8.count * 3, "a string") ? .string(text.uppercased()) : .null
        case "lowercased", "localizedLowercase":
            return admits(text.utf8.count * 3, "a string") ? .string(text.lowercased()) : .null
        case "hasPrefix": return .bool(text.hasPrefix(given))
        case "hasSuffix": return .bool(text.hasSuffix(given))
        case "starts": return .bool(text.starts(with: given))
        case "contains": return .bool(given.isEmpty ? true : text.contains(given))
        // Foundation finds no empty text, whatever the case.
        case "localizedCaseInsensitiveContains": return .bool(!given.isEmpty && text.lowercased().contains(given.lowercased()))
        case "replacingOccurrences", "replacing":
            let limit = argument("maxReplacements", arguments)?.integer ?? .max
            guard limit >= 0 else { return opaque("replacing(_:with:maxReplacements:)", "a negative count stops the app", at: spot) }
            return replaced(text, given, with: argument("with", arguments).map(describe) ?? "", limit: limit)
        case "appending":
            return admits(text.utf8.count + given.utf8.count, "a string") ? .string(text + given) : .null
        case "split": return try split(text, arguments, at: spot)
        case "components":
            if case .string(let separator)? = first { return .array(text.components(separatedBy: separator).map { .string($0) }) }
            guard let test = scalarTest(first) else { return opaque("components(separatedBy:)", "islet does not know this CharacterSet", at: spot) }
            return .array(text.unicodeScalars.split(omittingEmptySubsequences: false, whereSeparator: test).map { .string(String($0)) })
        case "trimmingCharacters":
            guard let test = scalarTest(first) else { return opaque("trimmingCharacters(in:)", "islet does not know this CharacterSet", at: spot) }
            let scalars = text.unicodeScalars
            guard let start = scalars.firstIndex(where: { !test($0) }), let end = scalars.lastIndex(where: { !test($0) }) else { return .string("") }
            return .string(String(scalars[start...end]))
        case "padding": return padded(text, arguments, at: spot)
        case "prefix", "suffix", "dropFirst", "dropLast", "drop":
            if case .function(let test)? = first {
                var kept = 0
                for character in text {
                    guard truth(try callValue(.function(test), [ScriptElement(.string(String(character)))], at: spot)) else { break }
                    kept += 1
                }
                return .string(String(name == "prefix" ? text.prefix(kept) : text.dropFirst(kept)))
            }
            guard name != "drop" else { return opaque("drop(while:)", "islet could not evaluate the test", at: spot) }
            let count = first?.integer ?? 1
            guard count >= 0 else { return opaque("\(name)(_:)", "a negative length stops the app", at: spot) }
            return .string(String(text.cut(name, count)))
        case "index":
            // `text.index(after: i)`, `index(before:)`, `index(i, offsetBy: n)`, on character offsets.
            guard let position = first?.integer else { return nil }
            let moved = switch arguments.first?.label {
            case "after": position + 1
            case "before": position - 1
            default: position + (argument("offsetBy", arguments)?.integer ?? 0)
            }
            return (0...text.count).contains(moved) ? .int(moved) : opaque("index", "an index outside the string stops the app", at: spot)
        case "distance":
            // `text.distance(from: i, to: j)`: characters between two offsets.
            guard let from = argument("from", arguments)?.integer, let to = argument("to", arguments)?.integer,
                  (0...text.count).contains(from), (0...text.count).contains(to) else { return nil }
            return .int(to - from)
        default: return nil
        }
    }

    /// Every occurrence of `target` (at most `limit`) replaced; a replacement that would make the
    /// text too long is refused (twelve calls each replacing a letter with the whole text asked
    /// for terabytes).
    private func replaced(_ text: String, _ target: String, with replacement: String, limit: Int) -> ScriptValue {
        guard !target.isEmpty else { return .string(text) }
        let pieces = text.split(separator: target, maxSplits: limit, omittingEmptySubsequences: false)
        let (added, overflow) = (pieces.count - 1).multipliedReportingOverflow(by: replacement.utf8.count)
        guard !overflow, admits(text.utf8.count + added, "a string") else { return overflow ? refuse("a string") : .null }
        return .string(pieces.joined(separator: replacement))
    }

    /// `split(separator:maxSplits:omittingEmptySubsequences:)` by a character or a string, and
    /// `split(maxSplits:omittingEmptySubsequences:whereSeparator:)` with the widget's test.
    private func split(_ text: String, _ arguments: [ScriptElement], at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        let limit = argument("maxSplits", arguments)?.integer ?? .max
        let omitting = argument("omittingEmptySubsequences", arguments).map(truth) ?? true
        guard limit >= 0 else { return opaque("split", "a negative maxSplits stops the app", at: spot) }
        let pieces: [Substring]
        switch argument("separator", arguments) ?? argument("whereSeparator", arguments) {
        case .string(let separator)? where separator.count == 1:
            pieces = text.split(separator: Character(separator), maxSplits: limit, omittingEmptySubsequences: omitting)
        case .string(let separator)?:
            guard !separator.isEmpty else { return .array(text.map { .string(String($0)) }) }
            pieces = text.split(separator: separator, maxSplits: limit, omittingEmptySubsequences: omitting)
        case .function(let test)?:
            var separators: Set<Int> = []
            for (position, character) in text.enumerated() where truth(try callValue(.function(test), [ScriptElement(.string(String(character)))], at: spot)) {
                separators.insert(position)
            }
            var position = -1
            pieces = text.split(maxSplits: limit, omittingEmptySubsequences: omitting) { _ in
                position += 1
                return separators.contains(position)
            }
        default:
            return opaque("split", "islet splits a string only by a character, a string or a test", at: spot)
        }
        return .array(pieces.map { .string(String($0)) })
    }

    /// `padding(toLength:withPad:startingAt:)`, which Foundation counts in UTF-16 units: cut to
    /// the length, or filled with the pad repeated from `startingAt`.
    private func padded(_ text: String, _ arguments: [ScriptElement], at spot: ScriptSpot) -> ScriptValue {
        guard let length = argument("toLength", arguments)?.integer, let start = argument("startingAt", arguments)?.integer,
              let pad = argument("withPad", arguments).map({ Array(describe($0).utf16) }) else { return .null }
        let units = Array(text.utf16)
        guard length >= 0 else { return opaque("padding(toLength:withPad:startingAt:)", "a negative length stops the app", at: spot) }
        if length <= units.count { return .string(String(decoding: units.prefix(length), as: UTF16.self)) }
        guard pad.indices.contains(start) else { return opaque("padding(toLength:withPad:startingAt:)", "a pad index outside the pad stops the app", at: spot) }
        guard admits(length * 3, "a string") else { return .null }
        var filled = units
        var next = start
        while filled.count < length {
            filled.append(pad[next])
            next = (next + 1) % pad.count
        }
        return .string(String(decoding: filled, as: UTF16.self))
    }

    /// A `CharacterSet`'s test of one Unicode scalar, as Foundation defines its named sets by
    /// Unicode's general categories; nil for a set islet does not know (`.inverted`, a union).
    func scalarTest(_ set: ScriptValue?) -> ((Unicode.Scalar) -> Bool)? {
        if case .instance(let made)? = set, made.type == "CharacterSet", case .string(let members)? = made.fields["characters"] {
            let scalars = Set(members.unicodeScalars)
            return { scalars.contains($0) }
        }
        let newlines: Set<Unicode.Scalar> = ["\n", "\u{0B}", "\u{0C}", "\r", "\u{85}", "\u{2028}", "\u{2029}"]
        let whitespace = { (scalar: Unicode.Scalar) in scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator }
        let categories: Set<Unicode.GeneralCategory>
        switch set.flatMap(symbolName) {
        case "whitespaces": return whitespace
        case "newlines": return { newlines.contains($0) }
        case "whitespacesAndNewlines": return { whitespace($0) || newlines.contains($0) }
        case "decimalDigits": categories = [.decimalNumber]
        case "letters": categories = [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark, .spacingMark, .enclosingMark]
        case "alphanumerics":
            categories = [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark, .spacingMark, .enclosingMark,
                          .decimalNumber, .letterNumber, .otherNumber]
        case "punctuationCharacters":
            categories = [.connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation]
        case "symbols": categories = [.mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol]
        case "uppercaseLetters": categories = [.uppercaseLetter, .titlecaseLetter]
        case "lowercaseLetters": categories = [.lowercaseLetter]
        default: return nil
        }
        return { categories.contains($0.properties.generalCategory) }
    }
}
