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
            guard isOfType(value, type) else { return false }
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

    /// `value is type`, as far as islet knows the value's type.
    func isOfType(_ value: ScriptValue, _ type: String) -> Bool {
        let bare = ProgramIndex.bareName(type)
        switch value {
        case .int: return ["Int", "Int64", "Int32"].contains(bare)
        case .double: return ["Double", "Float", "CGFloat"].contains(bare)
        case .string: return bare == "String"
        case .bool: return bare == "Bool"
        case .instance(let instance): return instance.type == bare || instance.type.hasSuffix("." + bare) || conforms(instance.type, to: bare)
        case .object(let object): return object.type == bare || object.type.hasSuffix("." + bare) || conforms(object.type, to: bare)
        case .enumCase(let value): return value.type.map { $0 == bare || $0.hasSuffix("." + bare) } ?? false
        case .date: return bare == "Date"
        case .array: return bare.hasPrefix("[") || bare.hasPrefix("Array")
        default: return value.kindName == bare
        }
    }

    private func conforms(_ typeName: String, to protocolName: String) -> Bool {
        index.type(named: typeName)?.conformances.contains(protocolName) ?? false
    }
}
