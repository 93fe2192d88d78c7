import IsletProgram

extension Interpreter {
    /// What the code states of an expression's type, without running it: literals as literals
    /// (their type is the parameter's to decide), names by their written types, a user value by
    /// its own type, members by their declarations, conversions by the type they name. What it
    /// does not state is `.unknown`, never a guess.
    func staticType(of expression: ScriptExpression, in scope: ScriptScope) -> ArgumentType {
        switch expression.node {
        case .integer(let value): return .integerLiteral(exact: Double(value))
        case .float(let value): return .floatLiteral(exact: value)
        case .string: return .stringLiteral
        case .boolean: return .boolLiteral
        case .nil: return .nilLiteral
        case .closure(let closure): return .closure(arity: closure.arity)
        case .prefix("-", let operand):
            switch staticType(of: operand, in: scope) {
            case .integerLiteral(let exact): return .integerLiteral(exact: -exact)
            case .floatLiteral(let exact): return .floatLiteral(exact: -exact)
            case let other: return other
            }
        case .prefix("!", _): return .known(.named("Bool"))
        case .infix(let op, let lhs, let rhs): return infixType(op, lhs, rhs, in: scope, whole: expression)
        case .identifier(let name): return identifierType(name, in: scope)
        case .member(let base, let name): return memberType(name, of: base, in: scope)
        case .call(let callee, _): return resultType(of: callee, in: scope)
        case .cast(_, let op, let type): return .known(op == "as?" ? .optional(type) : type)
        case .isType: return .known(.named("Bool"))
        case .forceUnwrap(let inner):
            guard case .known(let type) = staticType(of: inner, in: scope) else { return .unknown }
            return .known(type.unwrapped)
        case .ternary(_, let yes, let no):
            let first = staticType(of: yes, in: scope), second = staticType(of: no, in: scope)
            // `stale ? -0.3 : 0` is a literal whose value the condition picks: not the first's.
            switch (first, second) {
            case (.floatLiteral, .floatLiteral), (.floatLiteral, .integerLiteral), (.integerLiteral, .floatLiteral): return .floatLiteral(exact: .nan)
            case (.integerLiteral, .integerLiteral): return .integerLiteral(exact: .nan)
            default: return first == .unknown || first == .nilLiteral ? second : first
            }
        case .tuple(let arguments) where arguments.count == 1 && arguments[0].label == nil:
            return staticType(of: arguments[0].value, in: scope)
        default: return .unknown
        }
    }

    /// The type Swift infers for `let x = initial`: what the initializer states, a literal's
    /// default type (`Int`, `Double`, `String`, `Bool`); nil where nothing is stated.
    func inferredType(of initial: ScriptExpression, in scope: ScriptScope) -> ScriptTypeRepr? {
        switch staticType(of: initial, in: scope) {
        case .known(let type): type
        case .integerLiteral: .named("Int")
        case .floatLiteral: .named("Double")
        case .stringLiteral: .named("String")
        case .boolLiteral: .named("Bool")
        default: nil
        }
    }

    private func infixType(_ op: String, _ lhs: ScriptExpression, _ rhs: ScriptExpression, in scope: ScriptScope, whole: ScriptExpression) -> ArgumentType {
        switch op {
        case "==", "!=", "<", ">", "<=", ">=", "&&", "||", "===", "!==": return .known(.named("Bool"))
        case "??":
            if case .known(let type) = staticType(of: lhs, in: scope), type.isOptional { return .known(type.unwrapped) }
            return staticType(of: rhs, in: scope)
        case "+", "-", "*", "/", "%":
            let left = staticType(of: lhs, in: scope), right = staticType(of: rhs, in: scope)
            if case .known = left { return left }
            if case .known = right { return right }
            if left == .stringLiteral || right == .stringLiteral { return .stringLiteral }
            guard let exact = floatingLiteral(whole) else { return .unknown }
            if case .floatLiteral = left { return .floatLiteral(exact: exact) }
            if case .floatLiteral = right { return .floatLiteral(exact: exact) }
            return .integerLiteral(exact: exact)
        default: return .unknown
        }
    }

