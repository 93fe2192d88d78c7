import IsletProgram
import SwiftSyntax

/// What one file declares, before extensions are merged into the types they extend.
struct LoweredFile {
    var types: [ScriptType] = []
    /// `extension X { … }` with X as written; nested types of an extension are in `types`.
    var extensions: [ScriptType] = []
    var functions: [ScriptFunction] = []
    var globals: [ScriptVariable] = []
    var previews: [ScriptPreview] = []
}

extension ScriptLowering {
    /// Every declaration of the file, nested types under their qualified names.
    func declarations() -> LoweredFile {
        var lowered = LoweredFile()
        topLevel(source.folded.statements, into: &lowered)
        return lowered
    }

    private func topLevel(_ items: CodeBlockItemListSyntax, into lowered: inout LoweredFile) {
        for item in items {
            switch item.item {
            case .decl(let declaration): topLevel(declaration, into: &lowered)
            case .expr(let expression):
                // `#Preview { … }` at the top level reads as an expression statement.
                if let macro = expression.as(MacroExpansionExprSyntax.self) { lowered.previews += preview(macro) }
            default: continue
            }
        }
    }

    private func topLevel(_ declaration: DeclSyntax, into lowered: inout LoweredFile) {
        if let config = declaration.as(IfConfigDeclSyntax.self) {
            if let clause = ConditionalCompilation.activeClause(of: config), case .statements(let items) = clause.elements {
                topLevel(items, into: &lowered)
            }
        } else if let function = declaration.as(FunctionDeclSyntax.self) {
            lowered.functions.append(self.function(function))
        } else if let variable = declaration.as(VariableDeclSyntax.self) {
            lowered.globals += variables(variable)
        } else if let macro = declaration.as(MacroExpansionDeclSyntax.self) {
            lowered.previews += preview(macro)
        } else if let typeExtension = declaration.as(ExtensionDeclSyntax.self) {
            let extended = TypeLowering.type(typeExtension.extendedType)
            var type = ScriptType(
                name: extended.name ?? extended.spelling, kind: .extension, conformances: Self.inherited(typeExtension.inheritanceClause),
                requirements: TypeLowering.requirements(typeExtension.genericWhereClause), spot: spot(typeExtension)
            )
            members(typeExtension.memberBlock.members, of: &type, nested: &lowered.types)
            lowered.extensions.append(type)
        } else {
            typeDeclaration(declaration, prefix: "", into: &lowered.types)
        }
    }

    /// `#Preview(…) { … }` as a preview; any other macro is nothing to the program.
    private func preview(_ macro: some FreestandingMacroExpansionSyntax) -> [ScriptPreview] {
        guard macro.macroName.text == "Preview" else { return [] }
        return [ScriptPreview(arguments: arguments(macro.arguments, trailing: macro.trailingClosure, macro.additionalTrailingClosures), spot: spot(macro))]
    }

    /// A struct, class, actor, enum or protocol and its nested types, appended to `types`.
    private func typeDeclaration(_ declaration: DeclSyntax, prefix: String, into types: inout [ScriptType]) {
        let kind: ScriptType.Kind, name: TokenSyntax, inheritance: InheritanceClauseSyntax?, members: MemberBlockItemListSyntax
        if let found = declaration.as(StructDeclSyntax.self) {
            (kind, name, inheritance, members) = (.struct, found.name, found.inheritanceClause, found.memberBlock.members)
        } else if let found = declaration.as(ClassDeclSyntax.self) {
            (kind, name, inheritance, members) = (.class, found.name, found.inheritanceClause, found.memberBlock.members)
        } else if let found = declaration.as(ActorDeclSyntax.self) {
            (kind, name, inheritance, members) = (.actor, found.name, found.inheritanceClause, found.memberBlock.members)
        } else if let found = declaration.as(EnumDeclSyntax.self) {
            (kind, name, inheritance, members) = (.enum, found.name, found.inheritanceClause, found.memberBlock.members)
        } else if let found = declaration.as(ProtocolDeclSyntax.self) {
            (kind, name, inheritance, members) = (.protocol, found.name, found.inheritanceClause, found.memberBlock.members)
        } else {
            return
        }
        let qualified = prefix + (name.identifier?.name ?? name.text)
        var type = ScriptType(name: qualified, kind: kind, conformances: Self.inherited(inheritance), spot: spot(declaration))
        let index = types.count
        types.append(type)
        var nested: [ScriptType] = []
        self.members(members, of: &type, nested: &nested)
        types[index] = type
        types += nested
    }

