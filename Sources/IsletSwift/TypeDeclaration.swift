import SwiftSyntax

/// One declaration of a named type in the sources read, or one extension of it: what it is, its
/// full dotted name (`DeliveryAttributes.ContentState`), its members (inside `#if` too) and what
/// it inherits, with the file it is in, so a type assembled from a declaration and its
/// extensions across files can be mapped and located.
struct TypeDeclaration {
    enum Kind: Equatable {
        case structure, enumeration, protocolType
        /// A `typealias` and the type it names.
        case alias(TypeSyntax)
    }

    let kind: Kind
    /// The dotted name from the top level, as code outside the type writes it.
    let name: String
    let node: Syntax
    let source: ParsedSource
    let members: [DeclSyntax]
    let inherited: [TypeSyntax]
    let genericParameters: [String]

    /// The last part of `name`: the type's own name.
    var simpleName: String { String(name.split(separator: ".").last ?? Substring(name)) }

    /// The dotted name of the type that declares this one, where its members' names are looked up first.
    var enclosingScope: String {
        guard let dot = name.lastIndex(of: ".") else { return "" }
        return String(name[..<dot])
    }

    var file: String { source.path }
}

/// An `extension` block: the name it extends as written (resolved later, a typealias may stand
/// for the type), and, with the file it is in, the members and conformances it adds.
struct TypeExtension {
    let extendedName: String
    let source: ParsedSource
    let members: [DeclSyntax]
    let inherited: [TypeSyntax]
}

extension MemberBlockSyntax {
    /// The declarations in the block, those inside `#if` clauses included: widget code often
    /// wraps its attributes in `#if canImport(ActivityKit)`.
    var declarations: [DeclSyntax] {
        members.flatMap { $0.decl.flattenedDeclarations }
    }
}

extension DeclSyntax {
    /// This declaration, or the declarations of every clause when it is an `#if` block.
    var flattenedDeclarations: [DeclSyntax] {
        guard let conditional = self.as(IfConfigDeclSyntax.self) else { return [self] }
        return conditional.clauses.flatMap { clause -> [DeclSyntax] in
            switch clause.elements {
            case .decls(let members): members.flatMap { $0.decl.flattenedDeclarations }
            case .statements(let items): items.compactMap { $0.item.as(DeclSyntax.self) }.flatMap(\.flattenedDeclarations)
            default: []
            }
        }
    }
}

extension InheritanceClauseSyntax? {
    /// The inherited types, a composition (`A & B`) split into its parts.
    var types: [TypeSyntax] {
        (self?.inheritedTypes ?? []).flatMap { $0.type.compositionParts }
    }
}

extension TypeSyntax {
    /// The parts of `A & B`, or the type itself.
    var compositionParts: [TypeSyntax] {
        guard let composition = self.as(CompositionTypeSyntax.self) else { return [self] }
        return composition.elements.flatMap { $0.type.compositionParts }
    }

    /// The dotted name the type is written with, without generic arguments: `ActivityKit.ActivityAttributes`.
    var writtenName: String? {
        if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name.text.withoutBackticks }
        if let member = self.as(MemberTypeSyntax.self), let base = member.baseType.writtenName {
            return base + "." + member.name.text.withoutBackticks
        }
        if let attributed = self.as(AttributedTypeSyntax.self) { return attributed.baseType.writtenName }
        return nil
    }
}

extension String {
    /// The name a backticked identifier (`` `default` ``) stands for.
    var withoutBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
    }

    /// The parts of a dotted name: `Outer.Status` is `Outer` and `Status`.
    var nameParts: [String] {
        split(separator: ".").map(String.init)
    }
}
