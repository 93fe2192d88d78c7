import IsletProgram
import SwiftSyntax

extension ScriptLowering {
    /// A body's statements in order; `#if` blocks contribute the clause an iOS build compiles.
    func statements(_ items: CodeBlockItemListSyntax) -> [ScriptStatement] {
        var lowered: [ScriptStatement] = []
        for item in items {
            switch item.item {
            case .decl(let declaration): lowered += self.declaration(declaration)
            case .stmt(let statement): lowered.append(self.statement(statement))
            case .expr(let expression): lowered.append(expressionStatement(expression))
            @unknown default: lowered.append(unsupportedStatement(item))
            }
        }
        return lowered
    }

    func unsupportedStatement(_ node: some SyntaxProtocol) -> ScriptStatement {
        .unsupported(node.trimmedDescription, spot: spot(node))
    }

    private func declaration(_ declaration: DeclSyntax) -> [ScriptStatement] {
        if let variable = declaration.as(VariableDeclSyntax.self) {
            let isMutable = variable.bindingSpecifier.tokenKind == .keyword(.var)
            return variable.bindings.map { binding in
                if let accessors = binding.accessorBlock {
                    // `var label: String { … }` inside a function: its getter, run at every read.
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier, let body = getter(accessors) else { return unsupportedStatement(binding) }
                    return .function(ScriptFunction(
                        name: name.identifier?.name ?? name.text, returnType: binding.typeAnnotation.map { TypeLowering.type($0.type) },
                        attributes: [ScriptAttribute(name: ScriptFunction.computedLocal)] + attributes(variable.attributes), body: body, spot: spot(binding)
                    ))
                }
                return .binding(ScriptBinding(
                    isMutable: isMutable, pattern: pattern(binding.pattern, binds: true),
                    type: binding.typeAnnotation.map { TypeLowering.type($0.type) }, initial: binding.initializer.map { expression($0.value) },
                    spot: spot(binding)
                ))
            }
        }
        if let function = declaration.as(FunctionDeclSyntax.self) { return [.function(self.function(function))] }
        if let config = declaration.as(IfConfigDeclSyntax.self) {
            guard let clause = ConditionalCompilation.activeClause(of: config) else { return [] }
            if case .statements(let items) = clause.elements { return statements(items) }
            return []
        }
        return [unsupportedStatement(declaration)]
    }

    private func expressionStatement(_ syntax: ExprSyntax) -> ScriptStatement {
        if let branch = syntax.as(IfExprSyntax.self) { return .if(ifClause(branch)) }
        if let choice = syntax.as(SwitchExprSyntax.self) { return .switch(switchClause(choice)) }
        return .expression(expression(syntax))
    }

    func statement(_ syntax: StmtSyntax) -> ScriptStatement {
        let at = spot(syntax)
        switch syntax.as(StmtSyntaxEnum.self) {
        case .expressionStmt(let wrapped): return expressionStatement(wrapped.expression)
        case .guardStmt(let guarded): return .guard(conditions(guarded.conditions), else: statements(guarded.body.statements), spot: at)
        case .forStmt(let loop):
            return .forIn(
                pattern(loop.pattern, binds: true), in: expression(loop.sequence), where: loop.whereClause.map { expression($0.condition) },
                body: statements(loop.body.statements), spot: at
            )
        case .whileStmt(let loop): return .while(conditions(loop.conditions), body: statements(loop.body.statements), spot: at)
        case .repeatStmt(let loop): return .repeatWhile(body: statements(loop.body.statements), condition: expression(loop.condition), spot: at)
        case .returnStmt(let result): return .return(result.expression.map(expression), spot: at)
        case .breakStmt: return .break(spot: at)
        case .continueStmt: return .continue(spot: at)
        case .throwStmt(let thrown): return .throw(expression(thrown.expression), spot: at)
        case .doStmt(let attempt):
            return .do(body: statements(attempt.body.statements), catchBody: attempt.catchClauses.first.map { statements($0.body.statements) }, spot: at)
        case .labeledStmt(let labeled): return statement(labeled.statement)
        default: return unsupportedStatement(syntax)
        }
    }

    func ifClause(_ branch: IfExprSyntax) -> ScriptIf {
        let otherwise: [ScriptStatement]? = switch branch.elseBody {
        case .ifExpr(let next): [.if(ifClause(next))]
        case .codeBlock(let block): statements(block.statements)
        case nil: nil
        @unknown default: [unsupportedStatement(branch)]
        }
        return ScriptIf(conditions: conditions(branch.conditions), then: statements(branch.body.statements), otherwise: otherwise, spot: spot(branch))
    }

    func conditions(_ list: ConditionElementListSyntax) -> [ScriptCondition] {
        list.map { element in
            switch element.condition {
            case .expression(let condition): return .expression(expression(condition))
            case .availability(let availability): return .available(availability.availabilityKeyword.tokenKind == .poundAvailable)
            case .optionalBinding(let binding):
                let name = binding.pattern.as(IdentifierPatternSyntax.self).map { $0.identifier.identifier?.name ?? $0.identifier.text } ?? binding.pattern.trimmedDescription
                // `if let reading` is `if let reading = reading`: the name is looked up as any
                // name is, so a property of `self` binds as well as a local.
                let value = binding.initializer.map { expression($0.value) } ?? ScriptExpression(.identifier(name), at: spot(binding.pattern))
                return .optionalBinding(
                    name: name, value: value,
                    isMutable: binding.bindingSpecifier.tokenKind == .keyword(.var)
                )
            case .matchingPattern(let match): return .matches(pattern(match.pattern, binds: false), expression(match.initializer.value))
            @unknown default: return .expression(unsupported(element))
            }
        }
    }

    func switchClause(_ choice: SwitchExprSyntax) -> ScriptSwitch {
        ScriptSwitch(subject: expression(choice.subject), cases: switchCases(choice.cases), spot: spot(choice))
    }

    /// `case a where x, b where y:` becomes one case per pattern, each with its own condition, so
    /// every `where` applies to its own pattern as in Swift.
    private func switchCases(_ list: SwitchCaseListSyntax) -> [ScriptSwitchCase] {
        var lowered: [ScriptSwitchCase] = []
        for element in list {
            switch element {
            case .switchCase(let item):
                let body = statements(item.statements)
                let at = spot(item)
                switch item.label {
                case .default: lowered.append(ScriptSwitchCase(patterns: [], body: body, spot: at))
                case .case(let label):
                    let items = Array(label.caseItems)
                    if items.count > 1, items.contains(where: { $0.whereClause != nil }) {
                        for caseItem in items {
                            lowered.append(ScriptSwitchCase(
                                patterns: [pattern(caseItem.pattern, binds: false)], condition: caseItem.whereClause.map { expression($0.condition) },
                                body: body, spot: at
                            ))
                        }
                    } else {
                        lowered.append(ScriptSwitchCase(
                            patterns: items.map { pattern($0.pattern, binds: false) }, condition: items.last?.whereClause.map { expression($0.condition) },
                            body: body, spot: at
                        ))
                    }
                @unknown default: continue
                }
            case .ifConfigDecl(let config):
                if let clause = ConditionalCompilation.activeClause(of: config), case .switchCases(let nested) = clause.elements {
                    lowered += switchCases(nested)
                }
            @unknown default: continue
            }
        }
        return lowered
    }
}
