import FoundationEssentials
import IsletProgram

extension Interpreter {
    /// Implicit members that can only mean a `Date` (`Date.now`, `.distantPast`, `.distantFuture`).
    static let membersOnlyDateHas: Set<String> = ["now", "distantPast", "distantFuture"]

    /// The value of one expression in `scope`.
    func evaluate(_ expression: ScriptExpression, in scope: ScriptScope) throws(ScriptStop) -> ScriptValue {
        try step(expression.spot)
        let spot = expression.spot
        switch expression.node {
        case .identifier(let name):
            return try lookUp(name, in: scope, at: spot)
        case .member(let base, let name):
            return try member(name, of: try evaluate(base, in: scope), at: spot)
        case .implicitMember(let name) where Self.membersOnlyDateHas.contains(name):
            // `startedAt: .now`, `.now.addingTimeInterval(60)`: no other framework type a widget
            // uses has these members, so the use need not decide, and a chain on them works.
            return try frameworkStatic(name, of: "Date", at: spot)
        case .implicitMember(let name):
            return .symbol(name)
        case .optionalChain(let inner):
            return try evaluate(inner, in: scope)
        case .forceUnwrap(let inner):
            let value = try evaluate(inner, in: scope)
            if case .null = value { return opaque("!", "force-unwrapping nil stops the app", at: spot) }
            return value
        case .optionalTry(let inner):
            do {
                return try evaluate(inner, in: scope)
            } catch {
                guard case .thrown = error else { throw error }
                return .null
            }
        case .call(let callee, let arguments):
            return try call(callee, arguments, in: scope, at: spot)
        case .subscript(let base, let arguments):
            return try subscripted(try evaluate(base, in: scope), try evaluate(arguments, in: scope), at: spot)
        case .closure(let closure):
            return .function(.closure(closure, captured: scope))
        case .integer(let value):
            return .int(value)
        case .float(let value):
            return .double(value)
        case .string(let parts):
            return try interpolate(parts, in: scope)
        case .boolean(let flag):
            return .bool(flag)
        case .nil:
            return .null
        case .array(let items):
            var values: [ScriptValue] = []
            for item in items { values.append(try evaluate(item, in: scope)) }
            return .array(values)
        case .dictionary(let entries):
            var values: [ScriptEntry] = []
            for entry in entries { values.append(ScriptEntry(key: try evaluate(entry.key, in: scope), value: try evaluate(entry.value, in: scope))) }
            return .dictionary(values)
        case .infix(let op, let lhs, let rhs):
            return try infix(op, lhs, rhs, in: scope, at: spot)
        case .prefix(let op, let operand):
            if op == "~", let width = integerWidth([operand], in: scope) {
                return opaque(op, "islet flips the bits of an Int, not of a \(width)", at: spot)
            }
            return prefix(op, try evaluate(operand, in: scope), at: spot)
        case .postfix(let op, let operand):
            let value = try evaluate(operand, in: scope)
            return op == "..." ? .range(value, .null, closed: true) : value
        case .ternary(let condition, let yes, let no):
            return try evaluate(try decide(condition, "?:", in: scope) ? yes : no, in: scope)
        case .cast(let inner, let op, let type):
            return cast(try evaluate(inner, in: scope), op, to: type, owner: ownerName(in: scope))
        case .isType(let inner, let type):
            return .bool(isOfType(try evaluate(inner, in: scope), type, owner: ownerName(in: scope)))
        case .tuple(let arguments):
            let elements = try evaluate(arguments, in: scope)
            if elements.count == 1, elements[0].label == nil { return elements[0].value }
            return .tuple(elements)
        case .keyPath(_, let components):
            return .function(.builtin(name: "\\", receiver: .array(components.map { .string($0) })))
        case .ifExpression(let choice):
            let inner = scope.child()
            if try holds(choice.conditions, "if", in: inner) { return try value(of: choice.then, in: inner) }
            return try value(of: choice.otherwise ?? [], in: scope.child())
        case .switchExpression(let choice):
            let subject = try decidable(try evaluate(choice.subject, in: scope), "switch", "the value switched on", at: choice.subject.spot)
            guard let (matched, inner) = try matchingCase(of: choice, subject: subject, in: scope) else {
                return .opaque(ScriptOpaque(name: "switch", reason: noCaseReason(subject), spot: choice.spot))
            }
            return try value(of: matched.body, in: inner)
        case .macro(let name, _):
            return opaque("#" + name, "islet does not expand this macro", at: spot)
        case .type(let type):
            return typeValue(type, in: scope, at: spot)
        case .unsupported(let text):
            return opaque(text, "islet cannot evaluate this expression", at: spot)
        }
    }

    /// Arguments in order, each with its label.
    func evaluate(_ arguments: [ScriptArgument], in scope: ScriptScope) throws(ScriptStop) -> [ScriptElement] {
        var elements: [ScriptElement] = []
        for argument in arguments { elements.append(ScriptElement(label: argument.label, try evaluate(argument.value, in: scope))) }
        return elements
    }