    /// The members of a type or extension body; nested types go to `nested`, named under `type`.
    private func members(_ list: MemberBlockItemListSyntax, of type: inout ScriptType, nested: inout [ScriptType]) {
        for member in list {
            let declaration = member.decl
            if let variable = declaration.as(VariableDeclSyntax.self) {
                type.properties += variables(variable)
            } else if let function = declaration.as(FunctionDeclSyntax.self) {
                type.methods.append(self.function(function))
            } else if let initializer = declaration.as(InitializerDeclSyntax.self) {
                type.methods.append(self.initializer(initializer))
            } else if let subscripted = declaration.as(SubscriptDeclSyntax.self) {
                type.methods.append(self.subscripted(subscripted))
            } else if let cases = declaration.as(EnumCaseDeclSyntax.self) {
                type.cases += cases.elements.map { element in
                    ScriptEnumCase(
                        name: element.name.identifier?.name ?? element.name.text, rawValue: element.rawValue.map { expression($0.value) },
                        associated: element.parameterClause?.parameters.map { parameter in
                            ScriptParameter(
                                label: parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text },
                                name: (parameter.secondName ?? parameter.firstName)?.text ?? "", type: TypeLowering.type(parameter.type),
                                defaultValue: parameter.defaultValue.map { expression($0.value) }
                            )
                        } ?? [],
                        spot: spot(element)
                    )
                }
            } else if let alias = declaration.as(TypeAliasDeclSyntax.self) {
                type.aliases[alias.name.text] = TypeLowering.type(alias.initializer.value)
            } else if let config = declaration.as(IfConfigDeclSyntax.self) {
                if let clause = ConditionalCompilation.activeClause(of: config), case .decls(let inner) = clause.elements {
                    members(inner, of: &type, nested: &nested)
                }
            } else {
                typeDeclaration(declaration, prefix: type.name + ".", into: &nested)
            }
        }
    }

    /// One variable per name a `let`/`var` declares; a tuple pattern gives each name its element.
    func variables(_ variable: VariableDeclSyntax) -> [ScriptVariable] {
        let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        let isMutable = variable.bindingSpecifier.tokenKind == .keyword(.var)
        let attributes = self.attributes(variable.attributes)
        var lowered: [ScriptVariable] = []
        for binding in variable.bindings {
            let type = binding.typeAnnotation.map { TypeLowering.type($0.type) }
            let initial = binding.initializer.map { expression($0.value) }
            if let name = binding.pattern.as(IdentifierPatternSyntax.self) {
                lowered.append(ScriptVariable(
                    name: name.identifier.identifier?.name ?? name.identifier.text, isStatic: isStatic, isMutable: isMutable, type: type,
                    initial: initial, getter: binding.accessorBlock.flatMap(getter), attributes: attributes, spot: spot(binding)
                ))
            } else if let tuple = binding.pattern.as(TuplePatternSyntax.self) {
                for (index, element) in tuple.elements.enumerated() {
                    guard let name = element.pattern.as(IdentifierPatternSyntax.self) else { continue }
                    let part = initial.map { ScriptExpression(.member($0, String(index)), at: $0.spot) }
                    lowered.append(ScriptVariable(
                        name: name.identifier.text, isStatic: isStatic, isMutable: isMutable, initial: part, attributes: attributes, spot: spot(element)
                    ))
                }
            }
        }
        return lowered
    }

    /// A computed property's getter; nil for `willSet`/`didSet` observers alone (a stored property).
    func getter(_ block: AccessorBlockSyntax) -> [ScriptStatement]? {
        switch block.accessors {
        case .getter(let items): return statements(items)
        case .accessors(let accessors):
            guard let get = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }) else { return nil }
            return get.body.map { statements($0.statements) } ?? []
        @unknown default: return nil
        }
    }

    func function(_ function: FunctionDeclSyntax) -> ScriptFunction {
        ScriptFunction(
            name: function.name.identifier?.name ?? function.name.text, parameters: parameters(function.signature.parameterClause),
            isStatic: Self.isStatic(function.modifiers), isMutating: function.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) },
            returnType: function.signature.returnClause.map { TypeLowering.type($0.type) }, attributes: attributes(function.attributes),
            body: function.body.map { statements($0.statements) } ?? [], spot: spot(function)
        )
    }

    private func initializer(_ initializer: InitializerDeclSyntax) -> ScriptFunction {
        ScriptFunction(
            name: "init", parameters: parameters(initializer.signature.parameterClause), isFailable: initializer.optionalMark?.text == "?",
            attributes: attributes(initializer.attributes), body: initializer.body.map { statements($0.statements) } ?? [], spot: spot(initializer)
        )
    }

    /// `subscript(…) -> T { … }` as a method named `subscript` whose body is the getter. A
    /// subscript's parameter has a label only where one is written before its name
    /// (`subscript(chapter index: Int)`); `subscript(side: Side)` is called `sides[.home]`.
    private func subscripted(_ subscripted: SubscriptDeclSyntax) -> ScriptFunction {
        var parameters = parameters(subscripted.parameterClause)
        for (position, written) in subscripted.parameterClause.parameters.enumerated() where written.secondName == nil {
            parameters[position].label = nil
        }
        return ScriptFunction(
            name: "subscript", parameters: parameters, isStatic: Self.isStatic(subscripted.modifiers),
            returnType: TypeLowering.type(subscripted.returnClause.type), attributes: attributes(subscripted.attributes),
            body: subscripted.accessorBlock.flatMap(getter) ?? [], spot: spot(subscripted)
        )
    }

    private func parameters(_ clause: FunctionParameterClauseSyntax) -> [ScriptParameter] {
        clause.parameters.map { parameter in
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.identifier?.name ?? parameter.firstName.text
            let name = parameter.secondName.map { $0.identifier?.name ?? $0.text } ?? label ?? "_"
            let isInout = parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains { $0.trimmedDescription == "inout" } ?? false
            return ScriptParameter(
                label: label, name: name, type: TypeLowering.type(parameter.type), defaultValue: parameter.defaultValue.map { expression($0.value) },
                attributes: attributes(parameter.attributes) + Self.typeAttributes(parameter.type, lowering: self),
                isVariadic: parameter.ellipsis != nil, isInout: isInout
            )
        }
    }

    /// `@ViewBuilder` written on a parameter's type (`content: @escaping @ViewBuilder () -> Content`).
    private static func typeAttributes(_ type: TypeSyntax, lowering: ScriptLowering) -> [ScriptAttribute] {
        guard let attributed = type.as(AttributedTypeSyntax.self) else { return [] }
        return lowering.attributes(attributed.attributes)
    }

    func attributes(_ list: AttributeListSyntax) -> [ScriptAttribute] {
        list.compactMap { element in
            guard case .attribute(let attribute) = element else { return nil }
            var arguments: [ScriptArgument] = []
            if case .argumentList(let list) = attribute.arguments { arguments = list.map(argument) }
            return ScriptAttribute(name: attribute.attributeName.trimmedDescription, arguments: arguments)
        }
    }

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    private static func inherited(_ clause: InheritanceClauseSyntax?) -> [ScriptTypeRepr] {
        clause?.inheritedTypes.map { TypeLowering.type($0.type) } ?? []
    }
}
