import IsletProgram

extension Interpreter {
    /// `receiver.name(arguments)` for a receiver whose methods the library surface declares
    /// (an array, a range, a dictionary: `Sequence`'s; a string's, else `Sequence`'s; a `Date`'s, a `URL`'s; a view's): resolved among the signatures by labels,
    /// argument types and closure arity, then run by islet's implementation of that name. Nil
    /// when the surface declares no such method; a call none fits is a placeholder naming it.
    /// The arguments' types are worked out only for a method the surface declares.
    func libraryMethod(_ name: String, of receiver: ScriptValue, _ arguments: @autoclosure () -> [CallArgument], at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue? {
        guard let owner = surfaceOwners(of: receiver).first(where: { LibrarySurface.signatures[LibrarySurface.Key(owner: $0, name: name)] != nil }) else { return nil }
        return try resolvedLibraryCall(owner, name, fitted(arguments(), owner, name, receiver), at: spot) { (_, typed) throws(ScriptStop) in
            try builtinMethod(name, of: receiver, typed, at: spot)
        }
    }

    /// The owners under which the surface declares a value's methods, the most specific first:
    /// a string's own, then `Sequence`'s over its characters. A chart's mark is
    /// `ChartContent`, whose modifiers (`foregroundStyle(by:)`) islet still matches by name.
    private func surfaceOwners(of receiver: ScriptValue) -> [String] {
        switch receiver {
        case .array, .range, .dictionary: return ["Sequence"]
        case .string: return ["String", "Sequence"]
        case .date: return ["Date"]
        case .url: return ["URL"]
        case .view(let view):
            if case .mark = view.content { return [] }
            return ["View"]
        case .color: return ["View"]
        case .object(let object) where LibrarySurface.formatterOwners.contains(object.type): return [object.type]
        case .instance(let instance) where instance.type == "DynamicIsland": return ["DynamicIsland"]
        case .instance(let instance): return index.type(named: instance.type)?.inherits("View") == true ? ["View"] : []
        default: return []
        }
    }

    /// The arguments as Swift fits them to a method of tuple elements (or to `ForEach` over
    /// them): a closure of several parameters that fits no signature as written takes the
    /// tuple apart (`destructuring`).
    func fitted(_ arguments: [CallArgument], _ owner: String, _ name: String, _ receiver: ScriptValue) -> [CallArgument] {
        guard hasTupleElements(receiver), let signatures = LibrarySurface.signatures[LibrarySurface.Key(owner: owner, name: name)] else { return arguments }
        let resolver = CallResolver(fit: ArgumentFit(index: index))
        return resolver.resolve(signatures.map(\.parameters), arguments) == .noMatch ? arguments.map(Self.destructuring) : arguments
    }

    /// Whether the receiver's elements are tuples (a dictionary's `(key, value)`, an
    /// `enumerated()` array's `(offset, element)`), which Swift lets a closure take apart.
    private func hasTupleElements(_ receiver: ScriptValue) -> Bool {
        switch receiver {
        case .dictionary: true
        case .array(let items): if case .tuple? = items.first { true } else { false }
        default: false
        }
    }

    /// A closure of several parameters given where one tuple is passed: Swift destructures the
    /// tuple into them (`dictionary.map { key, value in … }`), so it fits a one-parameter function.
    private static func destructuring(_ argument: CallArgument) -> CallArgument {
        guard case .closure(let arity) = argument.type, arity > 1 else { return argument }
        var fitted = argument
        fitted.type = .closure(arity: 1)
        return fitted
    }
}
