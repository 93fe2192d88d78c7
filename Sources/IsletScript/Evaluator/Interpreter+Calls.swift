import IsletProgram

extension Interpreter {
    /// `callee(arguments)`. A method call on a value goes to the program's method, an
    /// `extension View` helper, or islet's own vocabulary (modifiers, collection methods); a
    /// bare name to a local closure, a method of `self`, a type's initializer, a free function
    /// or a framework initializer (`Text`, `VStack`, `Int`).
    func call(_ callee: ScriptExpression, _ arguments: [ScriptArgument], in scope: ScriptScope, at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        sites.evaluated(spot)
        if let localized = try environmentLocale(callee, arguments, in: scope, at: spot) { return localized }
        var values = try evaluateArguments(of: callee, arguments, in: scope)
        for (position, argument) in arguments.enumerated() where takesFloating(argument.label, callee) {
            if let exact = floatingLiteral(argument.value) { values[position].value = .double(exact) }
        }
        switch callee.node {
        case .implicitMember(let name):
            return .symbolCall(name, values)
        case .identifier(let name):
            if let local = scope.lookUp(name) { return try callValue(local, values, at: spot) }
            if let owner = scope.lookUp("self"), hasMember(name, owner) {
                return try callValue(try member(name, of: owner, at: spot), values, at: spot)
            }
            let typed = callArguments(arguments, values, in: scope)
            let overloads = index.functions(named: name)
            if !overloads.isEmpty {
                return try callProgram(overloads, named: name, owner: nil, receiver: nil, typed, at: spot)
            }
            if let result = try libraryCall(nil, name, typed, at: spot) { return result }
            if let result = freeFunction(name, values, at: spot) { return result }
            if let owner = frameworkSelf(in: scope), name.first?.isLowercase == true, index.global(named: name) == nil {
                // In `extension View`, `opacity(0.5)` and `modifier(Badge())` are methods of `self`.
                return try callValue(try member(name, of: owner, at: spot), values, at: spot)
            }
            let found = try lookUp(name, in: scope, at: spot)
            if case .type(let typeName) = found { return try construct(typeName, values, at: spot, typed: typed) }
            return try callValue(found, values, at: spot)
        case .member(let base, "init") where base.node == .identifier("self"):
            // `self.init(…)` in an initializer: the value it makes becomes `self`.
            guard let owner = ownerName(in: scope) else { return .void }
            scope.assign("self", try construct(owner, values, at: spot, typed: callArguments(arguments, values, in: scope)))
            return .void
        case .member(let base, "environment") where values.count == 2 && customEnvironmentKey(values[0].value) != nil:
            return try withEnvironment(customEnvironmentKey(values[0].value) ?? "", values[1].value, at: spot) { () throws(ScriptStop) in
                try evaluate(base, in: scope)
            }
        case .member(let base, let name) where Self.mutatingMethods.contains(name):
            let receiver = try evaluate(base, in: scope)
            guard let (changed, result) = try mutated(name, receiver, values, at: spot) else { return try builtinMethod(name, of: receiver, values, at: spot) }
            try assign(base, changed, in: scope)
            return result
        case .member(let base, let name):
            let receiver = try evaluate(base, in: scope)
            if case .null = receiver { return .null }
            if case .type(let typeName) = receiver, name == "init" {
                return try construct(typeName, values, at: spot, typed: callArguments(arguments, values, in: scope))
            }
            if case .object(let scanner) = receiver, scanner.type == "Scanner", let (result, out) = scannerMethod(name, of: scanner, values) {
                // `scanner.scanHexInt64(&rgb)`: the value read is stored through the argument.
                if let out, let target = arguments.first?.value { try assign(target, out, in: scope) }
                return result
            }
            if name == "map" || name == "flatMap", values.count == 1, try declaresOptional(base, in: scope) {
                // `gate.map { "Gate \($0)" }` on a `String?`: the optional's map, never the characters'.
                return try callValue(values[0].value, [ScriptElement(receiver)], at: spot)
            }
            if let (methods, owner) = programMethods(name, of: receiver) {
                return try callProgram(methods, named: name, owner: owner, receiver: receiver, callArguments(arguments, values, in: scope), at: spot)
            }
            if let result = try libraryMethod(name, of: receiver, callArguments(arguments, values, in: scope), at: spot) { return result }
            let callee = try member(name, of: receiver, at: spot)
            switch callee {
            case .type(let typeName): return try construct(typeName, values, at: spot, typed: callArguments(arguments, values, in: scope))
            case .function, .symbol, .opaque: return try callValue(callee, values, at: spot)
            // A property of a built-in value, called: the method of that name (`first(where:)`).
            default: return try builtinMethod(name, of: receiver, values, at: spot)
            }
        default:
            return try callValue(try evaluate(callee, in: scope), values, at: spot)
        }
    }

