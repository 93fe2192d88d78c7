/// Spelling rules for generated Swift: enum case names made from raw values, and the keywords
/// that must be escaped with backticks.
enum SwiftNaming {
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// A name usable in a declaration: keywords in backticks.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// `lowerCamelCase` of a string raw value: `on_the_way` → `onTheWay`, `IN-TRANSIT` →
    /// `inTransit`, `2x` → `_2x`; nil when nothing of it can be an identifier (`🍕`, `""`).
    static func caseName(forRaw raw: String) -> String? {
        var words: [String] = []
        var current = ""
        for scalar in raw.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard !words.isEmpty else { return nil }
        var name = ""
        for (index, word) in words.enumerated() {
            let isShouting = word.count > 1 && word == word.uppercased()
            let normal = isShouting ? word.lowercased() : word
            if index == 0 {
                name += normal.prefix(1).lowercased() + normal.dropFirst()
            } else {
                name += normal.prefix(1).uppercased() + normal.dropFirst()
            }
        }
        if let first = name.unicodeScalars.first, ("0"..."9").contains(first) { name = "_" + name }
        return name
    }

    /// `value3`, `valueMinus3`: case names for integer raw values, which carry no words.
    static func caseName(forRaw raw: Int) -> String {
        raw < 0 ? "valueMinus\(raw.magnitude)" : "value\(raw)"
    }

    /// A Swift string literal holding `text`.
    static func stringLiteral(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                output += "\\u{\(String(scalar.value, radix: 16))}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}
