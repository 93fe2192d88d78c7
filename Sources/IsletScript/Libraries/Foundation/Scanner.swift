extension LibraryContext {
    /// `Scanner(string:)`: the text and how far it has been read, as a character offset (islet
    /// carries a `String.Index` as one), skipping white space until `charactersToBeSkipped = nil`.
    /// Widgets read a colour's hex digits with it.
    func scanner(_ arguments: [ScriptElement]) -> ScriptValue {
        let text = arguments.first.map { describe($0.value) } ?? ""
        return .object(ScriptObject(type: "Scanner", fields: [
            "string": .string(text), "currentIndex": .int(0), "charactersToBeSkipped": .symbol("whitespacesAndNewlines"),
        ]))
    }

    /// `scanner.isAtEnd`: nothing but skipped characters is left.
    func scannerProperty(_ name: String, of scanner: ScriptObject) -> ScriptValue? {
        guard scanner.type == "Scanner", name == "isAtEnd" else { return nil }
        return .bool(unread(scanner, skipping: true).isEmpty)
    }

    /// Runs a scanning method on `scanner`, moving its `currentIndex` past what it read, as
    /// Foundation's does (nothing moves when nothing matched). Returns the call's value and,
    /// for the `&value` forms (`scanHexInt64(&rgb)`), what is stored in the argument; nil for a
    /// method islet does not know.
    func scannerMethod(_ name: String, of scanner: ScriptObject, _ arguments: [ScriptElement]) -> (result: ScriptValue, out: ScriptValue?)? {
        let rest = unread(scanner, skipping: true)
        let skipped = unread(scanner, skipping: false).count - rest.count
        let read: (value: ScriptValue, length: Int)?
        var outForm = arguments.count == 1 && arguments[0].label == nil
        switch name {
        case "scanString":
            let wanted = arguments.first.map { describe($0.value) } ?? ""
            read = !wanted.isEmpty && rest.hasPrefix(wanted) ? (.string(wanted), wanted.count) : nil
            outForm = false
        case "scanUpToString":
            let stop = arguments.first.map { describe($0.value) } ?? ""
            let before = stop.isEmpty ? rest[...] : rest[..<(rest.firstRange(of: stop)?.lowerBound ?? rest.endIndex)]
            read = before.isEmpty ? nil : (.string(String(before)), before.count)
            outForm = false
        case "scanHexInt64", "scanHexInt32":
            read = Self.hexDigits(rest, bits: name == "scanHexInt32" ? 32 : 64)
        case "scanUInt64" where isHexadecimal(arguments), "scanInt" where isHexadecimal(arguments), "scanInt64" where isHexadecimal(arguments):
            read = Self.hexDigits(rest, bits: 64)
            outForm = false
        case "scanInt", "scanInt64", "scanInt32", "scanUInt64":
            read = Self.decimalDigits(rest, signed: name != "scanUInt64")
        case "scanDouble":
            read = Self.decimalNumber(rest)
        default:
            return nil
        }
        // The `&value` forms store 0 when nothing was read, as Foundation's do.
        guard let read else { return outForm ? (.bool(false), .int(0)) : (.null, nil) }
        if case .int(let position) = scanner.fields["currentIndex"] { scanner.fields["currentIndex"] = .int(position + skipped + read.length) }
        return outForm ? (.bool(true), read.value) : (read.value, nil)
    }

    /// `representation: .hexadecimal`.
    private func isHexadecimal(_ arguments: [ScriptElement]) -> Bool {
        arguments.contains { $0.label == "representation" && symbolName($0.value) == "hexadecimal" }
    }

    /// The text the scanner has not read yet, with the characters it skips taken off the front.
    private func unread(_ scanner: ScriptObject, skipping: Bool) -> Substring {
        guard case .string(let text)? = scanner.fields["string"] else { return "" }
        let position = max(0, min(text.count, scanner.fields["currentIndex"]?.integer ?? 0))
        let rest = text.dropFirst(position)
        guard skipping, scanner.fields["charactersToBeSkipped"]?.isNull == false else { return rest }
        return rest.drop { $0.isWhitespace || $0.isNewline }
    }

    /// Hex digits after an optional `0x`, and the characters read: the largest value of the
    /// width on overflow, as Foundation answers; nil without a digit.
    private static func hexDigits(_ text: Substring, bits: Int) -> (value: ScriptValue, length: Int)? {
        let prefixed = text.hasPrefix("0x") || text.hasPrefix("0X")
        let digits = (prefixed ? text.dropFirst(2) : text).prefix { $0.isHexDigit }
        guard !digits.isEmpty else { return nil }
        let largest: UInt64 = bits == 32 ? UInt64(truncatingIfNeeded: UInt32.max) : UInt64.max
        let value = UInt64(digits, radix: 16).map { min($0, largest) } ?? largest
        // A UInt64 past Int's range is carried as a Double, as islet carries other large numbers.
        let number: ScriptValue = Int(exactly: value).map { .int($0) } ?? .double(Double(value))
        return (number, digits.count + (prefixed ? 2 : 0))
    }

    /// A decimal integer with an optional sign, and the characters read; nil without a digit
    /// or past the type's range.
    private static func decimalDigits(_ text: Substring, signed: Bool) -> (value: ScriptValue, length: Int)? {
        let sign = signed && (text.hasPrefix("-") || text.hasPrefix("+")) ? 1 : 0
        let digits = text.dropFirst(sign).prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let value = Int(text.prefix(sign + digits.count)) else { return nil }
        return (.int(value), sign + digits.count)
    }

    /// The longest decimal number (sign, digits, fraction, exponent) at the front; nil without one.
    private static func decimalNumber(_ text: Substring) -> (value: ScriptValue, length: Int)? {
        var length = 0
        var best: (ScriptValue, Int)?
        for character in text.prefix(64) {
            guard character.isASCII, character.isNumber || "+-.eE".contains(character) else { break }
            length += 1
            if let value = Double(text.prefix(length)) { best = (.double(value), length) }
        }
        return best
    }
}
