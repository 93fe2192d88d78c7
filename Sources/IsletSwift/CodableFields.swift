import IsletInput
import SwiftSyntax

/// A struct's decoded fields by the rules Swift's synthesized `init(from:)` follows: stored
/// properties only (not `static`, not computed), a `let` with an initial value never decoded, a
/// `var` with one still required, `CodingKeys` renaming or leaving out keys, and a custom
/// `init(from:)` or a property wrapper named as code islet cannot follow.
enum CodableShape {
    /// FIELD → TYPE (or `{"type", "key"}` when `CodingKeys` renames it), in declaration order.
    case fields(JSONObject)
    /// The type decodes itself: what to say, and where.
    case custom(note: String, node: Syntax, source: ParsedSource)
}

/// Attributes that are not property wrappers, so a property carrying one is still plainly decoded.
private let plainAttributes: Set<String> = [
    "available", "objc", "nonobjc", "MainActor", "preconcurrency", "usableFromInline", "inlinable", "_spi", "NSCopying",
    "IBOutlet", "IBInspectable", "GKInspectable", "NSManaged", "ObservationIgnored", "ObservationTracked", "Transient",
    "exclusivity", "_hasStorage", "backDeployed", "discardableResult",
]

extension SchemaMapper {
    /// `followingSynthesis` maps the stored properties even when the type decodes itself.
    mutating func codableShape(of declaration: TypeDeclaration, bindings: [String: TypeSpelling], path: String, followingSynthesis: Bool = false) -> CodableShape {
        let members = catalog.members(of: declaration)
        if !followingSynthesis, let (initializer, source) = members.first(where: { $0.declaration.isDecodingInitializer }) {
            let location = source.location(of: initializer)
            return .custom(
                note: "\(declaration.name) decodes itself with a custom init(from:) at \(source.path):\(location.line); islet cannot follow that code and accepts any JSON here",
                node: Syntax(initializer), source: source
            )
        }
        if let (encoder, source) = members.first(where: { $0.declaration.isEncodingFunction }) {
            report(SchemaDiagnostic(
                .customDecoding, file: source.path, at: source.location(of: encoder),
                "\(declaration.name) encodes itself with a custom encode(to:); islet checks pushes against the synthesized decoding, which the app's own encoding may not match",
                activity: activity, path: path
            ))
        }
        let keys = codingKeys(in: members.map(\.declaration))
        var fields = JSONObject()
        // Only the type's own body stores properties: Swift refuses a stored property in an extension.
        for member in declaration.members {
            let source = declaration.source
            guard let variable = member.as(VariableDeclSyntax.self), !variable.isStatic else { continue }
            let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
            let wrapper = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
                .first { !plainAttributes.contains($0.attributeName.trimmedDescription) }
            let patternBindings = Array(variable.bindings)
            for (index, binding) in patternBindings.enumerated() {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.withoutBackticks,
                      !binding.isComputed, !(isLet && binding.initializer != nil) else { continue }
                if let keys, keys[name] == nil { continue }
                let key = keys?[name] ?? name
                let site = Site(scope: declaration.name, source: source, bindings: bindings, path: path + "." + name)
                guard fields[name] == nil else {
                    redeclared(name, at: binding, site: site)
                    continue
                }
                let type: TypeSpelling
                if let wrapper {
                    type = opaque(
                        (binding.typeAnnotation?.type.trimmedDescription).map { "@\(wrapper.attributeName.trimmedDescription) \($0)" } ?? "@\(wrapper.attributeName.trimmedDescription)",
                        .customDecoding,
                        note: "the property wrapper @\(wrapper.attributeName.trimmedDescription) decides how \(name) is decoded; islet cannot follow it and accepts any JSON there",
                        at: wrapper, site: site
                    )
                } else if let written = patternBindings[index...].lazy.compactMap(\.typeAnnotation).first?.type {
                    // A type the parser found missing is a syntax error, reported as one; the property is not guessed at.
                    if written.is(MissingTypeSyntax.self) { continue }
                    type = spelling(of: written, at: site)
                } else if let initializer = binding.initializer, let inferred = Self.inferredType(of: initializer.value) {
                    type = spelling(of: inferred, at: site)
                } else {
                    type = opaque(
                        name, .unresolvedType, note: "\(name) has no written type and islet cannot infer one from its initial value; it accepts any JSON there",
                        at: binding, site: site
                    )
                }
                fields.append(name, key == name ? type.json : .object(JSONObject([.init(key: "type", value: type.json), .init(key: "key", value: .string(key))])))
            }
        }
        return .fields(fields)
    }