    /// A name's written type, the type of `self`'s property of that name, or a user value's own type.
    private func identifierType(_ name: String, in scope: ScriptScope) -> ArgumentType {
        if let value = scope.lookUp(name) {
            if let written = scope.declaredType(name) { return qualified(written, from: ownerName(in: scope)) }
            if name == "self", let owner = ownerName(in: scope) { return .known(.named(owner)) }
            return ownType(of: value)
        }
        if let owner = ownerName(in: scope), let property = index.type(named: owner)?.properties.first(where: { $0.name == name }) {
            return propertyType(property, of: owner)
        }
        return index.global(named: name)?.type.map { qualified($0, from: nil) } ?? .unknown
    }

    /// A program type's value names its own type; other values say nothing certain (an `.int`
    /// may hold any integer type).
    private func ownType(of value: ScriptValue) -> ArgumentType {
        switch value {
        case .instance(let instance) where index.type(named: instance.type) != nil: .known(.named(instance.type))
        case .object(let object) where index.type(named: object.type) != nil: .known(.named(object.type))
        case .enumCase(let value): value.type.map { .known(.named($0)) } ?? .unknown
        default: .unknown
        }
    }

    /// `base.name`: a static property of a named type, or the declared type of a property of the
    /// base's type (stated, or read from the value a chain of names holds).
    private func memberType(_ name: String, of base: ScriptExpression, in scope: ScriptScope) -> ArgumentType {
        if case .identifier(let typeName) = base.node, scope.lookUp(typeName) == nil, let type = index.type(named: typeName, from: ownerName(in: scope)) {
            return type.properties.first { $0.name == name && $0.isStatic }.map { propertyType($0, of: type.name) } ?? .unknown
        }
        var owner: String?
        if case .known(let type) = staticType(of: base, in: scope) {
            if name == "count", type.element != nil || type.dictionaryTypes != nil || type.name == "String" { return .known(.named("Int")) }
            owner = type.name
        }
        if owner == nil || index.type(named: owner!) == nil, let value = peek(base, in: scope), case .known(let own) = ownType(of: value) {
            owner = own.name
        }
        guard let owner, let type = index.type(named: owner) else { return .unknown }
        return type.properties.first { $0.name == name && !$0.isStatic }.map { propertyType($0, of: type.name) } ?? .unknown
    }

    /// A property's written type, or the one its initial value states (`static let brand =
    /// UIColor(…)` is a `UIColor`).
    private func propertyType(_ property: ScriptVariable, of owner: String) -> ArgumentType {
        if let written = property.type { return qualified(written, from: owner) }
        guard let initial = property.initial, case .known(let type) = staticType(of: initial, in: globals) else { return .unknown }
        return .known(type)
    }

    /// A written type with a program type's name made the one its declaration's scope finds
    /// (`Stop` written inside `Ferry` is `Ferry.Stop`), so two types of one name stay apart.
    private func qualified(_ type: ScriptTypeRepr, from owner: String?) -> ArgumentType {
        guard let found = index.type(type, from: owner) else { return .known(type) }
        return .known(type.isOptional ? .optional(.named(found.name)) : .named(found.name))
    }

    /// The value a chain of names and stored fields holds (`context.state`), read without running
    /// any code; nil for anything else.
    private func peek(_ expression: ScriptExpression, in scope: ScriptScope) -> ScriptValue? {
        switch expression.node {
        case .identifier(let name): return scope.lookUp(name)
        case .member(let base, let name):
            switch peek(base, in: scope) {
            case .instance(let instance)?: return instance.fields[name]
            case .object(let object)?: return object.fields[name]
            default: return nil
            }
        default: return nil
        }
    }

    /// A call's result type: the type a conversion or initializer names, or the return type
    /// every function of that name states alike.
    private func resultType(of callee: ScriptExpression, in scope: ScriptScope) -> ArgumentType {
        guard case .identifier(let name) = callee.node, scope.lookUp(name) == nil else { return .unknown }
        if ArgumentFit.concreteTypes.contains(name) { return .known(.named(name)) }
        if let type = index.type(named: name, from: ownerName(in: scope)), type.kind != .protocol { return .known(.named(type.name)) }
        let returns = Set(index.functions(named: name).map(\.returnType))
        if returns.count == 1, let only = returns.first, let type = only { return qualified(type, from: nil) }
        if let signatures = LibrarySurface.signatures[LibrarySurface.Key(owner: nil, name: name)], Set(signatures.map(\.result)).count == 1 {
            return signatures[0].result.map { .known($0) } ?? .unknown
        }
        return .unknown
    }
}
