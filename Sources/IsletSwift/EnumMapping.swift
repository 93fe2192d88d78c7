import IsletInput
import SwiftSyntax

/// An enum's TYPE as synthesized `Codable` writes it: its raw values when it has a `String` or
/// integer raw type (implicit ones computed as Swift does: the case name for `String`, the
/// previous value plus one from 0 for integers), otherwise the keyed form
/// `{"case": {"label" or "_0": TYPE}}`, with `CodingKeys` (and `<Case>CodingKeys`) renames.
extension SchemaMapper {
    static let integerRawTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]
    static let textRawTypes: Set<String> = ["String", "Character"]
    static let floatingRawTypes: Set<String> = ["Double", "Float", "Float16", "Float32", "Float64", "CGFloat"]

    mutating func enumSpelling(of declaration: TypeDeclaration, bindings: [String: TypeSpelling], at site: Site) -> TypeSpelling {
        let members = catalog.members(of: declaration)
        if let (initializer, source) = members.first(where: { $0.declaration.isDecodingInitializer }) {
            var customSite = site
            customSite.source = source
            let note = "\(declaration.name) decodes itself with a custom init(from:) at \(source.path):\(source.location(of: initializer).line); islet cannot follow that code and accepts any JSON here"
            return opaque(declaration.name, .customDecoding, note: note, at: initializer, site: customSite)
        }
        let cases = declaration.members.compactMap { $0.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
        guard !cases.isEmpty else {
            return opaque(declaration.name, .unresolvedType, note: "\(declaration.name) has no cases, so no value of it decodes; islet accepts any JSON there", at: declaration.node, site: site)
        }
        let rawType = declaration.inherited.first?.writtenName.flatMap(StandardTypes.canonical)
        if let rawType, Self.textRawTypes.contains(rawType) {
            let values = cases.map { JSONValue.string($0.rawValue?.value.as(StringLiteralExprSyntax.self)?.literalText ?? $0.name.text.withoutBackticks) }
            return .named("enum", .array(distinct(values, of: cases, in: declaration, at: site)), name: declaration.name)
        }
        if let rawType, Self.integerRawTypes.contains(rawType) {
            var next = 0
            var values: [JSONValue] = []
            for element in cases {
                let value = element.rawValue.flatMap { Self.integerLiteral($0.value) } ?? next
                values.append(.number(JSONNumber(value)))
                next = value &+ 1
            }
            return .named("enum", .array(distinct(values, of: cases, in: declaration, at: site)), name: declaration.name)
        }
        if let rawType, Self.floatingRawTypes.contains(rawType) {
            return opaque(declaration.name, .unresolvedType, note: "\(declaration.name) has \(rawType) raw values, which islet's schema cannot spell; it accepts any JSON there", at: declaration.node, site: site)
        }
        return keyedCases(cases, of: declaration, members: members.map(\.declaration), bindings: bindings, at: site)
    }

    /// The keyed form of an enum without raw values.
    private mutating func keyedCases(_ cases: [EnumCaseElementSyntax], of declaration: TypeDeclaration, members: [DeclSyntax], bindings: [String: TypeSpelling], at site: Site) -> TypeSpelling {
        let caseKeys = codingKeys(in: members)
        var body = JSONObject()
        for element in cases {
            let name = element.name.text.withoutBackticks
            if let caseKeys, caseKeys[name] == nil { continue }
            let key = caseKeys?[name] ?? name
            guard body[key] == nil else {
                redeclared(name, at: element, site: Site(scope: declaration.name, source: declaration.source, bindings: bindings, path: site.path))
                continue
            }
            let labelKeys = codingKeys(in: members, named: name.prefix(1).uppercased() + name.dropFirst() + "CodingKeys")
            var values = JSONObject()
            for (index, parameter) in (element.parameterClause?.parameters ?? []).enumerated() {
                let label = parameter.firstName.map { $0.text == "_" ? "_\(index)" : $0.text.withoutBackticks } ?? "_\(index)"
                let labelKey = labelKeys?[label] ?? label
                let parameterSite = Site(scope: declaration.name, source: declaration.source, bindings: bindings, path: site.path + "." + key + "." + labelKey)
                values.append(labelKey, spelling(of: parameter.type, at: parameterSite).json)
            }
            body.append(key, .object(values))
        }
        return .named("enum", .object(body), name: declaration.name)
    }

    /// The raw values with each after its first left out, as the error Swift gives for it:
    /// the schema, like `JSONDecoder`, needs each raw value to name one case.
    private mutating func distinct(_ values: [JSONValue], of cases: [EnumCaseElementSyntax], in declaration: TypeDeclaration, at site: Site) -> [JSONValue] {
        var kept: [JSONValue] = []
        for (value, element) in zip(values, cases) {
            guard kept.contains(value) else {
                kept.append(value)
                continue
            }
            report(SchemaDiagnostic(
                .syntaxError, severity: .error, file: declaration.source.path, at: declaration.source.location(of: element),
                "raw value for enum case is not unique", activity: activity, path: site.path
            ))
        }
        return kept
    }

    /// A stored property or case declared twice, which Swift refuses ("invalid redeclaration");
    /// the first declaration is the one kept.
    mutating func redeclared(_ name: String, at node: some SyntaxProtocol, site: Site) {
        report(SchemaDiagnostic(
            .syntaxError, severity: .error, file: site.source.path, at: site.source.location(of: node),
            "invalid redeclaration of '\(name)'", activity: activity, path: site.path
        ))
    }

    /// An integer literal raw value (`3`, `-1`, `0x10`, `1_000`), nil for anything else.
    static func integerLiteral(_ expression: ExprSyntax) -> Int? {
        if let negated = expression.as(PrefixOperatorExprSyntax.self), negated.operator.text == "-" {
            return integerLiteral(negated.expression).map { 0 &- $0 }
        }
        guard let literal = expression.as(IntegerLiteralExprSyntax.self) else { return nil }
        let digits = String(literal.literal.text.filter { $0 != "_" })
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            return Int(digits.dropFirst(2), radix: radix)
        }
        return Int(digits)
    }
}
