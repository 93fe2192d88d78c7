import SwiftSyntax

/// Every type declared in the sources read, by full dotted name, with the extensions that add to
/// it, across files: the table a type name used in a property is looked up in, the way Swift
/// looks it up (innermost enclosing type first, then outwards, then the top level).
struct TypeCatalog {
    /// Each name's declarations: one, or several when the app and its widget keep copies.
    private(set) var declarations: [String: [TypeDeclaration]] = [:]
    /// Every declaration in source order (files in walk order, then position).
    private(set) var ordered: [TypeDeclaration] = []
    private(set) var extensions: [TypeExtension] = []
    private var extensionsByType: [String: [TypeExtension]] = [:]

    init(sources: [ParsedSource]) {
        for source in sources {
            for item in source.tree.statements {
                guard let declaration = item.item.as(DeclSyntax.self) else { continue }
                for flattened in declaration.flattenedDeclarations { collect(flattened, scope: "", source: source) }
            }
        }
        for typeExtension in extensions {
            let target = lookup(typeExtension.extendedName, from: "").first.map(canonicalName) ?? typeExtension.extendedName
            extensionsByType[target, default: []].append(typeExtension)
        }
    }

    private mutating func collect(_ declaration: DeclSyntax, scope: String, source: ParsedSource) {
        func qualified(_ name: TokenSyntax) -> String {
            scope.isEmpty ? name.text.withoutBackticks : scope + "." + name.text.withoutBackticks
        }
        func add(_ kind: TypeDeclaration.Kind, _ name: String, _ block: MemberBlockSyntax?, _ inheritance: InheritanceClauseSyntax?, _ generics: GenericParameterClauseSyntax?) {
            let members = block?.declarations ?? []
            let entry = TypeDeclaration(
                kind: kind, name: name, node: Syntax(declaration), source: source, members: members, inherited: inheritance.types,
                genericParameters: generics?.parameters.map { $0.name.text } ?? []
            )
            declarations[name, default: []].append(entry)
            ordered.append(entry)
            for member in members { collect(member, scope: name, source: source) }
        }
        if let structure = declaration.as(StructDeclSyntax.self) {
            add(.structure, qualified(structure.name), structure.memberBlock, structure.inheritanceClause, structure.genericParameterClause)
        } else if let type = declaration.as(ClassDeclSyntax.self) {
            add(.structure, qualified(type.name), type.memberBlock, type.inheritanceClause, type.genericParameterClause)
        } else if let enumeration = declaration.as(EnumDeclSyntax.self) {
            add(.enumeration, qualified(enumeration.name), enumeration.memberBlock, enumeration.inheritanceClause, enumeration.genericParameterClause)
        } else if let protocolDeclaration = declaration.as(ProtocolDeclSyntax.self) {
            add(.protocolType, qualified(protocolDeclaration.name), nil, protocolDeclaration.inheritanceClause, nil)
        } else if let alias = declaration.as(TypeAliasDeclSyntax.self) {
            add(.alias(alias.initializer.value), qualified(alias.name), nil, nil, alias.genericParameterClause)
        } else if let typeExtension = declaration.as(ExtensionDeclSyntax.self), let extended = typeExtension.extendedType.writtenName {
            let members = typeExtension.memberBlock.declarations
            extensions.append(TypeExtension(extendedName: extended, source: source, members: members, inherited: typeExtension.inheritanceClause.types))
            for member in members { collect(member, scope: extended, source: source) }
        }
    }

    /// The declarations a dotted name written inside `scope` refers to: `Status` inside
    /// `DeliveryAttributes.ContentState` finds `DeliveryAttributes.ContentState.Status`, then
    /// `DeliveryAttributes.Status`, then a top-level `Status`. Empty when the sources declare none.
    func lookup(_ name: String, from scope: String) -> [TypeDeclaration] {
        var asked: Set<String> = []
        return lookup(name, from: scope, noting: &asked)
    }

    /// `lookup(_:from:)`, adding to `asked` every name part it looks for, so the reader knows
    /// which files could change the answer (`RelevantNames`).
    func lookup(_ name: String, from scope: String, noting asked: inout Set<String>) -> [TypeDeclaration] {
        var followed: Set<String> = []
        return lookup(name, from: scope, noting: &asked, following: &followed)
    }

    /// `followed` holds the aliases already stood in for by their targets: each is followed once,
    /// or `typealias Con = Con.Inner` would send `Con.State` to `Con.Inner.State`,
    /// `Con.Inner.Inner.State` and on without end (a fuzz finding; the compiler calls it circular).
    private func lookup(_ name: String, from scope: String, noting asked: inout Set<String>, following followed: inout Set<String>) -> [TypeDeclaration] {
        asked.formUnion(name.nameParts)
        var prefix = scope
        while true {
            let candidate = prefix.isEmpty ? name : prefix + "." + name
            if let found = declarations[candidate] { return found }
            if prefix.isEmpty { break }
            prefix = prefix.lastIndex(of: ".").map { String(prefix[..<$0]) } ?? ""
        }
        // `Alias.Member`: the alias's first part may stand for a declared type.
        if let dot = name.firstIndex(of: "."), let head = lookup(String(name[..<dot]), from: scope, noting: &asked, following: &followed).first,
           case .alias(let target) = head.kind, let written = target.writtenName, written != String(name[..<dot]),
           followed.insert(head.name).inserted {
            return lookup(written + name[dot...], from: head.enclosingScope, noting: &asked, following: &followed)
        }
        return []
    }

    /// A member type of `declaration` only (no outward search): how `ContentState` is found.
    func member(_ name: String, of declaration: TypeDeclaration, noting asked: inout Set<String>) -> [TypeDeclaration] {
        asked.insert(name)
        return declarations[declaration.name + "." + name] ?? []
    }

    /// The name a declaration ends at once typealiases are followed.
    private func canonicalName(_ declaration: TypeDeclaration) -> String {
        var current = declaration
        var seen: Set<String> = []
        while case .alias(let target) = current.kind, seen.insert(current.name).inserted,
              let written = target.writtenName, let next = lookup(written, from: current.enclosingScope).first {
            current = next
        }
        return current.name
    }

    /// The declaration's own members and those its extensions add (in any file), each with the
    /// file it is written in.
    func members(of declaration: TypeDeclaration) -> [(declaration: DeclSyntax, source: ParsedSource)] {
        declaration.members.map { ($0, declaration.source) }
            + (extensionsByType[declaration.name] ?? []).flatMap { typeExtension in typeExtension.members.map { ($0, typeExtension.source) } }
    }

    /// What the declaration and its extensions say it conforms to, each with the scope its name is looked up from.
    func inherited(by declaration: TypeDeclaration) -> [(type: TypeSyntax, scope: String)] {
        declaration.inherited.map { ($0, declaration.enclosingScope) }
            + (extensionsByType[declaration.name] ?? []).flatMap { typeExtension in typeExtension.inherited.map { ($0, "") } }
    }
}