    /// What a bare name means here: a local, a member of `self`, a global, a free function,
    /// a type of the program or of the frameworks (a capitalized name islet does not know is
    /// taken as a framework type, and fails only where it is used).
    func lookUp(_ name: String, in scope: ScriptScope, at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        if let local = scope.lookUp(name) {
            // A computed variable declared in a function is its getter, run at each read.
            if case .function(.function(let getter, _, _, let captured)) = local, getter.attributes.contains(where: { $0.name == ScriptFunction.computedLocal }) {
                return try invoke(getter, owner: ownerName(in: scope), receiver: scope.lookUp("self"), captured: captured, [], at: spot)
            }
            return local
        }
        if let first = name.first, "+-*/<>=!&|%".contains(first) { return .function(.builtin(name: name, receiver: .void)) }
        if let owner = scope.lookUp("self"), hasMember(name, owner) || (name.first == "$" && hasMember(String(name.dropFirst()), owner)) {
            return try member(name, of: owner, at: spot)
        }
        if case .type(let owner)? = scope.lookUp("Self"), let type = index.type(named: owner),
            type.properties.contains(where: { $0.name == name && $0.isStatic }) || type.methods.contains(where: { $0.name == name && $0.isStatic })
                || (name == "allCases" && !type.cases.isEmpty)
        {
            return try member(name, of: .type(type.name), at: spot)
        }
        if let global = index.global(named: name) { return try globalValue(global) }
        if let function = index.functions(named: name).first { return .function(.function(function, owner: nil, receiver: nil, captured: nil)) }
        if let type = index.type(named: name, from: ownerName(in: scope)) { return .type(type.name) }
        if name.first?.isUppercase == true { return .type(name) }
        return opaque(name, "islet does not know this name", at: spot)
    }

    /// The program type whose code is running, for resolving nested type names.
    func ownerName(in scope: ScriptScope) -> String? {
        if case .type(let owner)? = scope.lookUp("Self") { return owner }
        return nil
    }

    private func globalValue(_ global: ScriptVariable) throws(ScriptStop) -> ScriptValue {
        let key = "global." + global.name
        if let known = statics[key] { return known }
        let value = try propertyValue(global, of: nil, owner: nil)
        statics[key] = value
        return value
    }

    /// `array[i]`, `dictionary[key]` (nil when absent, as Swift's optional subscript), `string`
    /// and `range` elements, and a `subscript` the program declares on the value's type or an
    /// extension (`sides[.home]`, `state[chapter: 2]`); an index out of range, which traps in
    /// Swift, is reported.
    private func subscripted(_ base: ScriptValue, _ arguments: [ScriptElement], at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        if let read = try environmentSubscript(base, arguments, at: spot) { return read }
        if let (subscripts, owner) = programMethods("subscript", of: base) {
            return try callProgram(subscripts, named: "subscript", owner: owner, receiver: base, untypedArguments(arguments), at: spot)
        }
        guard let key = arguments.first?.value else { return base }
        switch (base, key) {
        case (.null, _): return .null
        case (.array(let items), .int(let position)):
            return items.indices.contains(position) ? items[position] : opaque("[\(position)]", "index out of range, which stops the app", at: spot)
        case (.array(let items), .range(let lower, let upper, let closed)):
            let start = lower.integer ?? 0
            let end = upper.integer.map { closed && $0 < .max ? $0 + 1 : $0 } ?? items.count
            guard start >= 0, start <= end, end <= items.count else { return opaque("[…]", "range out of bounds, which stops the app", at: spot) }
            return .array(Array(items[start..<end]))
        case (.string(let text), .int(let position)):
            // A `String.Index` is a character offset here (`hex[hex.startIndex]`).
            guard (0..<text.count).contains(position) else { return opaque("[\(position)]", "index out of range, which stops the app", at: spot) }
            return .string(String(text.dropFirst(position).prefix(1)))
        case (.string(let text), .range(let lower, let upper, let closed)):
            let start = lower.integer ?? 0
            let end = upper.integer.map { closed && $0 < .max ? $0 + 1 : $0 } ?? text.count
            guard start >= 0, start <= end, end <= text.count else { return opaque("[…]", "range out of bounds, which stops the app", at: spot) }
            return .string(String(text.dropFirst(start).prefix(end - start)))
        case (.dictionary(let entries), _):
            if let found = entries.first(where: { equal($0.key, key) }) { return found.value }
            if let fallback = arguments.first(where: { $0.label == "default" }) { return fallback.value }
            return .null
        default:
            return opaque("subscript", "islet cannot subscript \(base.kindName)", at: spot)
        }
    }

    /// `as`, `as?`, `as!`: numbers convert as the literal would; `as?` to a type the value does
    /// not have is nil.
    private func cast(_ value: ScriptValue, _ op: String, to type: ScriptTypeRepr, owner: String?) -> ScriptValue {
        if let name = type.name, Self.floatingTypes.contains(name), case .int(let number) = value { return .double(Double(number)) }
        if op == "as?", !value.isNull, index.type(type, from: owner) != nil, !isOfType(value, type, owner: owner) { return .null }
        return value
    }

    /// A type written where a value goes, as a value: the program's type its name means here, a
    /// framework type by name, and `[T]`, `[K: V]`, `Set<T>` as the collection they make.
    private func typeValue(_ type: ScriptTypeRepr, in scope: ScriptScope, at spot: ScriptSpot) -> ScriptValue {
        if let declared = index.type(type, from: ownerName(in: scope)) { return .type(declared.name) }
        switch type {
        case .nominal(let nominal): return .type(nominal.name)
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return typeValue(wrapped, in: scope, at: spot)
        case .array: return .type("Array")
        case .dictionary: return .type("Dictionary")
        default: return opaque(type.spelling, "islet cannot use this type as a value", at: spot)
        }
    }
}
