import IsletInput
import SwiftSyntax

/// Turns Swift types into the interchange's TYPE spellings by Swift's synthesized `Codable`
/// rules, collecting a diagnostic wherever it cannot follow the code (a custom `init(from:)`, a
/// property wrapper, a type the sources do not declare) so nothing is guessed silently.
struct SchemaMapper {
    /// Where a type is written: the names it is looked up among, its file, the generic
    /// parameters bound there, and the JSON path of the value in its activity.
    struct Site {
        var scope: String
        var source: ParsedSource
        var bindings: [String: TypeSpelling] = [:]
        var path: String
    }

    let catalog: TypeCatalog
    /// The activity being mapped, named in diagnostics.
    var activity = ""
    private(set) var diagnostics: [SchemaDiagnostic] = []
    /// Every name part the mapping looked up, found or not: a file declaring one could change the schema.
    var askedNames: Set<String> = []
    /// Declared types being mapped, outermost first: a type met again inside itself is recursive.
    private var inProgress: [String] = []

    init(catalog: TypeCatalog) {
        self.catalog = catalog
    }

    /// Adds a diagnostic unless the same one is already there (a type used twice reports once a use).
    mutating func report(_ diagnostic: SchemaDiagnostic) {
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    /// Runs `body` and forgets what it reported: a copy mapped only to compare it with the one
    /// used must not add its caveats.
    mutating func quietly<Result>(_ body: (inout SchemaMapper) -> Result) -> Result {
        let kept = diagnostics
        defer { diagnostics = kept }
        return body(&self)
    }

    /// An opaque TYPE with its warning, located at `node`.
    mutating func opaque(_ written: String, _ reason: SchemaDiagnostic.Code, note: String, at node: some SyntaxProtocol, site: Site) -> TypeSpelling {
        report(SchemaDiagnostic(reason, file: site.source.path, at: site.source.location(of: node), note, activity: activity, path: site.path))
        return .opaque(written, reason: reason, note: note)
    }

    /// The TYPE of a type as written at `site`.
    mutating func spelling(of type: TypeSyntax, at site: Site) -> TypeSpelling {
        if let optional = type.as(OptionalTypeSyntax.self) { return spelling(of: optional.wrappedType, at: site).optional }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return spelling(of: unwrapped.wrappedType, at: site).optional }
        if let attributed = type.as(AttributedTypeSyntax.self) { return spelling(of: attributed.baseType, at: site) }
        if let array = type.as(ArrayTypeSyntax.self) { return arrayOf(spelling(of: array.element, at: site)) }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            return dictionaryOf(dictionary.key, dictionary.value, at: site, written: type)
        }
        if let name = type.writtenName {
            let arguments = genericArguments(of: type)
            return named(name, arguments: arguments, written: type, at: site)
        }
        return opaque(type.trimmedDescription, .unresolvedType, note: "islet has no schema spelling for \(type.trimmedDescription); it accepts any JSON there", at: type, site: site)
    }

    private func genericArguments(of type: TypeSyntax) -> [TypeSyntax] {
        let clause = type.as(IdentifierTypeSyntax.self)?.genericArgumentClause ?? type.as(MemberTypeSyntax.self)?.genericArgumentClause
        return clause?.arguments.compactMap { argument in
            if case .type(let type) = argument.argument { return type }
            return nil
        } ?? []
    }

    private func arrayOf(_ element: TypeSpelling) -> TypeSpelling {
        switch element {
        case .text(let text): return .text("[\(text)]")
        case .object:
            var object = JSONObject()
            object.append("array", element.json)
            return .object(object)
        }
    }

    /// `[K: V]`: Swift writes String and Int keys as an object (Int keys as a flat array of keys
    /// and values); islet's schema spells those with standard values only.
    private mutating func dictionaryOf(_ key: TypeSyntax, _ value: TypeSyntax, at site: Site, written: TypeSyntax) -> TypeSpelling {
        let keySpelling = spelling(of: key, at: site)
        let valueSpelling = spelling(of: value, at: site)
        guard case .text(let keyText) = keySpelling, keyText == "String" || keyText == "Int", case .text(let valueText) = valueSpelling else {
            return opaque(written.trimmedDescription, .unresolvedType, note: "islet's schema spells dictionaries with String or Int keys and standard values only; it accepts any JSON for \(written.trimmedDescription)", at: written, site: site)
        }
        return .text("[\(keyText): \(valueText)]")
    }

    /// A named type: a generic parameter bound at the site, a type the sources declare (which
    /// shadows the standard ones, as in Swift), a standard type, or an unresolved one.
    private mutating func named(_ name: String, arguments: [TypeSyntax], written: TypeSyntax, at site: Site) -> TypeSpelling {
        if arguments.isEmpty, let bound = site.bindings[name] { return bound }
        let copies = catalog.lookup(name, from: site.scope, noting: &askedNames)
        if !copies.isEmpty {
            let bound = arguments.map { spelling(of: $0, at: site) }
            return declared(copies, arguments: bound, written: written, at: site)
        }
        let standard = StandardTypes.canonical(name)
        if let scalar = standard, StandardTypes.scalars.contains(scalar), arguments.isEmpty { return .text(scalar) }
        if let wrapper = standard, let argument = arguments.first, arguments.count == 1 {
            let inner = spelling(of: argument, at: site)
            switch wrapper {
            case "Optional": return inner.optional
            case "Array": return arrayOf(inner)
            case "Set", "ClosedRange", "Range":
                if case .text(let text) = inner { return .text("\(wrapper)<\(text)>") }
                return opaque(written.trimmedDescription, .unresolvedType, note: "islet's schema spells \(wrapper) of standard types only; it accepts any JSON for \(written.trimmedDescription)", at: written, site: site)
            default: break
            }
        }
        if standard == "Dictionary", arguments.count == 2 {
            return dictionaryOf(arguments[0], arguments[1], at: site, written: written)
        }
        return opaque(written.trimmedDescription, .unresolvedType, note: "islet has not read a declaration of \(written.trimmedDescription) (a framework's or another module's type?); it accepts any JSON there", at: written, site: site)
    }

    /// A type the sources declare: its nearest copy, compared with the others, mapped by its kind.
    private mutating func declared(_ copies: [TypeDeclaration], arguments: [TypeSpelling], written: TypeSyntax, at site: Site) -> TypeSpelling {
        let name = copies[0].name
        guard !inProgress.contains(name) else {
            return opaque(written.trimmedDescription, .unresolvedType, note: "\(name) contains itself, which islet's schema cannot spell; it accepts any JSON there", at: written, site: site)
        }
        inProgress.append(name)
        defer { inProgress.removeLast() }
        let declaration = chooseCopy(copies, near: site.source.path, arguments: arguments, at: site)
        return spelling(of: declaration, arguments: arguments, at: site)
    }

    /// The TYPE of one declaration with its generic parameters bound to `arguments`.
    mutating func spelling(of declaration: TypeDeclaration, arguments: [TypeSpelling], at site: Site) -> TypeSpelling {
        let bindings = Dictionary(zip(declaration.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
        switch declaration.kind {
        case .alias(let target):
            return spelling(of: target, at: Site(scope: declaration.enclosingScope, source: declaration.source, bindings: bindings, path: site.path))
        case .structure:
            switch codableShape(of: declaration, bindings: bindings, path: site.path) {
            case .fields(let fields): return .named("struct", .object(fields), name: declaration.name)
            case .custom(let note, let node, let source):
                var customSite = site
                customSite.source = source
                return opaque(declaration.name, .customDecoding, note: note, at: node, site: customSite)
            }
        case .enumeration:
            return enumSpelling(of: declaration, bindings: bindings, at: site)
        case .protocolType:
            return opaque(declaration.name, .unresolvedType, note: "\(declaration.name) is a protocol: islet cannot tell which type a push holds there, so it accepts any JSON", at: declaration.node, site: site)
        }
    }
}