    /// Calls the one of the program's `functions` (overloads of one name, of `owner` or free)
    /// that the arguments resolve to; none, or several alike, is a placeholder naming the call.
    func callProgram(_ functions: [ScriptFunction], named name: String, owner: String?, receiver: ScriptValue?, _ arguments: [CallArgument], at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        switch resolve(functions, arguments, owner: owner) {
        case .chosen(let position):
            return try invoke(functions[position], owner: owner, receiver: receiver, captured: nil, literalsTyped(arguments, functions[position].parameters.map(CallParameter.init)), at: spot)
        case .noMatch:
            let labels = arguments.map { ($0.label ?? "_") + ":" }.joined()
            return opaque("\(name)(\(labels))", "no overload of \(name) the code declares takes these arguments", at: spot)
        case .ambiguous(let positions):
            let labels = arguments.map { ($0.label ?? "_") + ":" }.joined()
            let lines = positions.map { "line \(functions[$0].spot.line)" }.joined(separator: ", ")
            return opaque("\(name)(\(labels))", "these arguments fit several overloads alike (\(lines)), which Swift refuses", at: spot)
        }
    }

    /// Of `functions` sharing a name, the one a call with `arguments` resolves to, as Swift
    /// resolves it (`CallResolver`).
    func resolve(_ functions: [ScriptFunction], _ arguments: [CallArgument], owner: String?) -> CallChoice {
        if functions.count == 1, CallResolver.bind(functions[0].parameters.map(CallParameter.init), arguments) != nil, arguments.allSatisfy({ $0.type == .unknown }) {
            return .chosen(0)
        }
        let resolver = CallResolver(fit: ArgumentFit(index: index, owner: owner))
        return resolver.resolve(functions.map { $0.parameters.map(CallParameter.init) }, arguments)
    }

    /// `self` in an extension of a framework type (`extension View`, `extension Color`), whose
    /// methods the program does not declare.
    private func frameworkSelf(in scope: ScriptScope) -> ScriptValue? {
        guard let owner = ownerName(in: scope), index.type(named: owner) == nil else { return nil }
        return scope.lookUp("self")
    }

    /// Whether the argument is a `CGFloat` of a member the library surface does not declare
    /// yet, so `UIColor(red: 239 / 255, …)` divides as floating: a `UIColor`'s channels and
    /// `opacity`'s amount (`Color`'s channels are `LibrarySurface.color`'s).
    private func takesFloating(_ label: String?, _ callee: ScriptExpression) -> Bool {
        switch callee.node {
        case .identifier("UIColor"):
            return ["red", "green", "blue", "white", "opacity", "alpha", "hue", "saturation", "brightness"].contains(label ?? "")
        case .member(_, "opacity"), .implicitMember("opacity"):
            return label == nil
        default:
            return false
        }
    }

    /// Calls a value: a closure, a function, a built-in method, or a type (its initializer).
    func callValue(_ callee: ScriptValue, _ arguments: [ScriptElement], at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        switch callee {
        case .function(.closure(let closure, let captured)):
            return try callClosure(closure, captured: captured, arguments.map(\.value), at: spot)
        case .function(.function(let function, let owner, let receiver, let captured)):
            return try invoke(function, owner: owner, receiver: receiver, captured: captured, arguments, at: spot)
        case .function(.builtin(let name, let receiver)):
            return try builtinMethod(name, of: receiver, arguments, at: spot)
        case .type(let typeName):
            return try construct(typeName, arguments, at: spot)
        case .symbol(let name):
            return .symbolCall(name, arguments)
        case .opaque, .null:
            return callee
        default:
            return opaque(callee.kindName, "islet cannot call a \(callee.kindName)", at: spot)
        }
    }

    /// Runs a closure with its parameters (or `$0`, `$1`) bound to `arguments`.
    func callClosure(_ closure: ScriptClosure, captured: ScriptScope, _ arguments: [ScriptValue], at spot: ScriptSpot, builder: Bool = false) throws(ScriptStop) -> ScriptValue {
        let outer = try enterCall(spot)
        defer { leaveCall(outer) }
        let scope = captured.child()
        if closure.parameters.count == 1, arguments.count > 1 {
            scope.define(closure.parameters[0], .tuple(arguments.map { ScriptElement($0) }))
        } else if closure.parameters.count > 1, arguments.count == 1, case .tuple(let elements) = arguments[0] {
            for (name, element) in zip(closure.parameters, elements) { scope.define(name, element.value) }
        } else {
            for (position, argument) in arguments.enumerated() {
                scope.define("$\(position)", argument)
                if closure.parameters.indices.contains(position) { scope.define(closure.parameters[position], argument) }
            }
        }
        if builder { return try buildView(closure.body, in: scope, at: spot) }
        return try value(of: closure.body, in: scope)
    }

