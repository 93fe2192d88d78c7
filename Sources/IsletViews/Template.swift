import IsletInput

/// A text with interpolated expressions: `"Order #{attributes.orderNumber}"`,
/// `"{state.progress|percent}"`. Braces hold an expression and an optional formatter after `|`;
/// `{{` and `}}` stand for literal braces.
public struct Template: Equatable, Sendable {
    public enum Part: Equatable, Sendable {
        case literal(String)
        case value(Expression, TextFormat)
    }

    public let parts: [Part]

    public init(parts: [Part]) {
        self.parts = parts
    }

    /// A template that is only literal text.
    public static func literal(_ text: String) -> Template {
        Template(parts: [.literal(text)])
    }

    /// True when the template shows values that change with the activity.
    public var isDynamic: Bool {
        parts.contains { if case .value = $0 { return true } else { return false } }
    }

    /// Splits the text into literal runs and `{expression|format}` holes.
    public static func parse(_ text: String) throws(InputError) -> Template {
        var parts: [Part] = []
        var literal = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == "{" || character == "}", next < text.endIndex, text[next] == character {
                literal.append(character)
                index = text.index(after: next)
                continue
            }
            if character == "}" { throw InputError("in \(JSONWriter.quoted(text)): a '}' without its '{' (write '}}' for a brace)") }
            guard character == "{" else {
                literal.append(character)
                index = next
                continue
            }
            guard let close = text[next...].firstIndex(of: "}") else {
                throw InputError("in \(JSONWriter.quoted(text)): a '{' without its '}' (write '{{' for a brace)")
            }
            if !literal.isEmpty { parts.append(.literal(literal)) }
            literal = ""
            parts.append(try parseHole(String(text[next..<close]), in: text))
            index = text.index(after: close)
        }
        if !literal.isEmpty || parts.isEmpty { parts.append(.literal(literal)) }
        return Template(parts: parts)
    }

    private static func parseHole(_ hole: String, in text: String) throws(InputError) -> Part {
        let pieces = hole.split(separator: "|", maxSplits: 1).map(String.init)
        guard let source = pieces.first else { throw InputError("in \(JSONWriter.quoted(text)): an empty {}") }
        let expression: Expression
        do {
            expression = try ExpressionParser.parse(source)
        } catch {
            throw InputError("in \(JSONWriter.quoted(text)): \(error.message)")
        }
        let format = pieces.count > 1 ? try TextFormat.parse(pieces[1].trimmingCharacters(in: " ")) : .automatic
        return .value(expression, format)
    }
}

extension String {
    /// The text without leading and trailing `characters`. Trimmed in place on a slice rather
    /// than by reversing the String twice, whose reversed slices' generic types the runtime
    /// builds on first use in every cold render.
    public func trimmingCharacters(in characters: Character) -> String {
        var slice = self[...]
        while slice.first == characters { slice.removeFirst() }
        while slice.last == characters { slice.removeLast() }
        return String(slice)
    }
}
