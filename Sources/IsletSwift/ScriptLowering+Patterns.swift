import IsletProgram
import SwiftSyntax

extension ScriptLowering {
    /// A pattern; `binds` is true under a `let`/`var` (pushed down to the names), where a bare
    /// name binds instead of being compared.
    func pattern(_ syntax: PatternSyntax, binds: Bool) -> ScriptPattern {
        switch syntax.as(PatternSyntaxEnum.self) {
        case .identifierPattern(let name): return binds ? .binding(name.identifier.identifier?.name ?? name.identifier.text) : .value(unsupported(name))
        case .wildcardPattern: return .wildcard
        case .tuplePattern(let tuple):
            return .tuple(tuple.elements.map { ScriptPatternArgument(label: $0.label?.text, pattern: pattern($0.pattern, binds: binds)) })
        case .valueBindingPattern(let binding): return pattern(binding.pattern, binds: true)
        case .isTypePattern(let check): return .isType(TypeLowering.type(check.type), binding: nil)
        case .expressionPattern(let written): return pattern(written.expression, binds: binds)
        case .missingPattern: return .wildcard
        @unknown default: return .value(unsupported(syntax))
        }
    }

    /// A pattern written as an expression: `.playing(let track)`, `Status.done`, `(0, _)`, `x?`, `1...5`.
    private func pattern(_ syntax: ExprSyntax, binds: Bool) -> ScriptPattern {
        switch syntax.as(ExprSyntaxEnum.self) {
        case .patternExpr(let inner): return pattern(inner.pattern, binds: binds)
        case .discardAssignmentExpr: return .wildcard
        case .declReferenceExpr(let reference) where binds && reference.argumentNames == nil:
            return .binding(Self.name(reference))
        case .memberAccessExpr(let access) where access.base == nil || Self.isTypeName(access.base):
            return .enumCase(type: access.base.flatMap(TypeLowering.type(expression:)), name: Self.name(access.declName), arguments: nil)
        case .functionCallExpr(let call):
            guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base == nil || Self.isTypeName(access.base) else {
                return .value(expression(syntax))
            }
            let arguments = call.arguments.map { ScriptPatternArgument(label: $0.label?.text, pattern: pattern($0.expression, binds: binds)) }
            return .enumCase(type: access.base.flatMap(TypeLowering.type(expression:)), name: Self.name(access.declName), arguments: arguments)
        case .tupleExpr(let tuple) where tuple.elements.count != 1 || tuple.elements.first?.label != nil:
            return .tuple(tuple.elements.map { ScriptPatternArgument(label: $0.label?.text, pattern: pattern($0.expression, binds: binds)) })
        case .tupleExpr(let tuple):
            return tuple.elements.first.map { pattern($0.expression, binds: binds) } ?? .wildcard
        case .optionalChainingExpr(let chain): return .optional(pattern(chain.expression, binds: binds))
        case .asExpr(let cast):
            if let bound = cast.expression.as(PatternExprSyntax.self), case .binding(let name) = pattern(bound.pattern, binds: binds) {
                return .isType(TypeLowering.type(cast.type), binding: name)
            }
            return .value(expression(syntax))
        default: return .value(expression(syntax))
        }
    }

    /// Whether `base` is written as a type (`Status`, `Outer.Status`): capitalised names only.
    static func isTypeName(_ base: ExprSyntax?) -> Bool {
        guard let base else { return false }
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text.first?.isUppercase ?? false }
        if let access = base.as(MemberAccessExprSyntax.self) {
            return (access.declName.baseName.text.first?.isUppercase ?? false) && isTypeName(access.base)
        }
        return base.is(TypeExprSyntax.self) || base.is(GenericSpecializationExprSyntax.self)
    }
}
