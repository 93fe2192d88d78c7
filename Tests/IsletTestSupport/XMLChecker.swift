/// A small XML well-formedness checker, enough for the SVG islet writes: one root element,
/// balanced and properly nested tags, quoted attributes with no raw `<`, character data and
/// attribute values with no bare `&` (only the five named entities and numeric references).
/// Not a full XML parser: no DTDs, CDATA, comments or processing instructions but a leading `<?xml ...?>`.
public struct XMLChecker {
    public struct Element: Equatable {
        public let name: String
        public let attributes: [String: String]
        /// The element's own character data, unescaped.
        public var text: String
    }

    public struct Failure: Error, CustomStringConvertible {
        public let offset: Int
        public let reason: String
        public var description: String { "at character \(offset): \(reason)" }
    }

    /// Every element in document order, or the first well-formedness failure.
    public static func elements(of document: String) throws(Failure) -> [Element] {
        var checker = XMLChecker(characters: Array(document))
        return try checker.parseDocument()
    }

    private let characters: [Character]
    private var index = 0
    private var elements: [Element] = []

    private init(characters: [Character]) {
        self.characters = characters
    }

    private mutating func parseDocument() throws(Failure) -> [Element] {
        skipWhitespace()
        if starts(with: "<?xml") {
            while index < characters.count, !starts(with: "?>") { index += 1 }
            guard starts(with: "?>") else { throw fail("unterminated XML declaration") }
            index += 2
            skipWhitespace()
        }
        guard index < characters.count, characters[index] == "<" else { throw fail("expected the root element") }
        try parseElement()
        skipWhitespace()
        guard index == characters.count else { throw fail("content after the root element") }
        return elements
    }

    private mutating func parseElement() throws(Failure) {
        index += 1
        let name = try parseName()
        var attributes: [String: String] = [:]
        while true {
            let hadSpace = skipWhitespace()
            guard index < characters.count else { throw fail("unterminated start tag <\(name)") }
            if starts(with: "/>") {
                index += 2
                elements.append(Element(name: name, attributes: attributes, text: ""))
                return
            }
            if characters[index] == ">" {
                index += 1
                break
            }
            guard hadSpace else { throw fail("expected a space before an attribute in <\(name)") }
            let attribute = try parseName()
            skipWhitespace()
            guard index < characters.count, characters[index] == "=" else { throw fail("attribute \(attribute) has no value") }
            index += 1
            skipWhitespace()
            let quote = index < characters.count ? characters[index] : " "
            guard quote == "\"" || quote == "'" else { throw fail("attribute \(attribute) is not quoted") }
            index += 1
            var raw = ""
            while index < characters.count, characters[index] != quote {
                guard characters[index] != "<" else { throw fail("raw < in attribute \(attribute)") }
                raw.append(characters[index])
                index += 1
            }
            guard index < characters.count else { throw fail("unterminated attribute \(attribute)") }
            index += 1
            guard attributes[attribute] == nil else { throw fail("duplicate attribute \(attribute)") }
            attributes[attribute] = try unescape(raw)
        }
        let position = elements.count
        elements.append(Element(name: name, attributes: attributes, text: ""))
        var text = ""
        while true {
            guard index < characters.count else { throw fail("<\(name)> is never closed") }
            if starts(with: "</") {
                index += 2
                let closing = try parseName()
                skipWhitespace()
                guard closing == name else { throw fail("</\(closing)> closes <\(name)>") }
                guard index < characters.count, characters[index] == ">" else { throw fail("unterminated end tag </\(closing)") }
                index += 1
                elements[position].text = try unescape(text)
                return
            }
            if characters[index] == "<" {
                try parseElement()
                continue
            }
            text.append(characters[index])
            index += 1
        }
    }

    private mutating func parseName() throws(Failure) -> String {
        var name = ""
        while index < characters.count, characters[index].isLetter || characters[index].isNumber || "-_:.".contains(characters[index]) {
            name.append(characters[index])
            index += 1
        }
        guard let first = name.first, first.isLetter || first == "_" else { throw fail("expected a name") }
        return name
    }

    private func unescape(_ raw: String) throws(Failure) -> String {
        var result = ""
        var rest = Substring(raw)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";") else { throw fail("bare & in \"\(raw)\"") }
            let entity = rest[rest.index(after: ampersand)..<semicolon]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let number = entity.hasPrefix("#x") ? UInt32(entity.dropFirst(2), radix: 16) : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
                guard let number, let scalar = Unicode.Scalar(number) else { throw fail("unknown entity &\(entity); in \"\(raw)\"") }
                result.unicodeScalars.append(scalar)
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = index
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        return index > start
    }

    private func starts(with prefix: String) -> Bool {
        var position = index
        for character in prefix {
            guard position < characters.count, characters[position] == character else { return false }
            position += 1
        }
        return true
    }

    private func fail(_ reason: String) -> Failure {
        Failure(offset: index, reason: reason)
    }
}
