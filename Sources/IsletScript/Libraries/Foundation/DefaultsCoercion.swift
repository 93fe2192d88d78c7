import FoundationEssentials

/// How `UserDefaults` turns a stored property-list value into what a getter returns, as Apple
/// documents it: `integer(forKey:)` takes `true` as 1, `2.67` as 2 and the string "123" as 123;
/// `bool(forKey:)` takes non-zero numbers and the strings "true", "YES" and "1" as true;
/// `string(forKey:)` writes numbers out; the collection and data getters give nil for any
/// other kind. `@AppStorage` casts instead (`as? T`), with no coercion.
enum DefaultsCoercion {
    /// The value the getter `name` (`integer`, `string`, … as in `integer(forKey:)`) returns for `stored`.
    static func read(_ name: String, _ stored: DefaultsValue) -> ScriptValue {
        switch name {
        case "integer": return .int(integer(stored))
        case "double", "float": return .double(real(stored))
        case "bool": return .bool(bool(stored))
        case "string": return string(stored).map { .string($0) } ?? .null
        case "array":
            if case .array = stored { return value(stored) }
            return .null
        case "stringArray":
            guard case .array(let items) = stored else { return .null }
            var texts: [ScriptValue] = []
            for item in items {
                guard case .string(let text) = item else { return .null }
                texts.append(.string(text))
            }
            return .array(texts)
        case "dictionary":
            if case .dictionary = stored { return value(stored) }
            return .null
        case "data":
            if case .data(let bytes) = stored { return .data(bytes) }
            return .null
        case "url":
            return url(stored)
        default:
            return value(stored)
        }
    }

    /// The stored value as Swift sees it through `object(forKey:)`; a dictionary's keys sorted.
    static func value(_ stored: DefaultsValue) -> ScriptValue {
        switch stored {
        case .string(let text): .string(text)
        case .integer(let number): .int(number)
        case .real(let number): .double(number)
        case .bool(let flag): .bool(flag)
        case .date(let date): .date(date)
        case .data(let bytes): .data(bytes)
        case .array(let items): .array(items.map(value))
        case .dictionary(let entries): .dictionary(entries.keys.sorted().map { ScriptEntry(key: .string($0), value: value(entries[$0]!)) })
        }
    }

    /// `stored as? T` for an `@AppStorage` of type `T`; nil when it is not one.
    static func cast(_ stored: DefaultsValue, to type: String) -> ScriptValue? {
        switch (type, stored) {
        case ("Int", .integer(let number)): return .int(number)
        case ("Int", .real(let number)) where number.rounded(.towardZero) == number && abs(number) < 9e18: return .int(Int(number))
        case ("Double", .integer(let number)), ("CGFloat", .integer(let number)), ("TimeInterval", .integer(let number)): return .double(Double(number))
        case ("Double", .real(let number)), ("CGFloat", .real(let number)), ("TimeInterval", .real(let number)): return .double(number)
        case ("Bool", .bool(let flag)): return .bool(flag)
        case ("Bool", .integer(let number)) where number == 0 || number == 1: return .bool(number == 1)
        case ("String", .string(let text)): return .string(text)
        case ("URL", .string): return url(stored)
        case ("Data", .data(let bytes)): return .data(bytes)
        case ("Date", .date(let date)): return .date(date)
        default: return nil
        }
    }

    /// `integer(forKey:)`: a real truncated, a bool 1 or 0, a string's leading integer (as
    /// `NSString.integerValue` reads "12 stops" as 12), 0 for anything else.
    static func integer(_ stored: DefaultsValue) -> Int {
        switch stored {
        case .integer(let number): return number
        case .real(let number): return number.isFinite ? Int(max(-9e18, min(9e18, number.rounded(.towardZero)))) : 0
        case .bool(let flag): return flag ? 1 : 0
        case .string(let text): return Int(leadingNumber(text, fraction: false)) ?? 0
        default: return 0
        }
    }

    /// `double(forKey:)`: a number, a bool 1 or 0, a string's leading number, 0 for anything else.
    static func real(_ stored: DefaultsValue) -> Double {
        switch stored {
        case .integer(let number): return Double(number)
        case .real(let number): return number
        case .bool(let flag): return flag ? 1 : 0
        case .string(let text): return Double(leadingNumber(text, fraction: true)) ?? 0
        default: return 0
        }
    }

    /// `bool(forKey:)`: a non-zero number, "true" or "YES" in any case, or a string whose leading
    /// integer is not zero.
    static func bool(_ stored: DefaultsValue) -> Bool {
        switch stored {
        case .bool(let flag): return flag
        case .integer(let number): return number != 0
        case .real(let number): return number != 0
        case .string(let text):
            let word = text.trimmingCharacters(in: " ").lowercased()
            return word == "true" || word == "yes" || integer(stored) != 0
        default: return false
        }
    }

    /// `string(forKey:)`: a string, or a number written out (a whole real without its ".0", as
    /// `NSNumber` describes it; a bool as 1 or 0); nil for anything else.
    static func string(_ stored: DefaultsValue) -> String? {
        switch stored {
        case .string(let text): return text
        case .integer(let number): return String(number)
        case .real(let number) where number.rounded() == number && abs(number) < 1e15: return String(Int(number))
        case .real(let number): return String(number)
        case .bool(let flag): return flag ? "1" : "0"
        default: return nil
        }
    }

    /// `url(forKey:)`: a string is a file path made a file URL, as iOS does; a string with a
    /// scheme (`https://…`) is that URL, standing in for the archived URL `set(_:forKey:)` writes,
    /// which a defaults file cannot hold.
    static func url(_ stored: DefaultsValue) -> ScriptValue {
        guard case .string(let text) = stored, !text.isEmpty else { return .null }
        if text.contains("://") { return URL(string: text) == nil ? .null : .url(text) }
        return .url("file://" + (text.hasPrefix("/") ? text : "/" + text))
    }

    /// The longest leading run of `text` (after blanks) that reads as a number: a sign and
    /// digits, and with `fraction` a decimal part and an exponent.
    private static func leadingNumber(_ text: String, fraction: Bool) -> String {
        let characters = Array(text.drop(while: \.isWhitespace))
        let isDigit = { (position: Int) in position < characters.count && characters[position].isASCII && characters[position].isNumber }
        let isSign = { (position: Int) in position < characters.count && (characters[position] == "-" || characters[position] == "+") }
        var end = isSign(0) ? 1 : 0
        while isDigit(end) { end += 1 }
        if fraction, end < characters.count, characters[end] == "." {
            end += 1
            while isDigit(end) { end += 1 }
        }
        if fraction, end < characters.count, characters[end] == "e" || characters[end] == "E" {
            var exponent = end + 1
            if isSign(exponent) { exponent += 1 }
            let start = exponent
            while isDigit(exponent) { exponent += 1 }
            if exponent > start { end = exponent }
        }
        return String(characters[..<end])
    }
}
