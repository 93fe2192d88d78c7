import FoundationEssentials
import IsletProgram

extension Interpreter {
    /// A call of a member the library surface declares (`Text(…)`, `Int(…)`, `min(…)`):
    /// resolved among its signatures by labels and argument types, then run. Nil when the
    /// surface declares no member of that owner and name; a call none of its overloads takes,
    /// or that several take alike, is a placeholder naming the call, never a guess.
    func libraryCall(_ owner: String?, _ name: String, _ arguments: [CallArgument], at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue? {
        // `ForEach(pairs) { offset, element in … }` takes its data's tuples apart as a method does.
        let arguments = owner == "ForEach" ? fitted(arguments, "ForEach", name, arguments.first?.value ?? .void) : arguments
        return try resolvedLibraryCall(owner, name, arguments, at: spot) { (member, typed) throws(ScriptStop) in
            try perform(member, typed, arguments.map(\.type), at: spot)
        }
    }

    /// Resolves a call among the surface's signatures of `owner.name` and runs the chosen one's
    /// member with the arguments as its parameters type them; nil when the surface declares none.
    func resolvedLibraryCall(
        _ owner: String?, _ name: String, _ arguments: [CallArgument], at spot: ScriptSpot,
        run: (LibraryMember, [ScriptElement]) throws(ScriptStop) -> ScriptValue
    ) throws(ScriptStop) -> ScriptValue? {
        guard let signatures = LibrarySurface.signatures[LibrarySurface.Key(owner: owner, name: name)] else { return nil }
        let resolver = CallResolver(fit: ArgumentFit(index: index))
        switch resolver.resolve(signatures.map(\.parameters), arguments) {
        case .chosen(let position):
            return try run(signatures[position].member, literalsTyped(arguments, signatures[position].parameters))
        case .ambiguous(let positions) where Set(positions.map { signatures[$0].member }).count == 1:
            // Overloads islet implements alike (`Color(_: UIColor)`, `Color(_: ColorResource)`,
            // `.padding(.horizontal)` between `EdgeInsets` and `Edge.Set`).
            return try run(signatures[positions[0]].member, literalsTyped(arguments, signatures[positions[0]].parameters))
        case _ where arguments.contains(where: { $0.type == .unknown && $0.value.isImplicitMember }):
            // `.seconds(…)` no type has given a meaning to: what it makes decides the overload.
            let member = arguments.first { $0.type == .unknown && $0.value.isImplicitMember }!.value.kindName
            return opaque(callSpelling(owner, name, arguments), "islet does not know what \(member) makes here, which decides the overload", at: spot)
        case .noMatch:
            if let carried = arguments.first(where: { if case .opaque = $0.value { true } else { false } }) { return carried.value }
            let kind = name == "init" ? "initializer" : owner == nil ? "overload" : "method"
            return opaque(callSpelling(owner, name, arguments), "no \(owner ?? name) \(kind) islet knows takes \(argumentList(arguments))", at: spot)
        case .ambiguous(let positions):
            if let carried = arguments.first(where: { if case .opaque = $0.value { true } else { false } }) { return carried.value }
            let named = positions.map { signatures[$0].spelling }.joined(separator: ", ")
            return opaque(callSpelling(owner, name, arguments), "ambiguous between \(named) for \(argumentList(arguments))", at: spot)
        }
    }

    /// The argument values bound to `parameters`, a numeric literal given to a floating
    /// parameter taken at its exact value (`f(7 / 2)` passes `3.5` to a `Double`, and
    /// `Color(red: 239 / 255, …)` divides as `Double`).
    func literalsTyped(_ arguments: [CallArgument], _ parameters: [CallParameter]) -> [ScriptElement] {
        let binding = CallResolver.bind(parameters, arguments)
        return arguments.enumerated().map { position, argument in
            if let binding, let name = parameters[binding[position]].type.unwrapped.name, Self.floatingTypes.contains(name) {
                if let exact = argument.type.floatingValue { return ScriptElement(label: argument.label, .double(exact)) }
                if case .integerLiteral = argument.type, case .int(let whole) = argument.value { return ScriptElement(label: argument.label, .double(Double(whole))) }
            }
            return ScriptElement(label: argument.label, argument.value)
        }
    }

    /// Arguments with their types as the call site states them, for resolving a call.
    func callArguments(_ written: [ScriptArgument], _ values: [ScriptElement], in scope: ScriptScope) -> [CallArgument] {
        zip(written, values).map { argument, element in
            CallArgument(label: element.label, type: staticType(of: argument.value, in: scope), value: element.value, isTrailing: argument.isTrailing)
        }
    }

    /// Arguments whose types nothing states (a type called as a value, a decoder's key).
    func untypedArguments(_ values: [ScriptElement]) -> [CallArgument] {
        values.map { CallArgument(label: $0.label, type: .unknown, value: $0.value, isTrailing: false) }
    }

    /// A call as Swift names it in a message: `Text(_:format:)`, `max(_:_:)`, `sorted(by:)`.
    private func callSpelling(_ owner: String?, _ name: String, _ arguments: [CallArgument]) -> String {
        let labels = arguments.map { ($0.label ?? "_") + ":" }.joined()
        return name == "init" ? "\(owner ?? "")(\(labels))" : "\(name)(\(labels))"
    }

    /// The arguments' types as a message lists them: `(Int, format: String)`.
    private func argumentList(_ arguments: [CallArgument]) -> String {
        let listed = arguments.map { argument in
            let type: String = switch argument.type {
            case .known(let type): type.spelling
            case .integerLiteral: "an integer literal"
            case .floatLiteral: "a floating literal"
            case .stringLiteral: "a string literal"
            case .boolLiteral: "Bool"
            case .nilLiteral: "nil"
            case .closure(let arity): arity == 1 ? "a closure of 1 parameter" : "a closure of \(arity) parameters"
            case .unknown: argument.value.kindName
            }
            return argument.label.map { "\($0): \(type)" } ?? type
        }
        return "(" + listed.joined(separator: ", ") + ")"
    }

    /// Runs the implementation a call resolved to.
    private func perform(_ member: LibraryMember, _ arguments: [ScriptElement], _ types: [ArgumentType], at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        let values = arguments.map(\.value)
        let first = values.first ?? .void
        switch member {
        case .textKey, .textContent: return textShowing(first, at: spot)
        case .textVerbatim: return .view(ScriptView(.text(describe(first))))
        case .textDate: return textDate(first, style: values[1], at: spot)
        case .textTimer: return textTimer(arguments)
        case .textFormat:
            return formatted(shownValue(first, at: spot), style: values[1]).map { .view(ScriptView(.text($0))) }
                ?? opaque("Text(_:format:)", "islet does not know this format style", at: spot)
        case .colorRGB, .colorWhite, .colorHSB, .colorNamed, .colorConverted: return colorInit(member, arguments, at: spot)
        case .number(let type): return converted(first, to: type, at: spot)
        case .exactNumber(let type): return exactly(first, as: type)
        case .parsedNumber(let type): return parsed(first, as: type, radix: values.count > 1 ? values[1].integer : nil)
        case .stringDescribing: return .string(describe(first, as: types.first ?? .unknown))
        case .stringFormat: return .string(formatted(format: describe(first), Array(values.dropFirst()), at: spot))
        case .stringRepeating:
            guard case .string(let unit) = first, let count = values[1].integer, count >= 0 else { return opaque("String(repeating:count:)", "a negative count stops the app", at: spot) }
            guard admits(unit.utf8.count.multipliedReportingOverflow(by: count).overflow ? Int.max : unit.utf8.count * count, "a string") else { return .null }
            return .string(String(repeating: unit, count: count))
        case .stringRadix:
            guard let number = first.integer, let radix = values[1].integer, (2...36).contains(radix) else { return opaque("String(_:radix:)", "a radix outside 2...36 stops the app", at: spot) }
            return .string(String(number, radix: radix, uppercase: values.count > 2 && truth(values[2])))
        case .stringLocalized: return .string(describe(first))
        case .stringFromFile: return try appGroupInit("String", arguments, at: spot) ?? .null
        case .minimum, .maximum: return extreme(member == .maximum, values, types)
        // A method has a receiver: `libraryMethod` runs it, and no call without one resolves to it.
        case .method: return opaque("a method", "called without its receiver", at: spot)
        case .frameworkInit(let type): return try frameworkInit(type, arguments, at: spot)
        case .decimalPower: return opaque("pow(_:_:)", "Swift picks Foundation's Decimal overload here, which islet does not hold (write pow(2.0, 10.0))", at: spot)
        case .free(let name): return freeFunction(name, arguments, at: spot) ?? opaque(name, "islet cannot compute \(name) of these values", at: spot)
        case .absolute:
            switch first {
            case .int(let number): return number == .min ? opaque("abs", "the result overflows Int", at: spot) : .int(abs(number))
            case .double(let number): return .double(abs(number))
            default: return first
            }
        }
    }

    /// `min`/`max`: the first extreme of values of one type, every integer literal a `Double`
    /// when the type is floating (`max(x, 0)` with `x: Double` is `0.0`, never `0`).
    private func extreme(_ largest: Bool, _ values: [ScriptValue], _ types: [ArgumentType]) -> ScriptValue {
        let floating = values.contains { if case .double = $0 { true } else { false } }
            || types.contains { if case .known(let type) = $0 { ArgumentFit.floatingTypes.contains(type.name.map(ArgumentFit.canonical) ?? "") } else { false } }
        let items = floating ? values.map { if case .int(let whole) = $0 { ScriptValue.double(Double(whole)) } else { $0 } } : values
        guard var best = items.first else { return .null }
        for item in items.dropFirst() where (largest ? less(best, item) : less(item, best)) == true { best = item }
        return best
    }

    /// `T(exactly:)`: the value when `T` holds it exactly, else nil.
    private func exactly(_ value: ScriptValue, as type: String) -> ScriptValue {
        guard let number = value.number else { return .null }
        if ArgumentFit.integerTypes.contains(type) {
            guard number.rounded(.towardZero) == number, let whole = Int(exactly: number), fits(whole, type) else { return .null }
            return .int(whole)
        }
        if case .int(let whole) = value, Double(exactly: whole) == nil { return .null }
        return type == "Float" ? (Float(exactly: number).map { .double(Double($0)) } ?? .null) : .double(number)
    }

    /// Whether an integer type holds `value` (`UInt8` holds 0...255).
    func fits(_ value: Int, _ type: String) -> Bool {
        switch type {
        case "Int8": Int8(exactly: value) != nil
        case "Int16": Int16(exactly: value) != nil
        case "Int32": Int32(exactly: value) != nil
        case "UInt8": UInt8(exactly: value) != nil
        case "UInt16": UInt16(exactly: value) != nil
        case "UInt32": UInt32(exactly: value) != nil
        case "UInt", "UInt64": value >= 0
        default: true
        }
    }

    /// A value described as Swift prints its stated type: a `Float` with the digits a `Float`
    /// needs (`0.1`, where the `Double` it is held in would print `0.10000000149011612`).
    func describe(_ value: ScriptValue, as type: ArgumentType) -> String {
        if case .double(let number) = value, case .known(let written) = type, written.name.map(ArgumentFit.canonical) == "Float" {
            return String(Float(number))
        }
        return describe(value)
    }
}

extension ScriptValue {
    /// An implicit member or implicit call no declared type has resolved (`.seconds(90)`).
    var isImplicitMember: Bool {
        switch self {
        case .symbol, .symbolCall: true
        default: false
        }
    }
}
