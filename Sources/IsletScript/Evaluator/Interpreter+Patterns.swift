import IsletProgram

extension Interpreter {
    /// Whether `value` matches `pattern`, defining the names it binds in `scope`.
    func match(_ pattern: ScriptPattern, _ value: ScriptValue, in scope: ScriptScope) throws(ScriptStop) -> Bool {
        switch pattern {
        case .wildcard:
            return true
        case .binding(let name):
            scope.define(name, value)
            return true
        case .value(let expression):
            let candidate = try evaluate(expression, in: scope)
            if case .range(let lower, let upper, let closed) = candidate {
                return contains(lower: lower, upper: upper, closed: closed, value)
            }
            return equal(candidate, value)
        case .enumCase(_, let name, let arguments):
            return try matchCase(name, arguments, value, in: scope)
        case .tuple(let arguments):
            guard case .tuple(let elements) = value, elements.count == arguments.count else { return false }
            for (argument, element) in zip(arguments, elements) where !(try match(argument.pattern, element.value, in: scope)) {
                return false
            }
            return true
        case .optional(let inner):
            if value.isNull { return false }
            return try match(inner, value, in: scope)
        case .isType(let type, let binding):
            guard isOfType(value, type, owner: ownerName(in: scope)) else { return false }
            if let binding { scope.define(binding, value) }
            return true
        }
    }

    private func matchCase(_ name: String, _ arguments: [ScriptPatternArgument]?, _ value: ScriptValue, in scope: ScriptScope) throws(ScriptStop) -> Bool {
        switch (name, value) {
        case ("none", .null): return true
        case ("none", _): return false
        case ("some", .null): return false
        case ("some", _):
            guard let first = arguments?.first else { return true }
            return try match(first.pattern, value, in: scope)
        case (_, .symbol(let symbol)):
            return symbol == name
        case (_, .enumCase(let actual)):
            guard actual.name == name else { return false }
            guard let arguments else { return true }
            for (position, argument) in arguments.enumerated() {
                let element = argument.label.flatMap { label in actual.associated.first { $0.label == label } }
                    ?? (actual.associated.indices.contains(position) ? actual.associated[position] : nil)
                guard let element, try match(argument.pattern, element.value, in: scope) else { return false }
            }
            return true
        default:
            return false
        }
    }

    /// Binds a `let` pattern: a name, or a tuple taken apart.
    func bind(_ pattern: ScriptPattern, to value: ScriptValue, in scope: ScriptScope) throws(ScriptStop) -> Bool {
        try match(pattern, value, in: scope)
    }

    /// `value is type`, as far as islet knows the value's type; the type's name is looked up
    /// where `owner`'s code wrote it, so a nested `Status` is that type and no other.
    func isOfType(_ value: ScriptValue, _ type: ScriptTypeRepr, owner: String?) -> Bool {
        if value.isNull { return false }
        let written = type.unwrapped
        if written.element != nil {
            if case .array = value { return true }
            return false
        }
        if written.dictionaryTypes != nil {
            if case .dictionary = value { return true }
            return false
        }
        guard let name = written.name else { return false }
        let declared = index.type(written, from: owner)
        switch value {
        case .int: return ["Int", "Int64", "Int32"].contains(name)
        case .double: return ["Double", "Float", "CGFloat"].contains(name)
        case .string: return name == "String"
        case .bool: return name == "Bool"
        case .instance(let instance): return isNamed(instance.type, declared, name)
        case .object(let object): return isNamed(object.type, declared, name)
        case .enumCase(let value): return value.type.map { isNamed($0, declared, name) } ?? false
        case .date: return name == "Date"
        default: return value.kindName == name
        }
    }

    /// Whether a value of type `actual` is of the type written as `name` (the program's
    /// `declared` when it declares one): that type itself, or a type inheriting it.
    private func isNamed(_ actual: String, _ declared: ScriptType?, _ name: String) -> Bool {
        let wanted = declared?.name ?? name
        if actual == wanted { return true }
        return index.type(named: actual)?.conformances.contains { ($0.name.flatMap { index.type(named: $0)?.name ?? $0 }) == wanted } ?? false
    }
}
