import IsletProgram
import SwiftSyntax

/// Written types lowered into `ScriptTypeRepr` once, here, from the syntax tree: every
/// declaration, parameter, cast and type written as a value carries the shape, so nothing
/// downstream parses a spelling again.
enum TypeLowering {
    /// The type `syntax` writes. Attributes and `inout`/`borrowing` specifiers are looked
    /// through (the parameter keeps them); a form islet does not read is kept as written.
    static func type(_ syntax: TypeSyntax) -> ScriptTypeRepr {
        switch syntax.as(TypeSyntaxEnum.self) {
        case .identifierType(let identifier):
            return generic(nil, identifier.name.text, identifier.genericArgumentClause)
        case .memberType(let member):
            return generic(type(member.baseType), member.name.text, member.genericArgumentClause)
        case .optionalType(let optional):
            return .optional(type(optional.wrappedType))
        case .implicitlyUnwrappedOptionalType(let optional):
            return .implicitlyUnwrapped(type(optional.wrappedType))
        case .arrayType(let array):
            return .array(type(array.element))
        case .dictionaryType(let dictionary):
            return .dictionary(key: type(dictionary.key), value: type(dictionary.value))
        case .tupleType(let tuple):
            let elements = tuple.elements.map(element)
            // `(Int)` is `Int`: a single unlabelled element is only parentheses.
            if elements.count == 1, elements[0].label == nil, !elements[0].isVariadic, !elements[0].isInout { return elements[0].type }
            return .tuple(elements)
        case .functionType(let function):
            return .function(ScriptFunctionType(
                parameters: function.parameters.map(element), isAsync: function.effectSpecifiers?.asyncSpecifier != nil,
                isThrowing: function.effectSpecifiers?.throwsClause != nil, result: type(function.returnClause.type)
            ))
        case .someOrAnyType(let constrained):
            let constraint = type(constrained.constraint)
            return constrained.someOrAnySpecifier.tokenKind == .keyword(.some) ? .opaque(constraint) : .existential(constraint)
        case .metatypeType(let metatype):
            return .metatype(type(metatype.baseType))
        case .compositionType(let composition):
            return .composition(composition.elements.map { type($0.type) })
        case .attributedType(let attributed):
            return type(attributed.baseType)
        default:
            return .unreadable(syntax.trimmedDescription)
        }
    }

    /// `Base.name<Arguments>`: the base's path grows by one part; `Optional<T>` is `T?`.
    private static func generic(_ base: ScriptTypeRepr?, _ name: String, _ clause: GenericArgumentClauseSyntax?) -> ScriptTypeRepr {
        let arguments = clause.map(arguments) ?? []
        let part = ScriptNominalType.Component(name: name, arguments: arguments)
        switch base {
        case nil:
            if name == "Optional", arguments.count == 1 { return .optional(arguments[0]) }
            return .nominal(ScriptNominalType([part]))
        case .nominal(let outer)?:
            return .nominal(ScriptNominalType(outer.components + [part]))
        case let other?:
            return .unreadable(other.spelling + "." + name)
        }
    }

    /// `<Int, [Stop]>`; a value argument (`<3>`) is kept as written.
    private static func arguments(_ clause: GenericArgumentClauseSyntax) -> [ScriptTypeRepr] {
        clause.arguments.map { argument in
            switch argument.argument {
            case .type(let written): type(written)
            default: .unreadable(argument.argument.trimmedDescription)
            }
        }
    }

    private static func element(_ element: TupleTypeElementSyntax) -> ScriptTupleTypeElement {
        // The first name is the label (`home` of `home: Int`); `_ x: Int` has none.
        let label = element.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text }
        var isInout = element.inoutKeyword != nil
        if let attributed = element.type.as(AttributedTypeSyntax.self) {
            isInout = isInout || attributed.specifiers.contains { $0.trimmedDescription == "inout" }
        }
        return ScriptTupleTypeElement(label: label, type: type(element.type), isVariadic: element.ellipsis != nil, isInout: isInout)
    }

    /// The type an expression writes where a value goes: `String` in `String.self`, `[String]`
    /// in `[String]()`, `Array<Int>` and `Set<Int>` in `Set<Int>()`, `Outer.Inner`. Names count
    /// as types only when capitalized, as Swift's style writes them; nil for anything else.
    static func type(expression syntax: ExprSyntax) -> ScriptTypeRepr? {
        if let written = syntax.as(TypeExprSyntax.self) { return type(written.type) }
        if let reference = syntax.as(DeclReferenceExprSyntax.self) {
            guard reference.baseName.text.first?.isUppercase == true, reference.argumentNames == nil else { return nil }
            return .named(reference.baseName.text)
        }
        if let generic = syntax.as(GenericSpecializationExprSyntax.self) {
            guard let base = type(expression: generic.expression), case .nominal(let nominal) = base, var last = nominal.components.last else { return nil }
            last.arguments = arguments(generic.genericArgumentClause)
            if nominal.components.count == 1, last.name == "Optional", last.arguments.count == 1 { return .optional(last.arguments[0]) }
            return .nominal(ScriptNominalType(nominal.components.dropLast() + [last]))
        }
        if let access = syntax.as(MemberAccessExprSyntax.self), let base = access.base {
            guard access.declName.baseName.text.first?.isUppercase == true, case .nominal(let outer)? = type(expression: base) else { return nil }
            return .nominal(ScriptNominalType(outer.components + [ScriptNominalType.Component(name: access.declName.baseName.text)]))
        }
        if let array = syntax.as(ArrayExprSyntax.self), array.elements.count == 1, let element = array.elements.first,
           let inner = type(expression: element.expression) {
            return .array(inner)
        }
        if let dictionary = syntax.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content, elements.count == 1,
           let element = elements.first, let key = type(expression: element.key), let value = type(expression: element.value) {
            return .dictionary(key: key, value: value)
        }
        if let optional = syntax.as(OptionalChainingExprSyntax.self), let wrapped = type(expression: optional.expression) {
            return .optional(wrapped)
        }
        return nil
    }

    /// An extension's `where` clause.
    static func requirements(_ clause: GenericWhereClauseSyntax?) -> [ScriptRequirement] {
        clause?.requirements.compactMap { requirement -> ScriptRequirement? in
            switch requirement.requirement {
            case .sameTypeRequirement(let same):
                guard case .type(let left) = same.leftType, case .type(let right) = same.rightType else { return nil }
                return .sameType(type(left), type(right))
            case .conformanceRequirement(let conformance):
                return .conformance(type(conformance.leftType), type(conformance.rightType))
            default:
                return nil
            }
        } ?? []
    }
}