    /// Property name → JSON key from a `CodingKeys` enum among `members` (a case's String raw
    /// value, or its name), or nil when the type declares none and every stored property is a key.
    func codingKeys(in members: [DeclSyntax], named name: String = "CodingKeys") -> [String: String]? {
        guard let keys = members.lazy.compactMap({ $0.as(EnumDeclSyntax.self) }).first(where: { $0.name.text == name }) else { return nil }
        var result: [String: String] = [:]
        for element in keys.memberBlock.declarations.compactMap({ $0.as(EnumCaseDeclSyntax.self) }).flatMap(\.elements) {
            let caseName = element.name.text.withoutBackticks
            result[caseName] = element.rawValue.flatMap { $0.value.as(StringLiteralExprSyntax.self)?.literalText } ?? caseName
        }
        return result
    }

    /// The type Swift infers for a property written without one, from the literal or the
    /// initializer call it starts with; nil when islet cannot tell.
    static func inferredType(of value: ExprSyntax) -> TypeSyntax? {
        func named(_ name: String) -> TypeSyntax { TypeSyntax(IdentifierTypeSyntax(name: .identifier(name))) }
        if value.is(IntegerLiteralExprSyntax.self) { return named("Int") }
        if value.is(FloatLiteralExprSyntax.self) { return named("Double") }
        if value.is(StringLiteralExprSyntax.self) { return named("String") }
        if value.is(BooleanLiteralExprSyntax.self) { return named("Bool") }
        if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return inferredType(of: prefix.expression) }
        if let call = value.as(FunctionCallExprSyntax.self), let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
           reference.baseName.text.first?.isUppercase == true {
            return named(reference.baseName.text)
        }
        return nil
    }
}

extension StringLiteralExprSyntax {
    /// The text of a literal without interpolation (raw values and coding keys cannot interpolate),
    /// its escapes resolved as the compiler does: `"first\tname"` is the key the phone decodes,
    /// with a tab in it, and `#"a\tb"#` keeps its backslash.
    var literalText: String? {
        let delimiter = openingPounds?.text ?? ""
        var text = ""
        for segment in segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += StringEscapes.resolve(plain.content.text, delimiter: delimiter)
        }
        return text
    }
}

extension DeclSyntax {
    /// `init(from:)`: the type's own decoding.
    var isDecodingInitializer: Bool {
        guard let initializer = self.as(InitializerDeclSyntax.self) else { return false }
        let parameters = initializer.signature.parameterClause.parameters
        return parameters.count == 1 && parameters.first?.firstName.text == "from"
    }

    /// `func encode(to:)`: the type's own encoding.
    var isEncodingFunction: Bool {
        guard let function = self.as(FunctionDeclSyntax.self), function.name.text == "encode" else { return false }
        let parameters = function.signature.parameterClause.parameters
        return parameters.count == 1 && parameters.first?.firstName.text == "to"
    }
}

extension VariableDeclSyntax {
    /// `static` or `class`: stored on the type, never in a value.
    var isStatic: Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }
}

extension PatternBindingSyntax {
    /// A getter (or any accessor but `willSet`/`didSet` observers): computed, not stored.
    var isComputed: Bool {
        guard let accessors = accessorBlock?.accessors else { return false }
        guard case .accessors(let list) = accessors else { return true }
        return list.contains { $0.accessorSpecifier.tokenKind != .keyword(.willSet) && $0.accessorSpecifier.tokenKind != .keyword(.didSet) }
    }
}