    /// Runs a function of the program: parameters bound by label (defaults filled in), `self`
    /// bound for a method, and a `@ViewBuilder` body built into a view.
    func invoke(_ function: ScriptFunction, owner: String?, receiver: ScriptValue?, captured: ScriptScope?, _ arguments: [ScriptElement], at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        let outer = try enterCall(spot)
        defer { leaveCall(outer) }
        let scope = methodScope(receiver: receiver, owner: owner, captured: captured)
        try bindParameters(function.parameters, arguments, in: scope, at: spot)
        if function.attributes.contains(where: { $0.name == "DynamicIslandExpandedContentBuilder" }) {
            // The island's regions, as its expanded closure lists them: not views to build.
            var regions: [ScriptValue]? = []
            _ = try execute(function.body, in: scope, into: &regions)
            return .array(regions ?? [])
        }
        if isBuilder(function.attributes, name: function.name, owner: owner) {
            return try buildView(function.body, in: scope, at: function.spot)
        }
        return try coerce(try value(of: function.body, in: scope), to: function.returnType, owner: owner, at: function.spot)
    }

    /// A scope for code of `owner`: `self` and `Self` bound, enclosing the globals (or the scope
    /// a local function was declared in).
    func methodScope(receiver: ScriptValue?, owner: String?, captured: ScriptScope?) -> ScriptScope {
        let scope = (captured ?? globals).child()
        if let receiver, case .type = receiver {} else if let receiver { scope.define("self", receiver) }
        if let owner { scope.define("Self", .type(owner)) }
        return scope
    }

    /// Counts a call in progress, refusing recursion deeper than the host's stack allows;
    /// returns the loop or call it runs inside, for `leaveCall`.
    func enterCall(_ spot: ScriptSpot) throws(ScriptStop) -> ScriptSpot? {
        try step(spot)
        guard depth < Self.callDepthLimit else { throw .budget(spot) }
        depth += 1
        defer { activeSpot = spot }
        return activeSpot
    }

    func leaveCall(_ outer: ScriptSpot?) {
        depth -= 1
        activeSpot = outer
    }

    /// Whether a body is a result builder's: `@ViewBuilder`, or a `View`'s `body`.
    func isBuilder(_ attributes: [ScriptAttribute], name: String, owner: String?) -> Bool {
        if attributes.contains(where: { $0.name.hasSuffix("Builder") }) { return true }
        guard name == "body", let owner else { return false }
        guard let type = index.type(named: owner) else { return false }
        return type.inherits("View") || type.inherits("ViewModifier") || type.inherits("Widget")
    }

    /// Binds arguments to parameters as Swift matches them: in order, each argument's label
    /// against the parameter's, a missing one taking its default.
    func bindParameters(_ parameters: [ScriptParameter], _ arguments: [ScriptElement], in scope: ScriptScope, at spot: ScriptSpot) throws(ScriptStop) {
        let owner = ownerName(in: scope)
        var next = 0
        for parameter in parameters {
            if parameter.isVariadic {
                var rest: [ScriptValue] = []
                while next < arguments.count, rest.isEmpty || arguments[next].label == nil {
                    rest.append(arguments[next].value)
                    next += 1
                }
                scope.define(parameter.name, .array(rest), type: .array(parameter.type))
                continue
            }
            if next < arguments.count, arguments[next].label == parameter.label {
                scope.define(parameter.name, try coerce(arguments[next].value, to: parameter.type, owner: owner, at: spot), type: parameter.type)
                next += 1
            } else if let fallback = parameter.defaultValue {
                scope.define(parameter.name, try evaluate(fallback, typed: parameter.type, in: scope, at: spot), type: parameter.type)
            } else if next < arguments.count, parameter.label == nil || arguments[next].label == nil {
                scope.define(parameter.name, try coerce(arguments[next].value, to: parameter.type, owner: owner, at: spot), type: parameter.type)
                next += 1
            } else {
                scope.define(parameter.name, .null, type: parameter.type)
            }
        }
    }

    /// The methods named `name` the program declares for `receiver`'s type (or an extension of
    /// its framework type), with the type that declares them.
    func programMethods(_ name: String, of receiver: ScriptValue) -> (functions: [ScriptFunction], owner: String)? {
        var candidates: [(ScriptType, Bool)] = []
        switch receiver {
        case .instance(let instance): candidates += memberTypes(of: instance.type).map { ($0, false) }
        case .object(let object): candidates += memberTypes(of: object.type).map { ($0, false) }
        case .enumCase(let value): if let typeName = value.type { candidates += memberTypes(of: typeName).map { ($0, false) } }
        case .type(let typeName):
            if let type = index.type(named: typeName) ?? index.foreignType(typeName) { candidates.append((type, true)) }
        default: break
        }
        if case .type = receiver {} else {
            candidates += applicableExtensions(of: receiver).map { ($0, false) }
        }
        for (type, isStatic) in candidates {
            let methods = type.methods.filter { $0.name == name && $0.isStatic == isStatic }
            if !methods.isEmpty { return (methods, type.name) }
        }
        return nil
    }
}
