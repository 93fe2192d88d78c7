import IsletInput

/// Parses layout expressions by recursive descent, with the precedence Swift gives the same
/// operators: `?:` below `||` below `&&` below comparisons below `!`.
public struct ExpressionParser {
    /// How many operators and parentheses one expression may hold. Parsing, checking and
    /// evaluating recurse once per operator, so this bounds the stack a layout can use.
    public static let maximumOperators = 256

    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var operators = 0

    private init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// Parses a whole expression; the error message says what was expected and at which character.
    public static func parse(_ text: String) throws(InputError) -> Expression {
        var parser = ExpressionParser(text)
        parser.skipSpaces()
        guard parser.position < parser.scalars.count else { throw InputError("the expression is empty") }
        let expression = try parser.parseChoice()
        parser.skipSpaces()
        guard parser.position == parser.scalars.count else {
            throw parser.failure("unexpected \(JSONWriter.quoted(parser.rest))")
        }
        return expression
    }

    private var rest: String {
        String(String.UnicodeScalarView(scalars[position...]))
    }

    private func failure(_ message: String) -> InputError {
        let text = String(String.UnicodeScalarView(scalars))
        return InputError("in \(JSONWriter.quoted(text)) at character \(position + 1): \(message)")
    }

    private mutating func countOperator() throws(InputError) {
        operators += 1
        guard operators <= Self.maximumOperators else {
            throw failure("more than \(Self.maximumOperators) operators and parentheses; simplify the expression")
        }
    }

    private mutating func skipSpaces() {
        while position < scalars.count, scalars[position] == " " || scalars[position] == "\t" { position += 1 }
    }

    private mutating func consume(_ token: String) -> Bool {
        skipSpaces()
        let tokenScalars = Array(token.unicodeScalars)
        guard position + tokenScalars.count <= scalars.count,
              Array(scalars[position..<position + tokenScalars.count]) == tokenScalars else { return false }
        position += tokenScalars.count
        return true
    }

    private mutating func parseChoice() throws(InputError) -> Expression {
        let condition = try parseOr()
        guard consume("?") else { return condition }
        try countOperator()
        let yes = try parseChoice()
        guard consume(":") else { throw failure("expected ':' in a choice (condition ? a : b)") }
        let no = try parseChoice()
        return .choose(condition, yes, no)
    }

    private mutating func parseOr() throws(InputError) -> Expression {
        var lhs = try parseAnd()
        while consume("||") {
            try countOperator()
            lhs = .or(lhs, try parseAnd())
        }
        return lhs
    }

    private mutating func parseAnd() throws(InputError) -> Expression {
        var lhs = try parseComparison()
        while consume("&&") {
            try countOperator()
            lhs = .and(lhs, try parseComparison())
        }
        return lhs
    }

    private mutating func parseComparison() throws(InputError) -> Expression {
        let lhs = try parseUnary()
        for op in ComparisonOperator.allCases where consume(op.rawValue) {
            try countOperator()
            return .compare(lhs, op, try parseUnary())
        }
        return lhs
    }

    private mutating func parseUnary() throws(InputError) -> Expression {
        if consume("!") {
            try countOperator()
            return .not(try parseUnary())
        }
        return try parsePrimary()
    }

    private mutating func parsePrimary() throws(InputError) -> Expression {
        skipSpaces()
        guard position < scalars.count else { throw failure("expected a value at the end") }
        let scalar = scalars[position]
        if scalar == "(" {
            try countOperator()
            position += 1
            let inner = try parseChoice()
            guard consume(")") else { throw failure("expected ')'") }
            return inner
        }
        if scalar == "'" || scalar == "\"" { return .string(try parseQuoted(scalar)) }
        if scalar == "#" {
            position += 1
            return .string("#" + parseIdentifier())
        }
        if scalar == "-" || ("0"..."9").contains(scalar) { return .number(try parseNumber()) }
        if isIdentifierStart(scalar) { return try parseWordOrPath() }
        throw failure("unexpected \(JSONWriter.quoted(String(Character(scalar)))); expected a path, a number, a 'string', true, false or nil")
    }

    private mutating func parseQuoted(_ quote: Unicode.Scalar) throws(InputError) -> String {
        position += 1
        var text = String.UnicodeScalarView()
        while position < scalars.count, scalars[position] != quote {
            text.append(scalars[position])
            position += 1
        }
        guard position < scalars.count else { throw failure("unterminated string") }
        position += 1
        return String(text)
    }

    private mutating func parseNumber() throws(InputError) -> Double {
        let start = position
        if scalars[position] == "-" { position += 1 }
        while position < scalars.count, ("0"..."9").contains(scalars[position]) || scalars[position] == "." { position += 1 }
        let literal = String(String.UnicodeScalarView(scalars[start..<position]))
        guard let value = Double(literal) else { throw failure("\(JSONWriter.quoted(literal)) is not a number") }
        return value
    }

    private mutating func parseWordOrPath() throws(InputError) -> Expression {
        var components = [parseIdentifier()]
        while position < scalars.count, scalars[position] == "." {
            position += 1
            guard position < scalars.count, isIdentifierStart(scalars[position]) else {
                throw failure("expected a name after '.'")
            }
            components.append(parseIdentifier())
        }
        if components.count == 1 {
            switch components[0] {
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "nil", "null": return .null
            case "cases":
                guard consume("(") else { break }
                try countOperator()
                let operand = try parseChoice()
                guard consume(")") else { throw failure("expected ')' after cases(...") }
                return .enumCases(operand)
            default: break
            }
        }
        return .path(components)
    }

    private mutating func parseIdentifier() -> String {
        let start = position
        while position < scalars.count, isIdentifierStart(scalars[position]) || ("0"..."9").contains(scalars[position]) {
            position += 1
        }
        return String(String.UnicodeScalarView(scalars[start..<position]))
    }

    private func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
    }
}
