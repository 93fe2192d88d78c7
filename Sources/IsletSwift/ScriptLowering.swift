import IsletProgram
import SwiftSyntax

/// Lowers one parsed file's syntax into `IsletScript` values: one case per syntax kind, no
/// meaning added, every node placed by file, line and column (docs/DECISIONS.md, "Running the
/// widget's SwiftUI"). Operators arrive folded (`ParsedSource.folded`). What has no shape in the
/// program becomes `.unsupported` with its source text, never a failure. The declarations,
/// statements and patterns are in the extensions beside this file.
struct ScriptLowering {
    let source: ParsedSource
    /// The file's index in `ScriptProgram.files`.
    let file: Int

    func spot(_ node: some SyntaxProtocol) -> ScriptSpot {
        let location = source.location(of: node)
        return ScriptSpot(file: file, line: location.line, column: location.column)
    }

    func unsupported(_ node: some SyntaxProtocol) -> ScriptExpression {
        ScriptExpression(.unsupported(node.trimmedDescription), at: spot(node))
    }

    func expression(_ syntax: ExprSyntax) -> ScriptExpression {
        let at = spot(syntax)
        return ScriptExpression(node(syntax, at: at), at: at)
    }

    private func node(_ syntax: ExprSyntax, at: ScriptSpot) -> ScriptExpression.Node {
        switch syntax.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let reference): .identifier(Self.name(reference))
        case .memberAccessExpr(let access):
            if let base = access.base { .member(expression(base), Self.name(access.declName)) } else { .implicitMember(Self.name(access.declName)) }
        case .optionalChainingExpr(let chain): .optionalChain(expression(chain.expression))
        case .forceUnwrapExpr(let unwrap): .forceUnwrap(expression(unwrap.expression))
        case .functionCallExpr(let call): self.call(call)
        case .subscriptCallExpr(let call):
            .subscript(
                expression(call.calledExpression),
                arguments(call.arguments, trailing: call.trailingClosure, call.additionalTrailingClosures)
            )
        case .closureExpr(let closure): .closure(self.closure(closure))
        case .integerLiteralExpr(let literal): literal.representedLiteralValue.map { .integer($0) } ?? .unsupported(literal.trimmedDescription)
        case .floatLiteralExpr(let literal): literal.representedLiteralValue.map { .float($0) } ?? .unsupported(literal.trimmedDescription)
        case .stringLiteralExpr(let literal): .string(string(literal))
        case .simpleStringLiteralExpr(let literal): .string([.text(literal.segments.map { segmentText($0, delimiter: "") }.joined())])
        case .booleanLiteralExpr(let literal): .boolean(literal.literal.tokenKind == .keyword(.true))
        case .nilLiteralExpr: .nil
        case .arrayExpr(let array): .array(array.elements.map { expression($0.expression) })
        case .dictionaryExpr(let dictionary):
            if case .elements(let elements) = dictionary.content {
                .dictionary(elements.map { ScriptDictionaryEntry(key: expression($0.key), value: expression($0.value)) })
            } else {
                .dictionary([])
            }
        case .infixOperatorExpr(let infix): self.infix(infix)
        case .prefixOperatorExpr(let prefix): self.prefix(prefix)
        case .postfixOperatorExpr(let postfix): .postfix(postfix.operator.text, expression(postfix.expression))
        case .ternaryExpr(let ternary):
            .ternary(expression(ternary.condition), expression(ternary.thenExpression), expression(ternary.elseExpression))
        case .asExpr(let cast):
            .cast(expression(cast.expression), "as" + (cast.questionOrExclamationMark?.text ?? ""), type: TypeLowering.type(cast.type))
        case .isExpr(let check): .isType(expression(check.expression), type: TypeLowering.type(check.type))
        case .tupleExpr(let tuple):
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                expression(only.expression).node
            } else {
                .tuple(tuple.elements.map(argument))
            }
        case .keyPathExpr(let keyPath): self.keyPath(keyPath)
        case .ifExpr(let branch): .ifExpression(ifClause(branch))
        case .switchExpr(let choice): .switchExpression(switchClause(choice))
        case .macroExpansionExpr(let macro):
            .macro(macro.macroName.text, arguments(macro.arguments, trailing: macro.trailingClosure, macro.additionalTrailingClosures))
        case .typeExpr(let type): .type(TypeLowering.type(type.type))
        case .genericSpecializationExpr(let generic): TypeLowering.type(expression: ExprSyntax(generic)).map { .type($0) } ?? .unsupported(generic.trimmedDescription)
        case .tryExpr(let attempt) where attempt.questionOrExclamationMark?.tokenKind == .postfixQuestionMark:
            .optionalTry(expression(attempt.expression))
        case .tryExpr(let attempt): expression(attempt.expression).node
        case .awaitExpr(let wait): expression(wait.expression).node
        case .unsafeExpr(let unsafe): expression(unsafe.expression).node
        case .inOutExpr(let reference): expression(reference.expression).node
        case .discardAssignmentExpr: .identifier("_")
        // `/(\d+) min/` is `Regex("(\\d+) min")`, the same pattern compiled when it runs.
        case .regexLiteralExpr(let literal):
            .call(ScriptExpression(.identifier("Regex"), at: at), [ScriptArgument(value: ScriptExpression(.string([.text(literal.regex.text)]), at: at))])
        case .superExpr: .identifier("super")
        case .postfixIfConfigExpr(let config): postfixIfConfig(config)
        default: .unsupported(syntax.trimmedDescription)
        }
    }

    /// A name as the program uses it: backticks dropped, and a compound name (`f(a:b:)`) spelled out.
    static func name(_ reference: DeclReferenceExprSyntax) -> String {
        let base = reference.baseName.identifier?.name ?? reference.baseName.text
        guard let names = reference.argumentNames else { return base }
        return base + "(" + names.arguments.map { $0.name.text + ":" }.joined() + ")"
    }

    private func call(_ call: FunctionCallExprSyntax) -> ScriptExpression.Node {
        var callee = expression(call.calledExpression)
        // `[String]()` and `[String: Int]()`: a type written as a literal, then called.
        if call.arguments.isEmpty, call.trailingClosure == nil, call.calledExpression.is(ArrayExprSyntax.self) || call.calledExpression.is(DictionaryExprSyntax.self),
           let written = TypeLowering.type(expression: call.calledExpression) {
            callee = ScriptExpression(.type(written), at: callee.spot)
        }
        return .call(callee, arguments(call.arguments, trailing: call.trailingClosure, call.additionalTrailingClosures))
    }

    func arguments(_ list: LabeledExprListSyntax, trailing: ClosureExprSyntax?, _ more: MultipleTrailingClosureElementListSyntax) -> [ScriptArgument] {
        var lowered = list.map(argument)
        if let trailing {
            lowered.append(ScriptArgument(label: nil, value: expression(ExprSyntax(trailing)), isTrailing: true))
        }
        for closure in more {
            lowered.append(ScriptArgument(label: closure.label.text, value: expression(ExprSyntax(closure.closure)), isTrailing: true))
        }
        return lowered
    }

    func argument(_ element: LabeledExprSyntax) -> ScriptArgument {
        ScriptArgument(label: element.label.map { $0.identifier?.name ?? $0.text }, value: expression(element.expression))
    }

    func closure(_ closure: ClosureExprSyntax) -> ScriptClosure {
        var parameters: [String] = []
        switch closure.signature?.parameterClause {
        case .simpleInput(let names): parameters = names.map(\.name.text)
        case .parameterClause(let clause): parameters = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: parameters = ShorthandParameters.names(in: closure)
        @unknown default: break
        }
        return ScriptClosure(parameters: parameters, body: statements(closure.statements), shorthandArity: parameters.isEmpty ? ShorthandParameters.arity(of: closure) : 0)
    }

    private func infix(_ infix: InfixOperatorExprSyntax) -> ScriptExpression.Node {
        let left = expression(infix.leftOperand), right = expression(infix.rightOperand)
        switch infix.operator.as(ExprSyntaxEnum.self) {
        case .binaryOperatorExpr(let binary): return .infix(binary.operator.text, left, right)
        case .assignmentExpr: return .infix("=", left, right)
        case .asExpr(let cast): return .cast(left, "as" + (cast.questionOrExclamationMark?.text ?? ""), type: TypeLowering.type(cast.type))
        case .isExpr(let check): return .isType(left, type: TypeLowering.type(check.type))
        default: return .unsupported(infix.trimmedDescription)
        }
    }

    /// `-3` and `-0.5` are literals, as Swift reads them; any other prefix stays an operator.
    private func prefix(_ prefix: PrefixOperatorExprSyntax) -> ScriptExpression.Node {
        let operand = expression(prefix.expression)
        if prefix.operator.text == "-" {
            if case .integer(let value) = operand.node { return .integer(-value) }
            if case .float(let value) = operand.node { return .float(-value) }
        }
        return .prefix(prefix.operator.text, operand)
    }

    private func keyPath(_ keyPath: KeyPathExprSyntax) -> ScriptExpression.Node {
        var components: [String] = []
        for component in keyPath.components {
            switch component.component {
            case .property(let property): components.append(Self.name(property.declName))
            case .optional(let optional): components.append(optional.questionOrExclamationMark.text)
            default: return .unsupported(keyPath.trimmedDescription)
            }
        }
        return .keyPath(root: keyPath.root.map(TypeLowering.type), components)
    }

    /// `base #if … .modifier() #endif`: the chain of the clause an iOS build compiles, applied to
    /// the base; with no such clause, the base alone.
    private func postfixIfConfig(_ config: PostfixIfConfigExprSyntax) -> ScriptExpression.Node {
        let base = config.base.map(expression)
        guard let active = ConditionalCompilation.activeClause(of: config.config) else {
            return base?.node ?? .unsupported(config.trimmedDescription)
        }
        guard case .postfixExpression(let chain) = active.elements else { return base?.node ?? .unsupported(config.trimmedDescription) }
        guard let base else { return expression(chain).node }
        return rebased(chain, onto: base).node
    }

    /// `chain` with its innermost base-less member (`.padding()` in `.padding().bold()`) read on `base`.
    private func rebased(_ chain: ExprSyntax, onto base: ScriptExpression) -> ScriptExpression {
        let at = spot(chain)
        switch chain.as(ExprSyntaxEnum.self) {
        case .memberAccessExpr(let access):
            let inner = access.base.map { rebased($0, onto: base) } ?? base
            return ScriptExpression(.member(inner, Self.name(access.declName)), at: at)
        case .functionCallExpr(let call):
            let callee = rebased(call.calledExpression, onto: base)
            return ScriptExpression(.call(callee, arguments(call.arguments, trailing: call.trailingClosure, call.additionalTrailingClosures)), at: at)
        case .subscriptCallExpr(let call):
            let callee = rebased(call.calledExpression, onto: base)
            return ScriptExpression(.subscript(callee, arguments(call.arguments, trailing: call.trailingClosure, call.additionalTrailingClosures)), at: at)
        case .optionalChainingExpr(let chained): return ScriptExpression(.optionalChain(rebased(chained.expression, onto: base)), at: at)
        case .forceUnwrapExpr(let unwrap): return ScriptExpression(.forceUnwrap(rebased(unwrap.expression, onto: base)), at: at)
        case .postfixIfConfigExpr(let nested):
            let inner = nested.base.map { rebased($0, onto: base) } ?? base
            guard let active = ConditionalCompilation.activeClause(of: nested.config), case .postfixExpression(let more) = active.elements else { return inner }
            return rebased(more, onto: inner)
        default: return unsupported(chain)
        }
    }
}
