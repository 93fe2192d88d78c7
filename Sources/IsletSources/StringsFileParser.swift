import IsletInput

/// The old-style text form of a `.strings` file, as Xcode and `genstrings` write it:
/// `"key" = "value";` entries (a bare `"key";` is its own value), `/* … */` and `// …`
/// comments, unquoted words of letters, digits and `_$+/:.-`, and the escapes `\n \t \r \" \\
/// \' \a \b \f \v`, octal `\101` and `\U00E9` (two in a row for a surrogate pair). Written
/// here rather than through `PropertyListDecoder`, which reads it too, so a mistake is
/// reported at its line and column; it reads one entry after another and never nests.
struct StringsFileParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1, column = 1

    /// The entries of `text`, in the order written; a key written twice keeps its last value.
    /// - Throws: `InputError` at the line and column of the first mistake.
    static func parse(_ text: String) throws(InputError) -> [String: String] {
        var parser = StringsFileParser(scalars: Array(text.unicodeScalars))
        var entries: [String: String] = [:]
        while true {
            try parser.skipSpaceAndComments()
            guard !parser.atEnd else { return entries }
            let key = try parser.word("a key")
            try parser.skipSpaceAndComments()
            if parser.peek == ";" {
                parser.advance()
                entries[key] = key
                continue
            }
            try parser.expect("=", "after the key \"\(key)\"")
            try parser.skipSpaceAndComments()
            let value = try parser.word("a value for \"\(key)\"")
            try parser.skipSpaceAndComments()
            try parser.expect(";", "after the value of \"\(key)\"")
            entries[key] = value
        }
    }

    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    private var atEnd: Bool { index >= scalars.count }
    private var peek: Unicode.Scalar? { atEnd ? nil : scalars[index] }

    private mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    private func failure(_ message: String) -> InputError {
        InputError(location: SourceLocation(line: line, column: column), message)
    }

    private mutating func expect(_ scalar: Unicode.Scalar, _ place: String) throws(InputError) {
        guard peek == scalar else { throw failure("expected \"\(scalar)\" \(place)" + (atEnd ? ", found the end of the file" : "")) }
        advance()
    }

    private mutating func skipSpaceAndComments() throws(InputError) {
        while let scalar = peek {
            if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                advance()
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let start = failure("a comment that is never closed with */")
                advance()
                advance()
                while !(peek == "*" && index + 1 < scalars.count && scalars[index + 1] == "/") {
                    guard !atEnd else { throw start }
                    advance()
                }
                advance()
                advance()
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while let next = peek, next != "\n" { advance() }
            } else {
                return
            }
        }
    }

    private static let unquoted = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$+/:.-".unicodeScalars)

    /// A quoted string with its escapes resolved, or an unquoted word.
    private mutating func word(_ what: String) throws(InputError) -> String {
        guard let first = peek else { throw failure("expected \(what), found the end of the file") }
        var text = String.UnicodeScalarView()
        if first != "\"" {
            while let scalar = peek, Self.unquoted.contains(scalar) {
                text.append(scalar)
                advance()
            }
            guard !text.isEmpty else { throw failure("expected \(what) in double quotes, found \"\(first.escaped(asASCII: true))\"") }
            return String(text)
        }
        let open = failure("a string that is never closed with \"")
        advance()
        while true {
            guard let scalar = peek else { throw open }
            advance()
            if scalar == "\"" { return String(text) }
            guard scalar == "\\" else {
                text.append(scalar)
                continue
            }
            try escape(into: &text)
        }
    }

    /// The escape after a backslash.
    private mutating func escape(into text: inout String.UnicodeScalarView) throws(InputError) {
        guard let scalar = peek else { throw failure("a backslash at the end of the file") }
        let simple: [Unicode.Scalar: Unicode.Scalar] = [
            "n": "\n", "t": "\t", "r": "\r", "a": "\u{07}", "b": "\u{08}", "f": "\u{0C}", "v": "\u{0B}", "\"": "\"", "\\": "\\", "'": "'",
        ]
        if let replaced = simple[scalar] {
            advance()
            text.append(replaced)
        } else if scalar == "U" || scalar == "u" {
            advance()
            var unit = try hexUnit()
            if (0xD800..<0xDC00).contains(unit), peek == "\\", index + 1 < scalars.count, scalars[index + 1] == "U" || scalars[index + 1] == "u" {
                advance()
                advance()
                let low = try hexUnit()
                guard (0xDC00..<0xE000).contains(low) else { throw failure("\\U\(String(unit, radix: 16)) begins a surrogate pair the next escape does not end") }
                unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let made = Unicode.Scalar(unit) else { throw failure("\\U\(String(unit, radix: 16)) is half of a surrogate pair") }
            text.append(made)
        } else if let digit = octalDigit(scalar) {
            var value = digit
            advance()
            for _ in 0..<2 {
                guard let next = peek, let more = octalDigit(next) else { break }
                value = value * 8 + more
                advance()
            }
            text.append(Unicode.Scalar(UInt8(truncatingIfNeeded: value)))
        } else {
            // An unknown escape stands for the character itself.
            advance()
            text.append(scalar)
        }
    }

    private mutating func hexUnit() throws(InputError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let scalar = peek, let digit = scalar.properties.numericType != nil || ("a"..."f").contains(scalar) || ("A"..."F").contains(scalar)
                ? UInt32(String(scalar), radix: 16) : nil
            else { throw failure("expected four hexadecimal digits after \\U") }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    private func octalDigit(_ scalar: Unicode.Scalar) -> Int? {
        ("0"..."7").contains(scalar) ? Int(scalar.value - 48) : nil
    }
}
