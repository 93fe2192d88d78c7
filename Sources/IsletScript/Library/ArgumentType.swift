import IsletProgram

/// What a call site knows of one argument's type before the call is resolved: a written or
/// inferred type, a literal whose type the parameter decides (Swift types `5` as `Int` only
/// where nothing asks for another type), a closure's arity, or nothing. Overloads are told
/// apart by this, as Swift's type checker tells them apart.
enum ArgumentType: Equatable, Sendable {
    /// A type the code states: a declaration's annotation, a parameter's, a property's, a
    /// conversion's (`UInt32(x)`), or a user value's own type.
    case known(ScriptTypeRepr)
    /// Integer literals and their arithmetic; `exact` is the value where a floating type takes
    /// it (`7 / 2` is `3` as an `Int` and `3.5` as a `Double`).
    case integerLiteral(exact: Double)
    /// A floating literal, or arithmetic with one.
    case floatLiteral(exact: Double)
    /// `"…"`, interpolated or not: a `String`, or a `LocalizedStringKey` where one is asked for.
    case stringLiteral
    case boolLiteral
    case nilLiteral
    /// A closure taking `arity` parameters: its list's, or for a shorthand closure one more
    /// than the highest `$n` its body names (`ScriptClosure.arity`).
    case closure(arity: Int)
    /// Nothing the code states; the value's own kind may break a tie (`ArgumentFit.runtime`).
    case unknown

    /// The exact value of a numeric literal argument where a floating parameter takes it; nil
    /// where the code does not fix it (NaN: a ternary's branches, which the run picks).
    var floatingValue: Double? {
        switch self {
        case .integerLiteral(let exact), .floatLiteral(let exact): exact.isNaN ? nil : exact
        default: nil
        }
    }
}

/// How well an argument fits a parameter's type, as Swift ranks conversions: an exact type over
/// a literal's default type, that over another type the literal can be, that over a generic or
/// protocol parameter, that over a conversion (`Double` to `CGFloat`, a value to an optional).
/// Nil is no fit: a call with such an argument is not this overload.
struct ArgumentFit {
    /// The program's types, so a user struct is a concrete type and a user protocol is not.
    let index: ProgramIndex
    /// The type whose code declares the parameters: its nested types come first.
    var owner: String? = nil

    static let integerTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]
    static let floatingTypes: Set<String> = ["Double", "Float", "CGFloat", "Float80"]
    /// Framework types islet knows to be concrete, so another concrete type does not fit them.
    static let concreteTypes: Set<String> = integerTypes.union(floatingTypes).union([
        "String", "Substring", "Character", "Bool", "LocalizedStringKey", "Date", "URL", "Decimal", "Data", "UUID", "Color", "Font", "Image",
        "AttributedString", "LocalizedStringResource", "Bundle", "UIColor", "ColorResource",
    ])
    /// The standard types a literal makes: no implicit member or collection is one of them.
    static let literalTypes: Set<String> = integerTypes.union(floatingTypes).union(["String", "Substring", "Character", "Bool"])
    /// Protocols a generic parameter may require, with the concrete types that meet them.
    static let protocolMembers: [String: Set<String>] = [
        "StringProtocol": ["String", "Substring"],
        "BinaryInteger": integerTypes, "FixedWidthInteger": integerTypes, "SignedInteger": ["Int", "Int8", "Int16", "Int32", "Int64"],
        "UnsignedInteger": ["UInt", "UInt8", "UInt16", "UInt32", "UInt64"],
        "BinaryFloatingPoint": floatingTypes, "FloatingPoint": floatingTypes,
        "Numeric": integerTypes.union(floatingTypes).union(["Decimal"]), "SignedNumeric": integerTypes.union(floatingTypes).union(["Decimal"]),
        "Comparable": integerTypes.union(floatingTypes).union(["String", "Substring", "Character", "Date", "Decimal"]),
    ]

    /// Standard spellings that name another type: `TimeInterval` is a `Double`.
    static func canonical(_ name: String) -> String {
        switch name {
        case "TimeInterval", "Float64": "Double"
        case "Float32": "Float"
        default: name
        }
    }

    /// The fit of `argument` to a parameter of type `parameter`: 4 exact, 3 a literal's other
    /// types, 2 generic or protocol, 1 a conversion or a type islet cannot judge; nil no fit.
    func fit(_ argument: ArgumentType, _ parameter: ScriptTypeRepr) -> Int? {
        switch parameter {
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped):
            if argument == .nilLiteral { return 3 }
            if case .known(let type) = argument, type.isOptional { return fit(.known(type.unwrapped), wrapped) }
            return fit(argument, wrapped).map { max(1, $0 - 1) }
        case .opaque(let constraint), .existential(let constraint):
            return generic(argument, constraint)
        case .function(let function):
            switch argument {
            case .closure(let arity): return arity == function.parameters.count ? 3 : nil
            case .known(let type): return type.isFunction || !isConcrete(type) ? 2 : nil
            case .unknown: return 1
            default: return nil
            }
        default:
            break
        }
        guard let name = parameter.name.map({ index.type(parameter, from: owner)?.name ?? Self.canonical($0) }) else {
            // An array, dictionary, tuple or metatype parameter: no scalar literal is one.
            switch argument {
            case .stringLiteral, .integerLiteral, .floatLiteral, .boolLiteral: return nil
            default: return 1
            }
        }
        switch argument {
        case .unknown: return 1
        case .closure: return isConcrete(parameter) ? nil : 1
        case .nilLiteral: return isConcrete(parameter) ? nil : 1
        case .boolLiteral: return name == "Bool" ? 4 : isConcrete(parameter) ? nil : 1
        case .stringLiteral:
            if name == "String" { return 4 }
            if ["LocalizedStringKey", "Substring", "Character", "StaticString"].contains(name) { return 3 }
            return isConcrete(parameter) ? nil : 1
        case .integerLiteral:
            if name == "Int" { return 4 }
            if Self.integerTypes.contains(name) || Self.floatingTypes.contains(name) || name == "Decimal" { return 3 }
            return isConcrete(parameter) ? nil : 1
        case .floatLiteral:
            if name == "Double" { return 4 }
            if Self.floatingTypes.contains(name) || name == "Decimal" { return 3 }
            return isConcrete(parameter) ? nil : 1
        case .known(let type):
            return known(type, name, parameter)
        }
    }

    /// A stated type against a named parameter type.
    private func known(_ type: ScriptTypeRepr, _ name: String, _ parameter: ScriptTypeRepr) -> Int? {
        if type.isOptional { return isConcrete(parameter) ? nil : 1 }
        guard let argumentName = type.name.map(Self.canonical) else { return isConcrete(parameter) ? nil : 1 }
        if argumentName == name { return 4 }
        if Set([argumentName, name]) == ["Double", "CGFloat"] { return 1 }
        if isProtocol(name) { return meets(type, argumentName, name) }
        return isConcrete(type) && isConcrete(parameter) ? nil : 1
    }

    /// `some P` or `any P` (a generic parameter constrained to `P`).
    private func generic(_ argument: ArgumentType, _ constraint: ScriptTypeRepr) -> Int? {
        guard let name = constraint.name else { return 1 }
        let members = Self.protocolMembers[name]
        switch argument {
        case .known(let type):
            guard let argumentName = type.name.map(Self.canonical), !type.isOptional else { return 1 }
            return isProtocol(name) ? meets(type, argumentName, name) : 2
        case .stringLiteral: return members.map { $0.contains("String") ? 2 : nil } ?? 1
        // An integer literal is a `Double` where the protocol takes no integer (`f<T: BinaryFloatingPoint>(1)`).
        case .integerLiteral: return members.map { $0.contains("Int") || $0.contains("Double") ? 2 : nil } ?? 1
        case .floatLiteral: return members.map { $0.contains("Double") ? 2 : nil } ?? 1
        case .boolLiteral, .nilLiteral, .closure: return members == nil ? 1 : nil
        case .unknown: return 1
        }
    }

    /// Whether islet knows which types conform to `name`: a standard protocol it lists, or one
    /// the program declares.
    private func isProtocol(_ name: String) -> Bool {
        Self.protocolMembers[name] != nil || index.type(named: name)?.kind == .protocol
    }

    /// A stated type against a protocol islet knows: 2 when it conforms, no fit when it is a
    /// concrete type that does not, 1 when islet cannot tell.
    private func meets(_ type: ScriptTypeRepr, _ argumentName: String, _ protocolName: String) -> Int? {
        if Self.protocolMembers[protocolName]?.contains(argumentName) == true || conforms(argumentName, to: protocolName) { return 2 }
        return isConcrete(type) ? nil : 1
    }

    /// Whether the program declares `type` (or an extension of it) conforming to `protocolName`.
    private func conforms(_ type: String, to protocolName: String) -> Bool {
        if let declared = index.type(named: type), declared.inherits(protocolName) { return true }
        return index.foreignType(type)?.inherits(protocolName) ?? false
    }

    /// A concrete type islet knows, which no other concrete type converts to: a standard scalar
    /// or a struct, enum or class of the program.
    func isConcrete(_ type: ScriptTypeRepr) -> Bool {
        switch type {
        case .array, .dictionary, .tuple: return true
        case .nominal(let nominal):
            let name = Self.canonical(nominal.name)
            if Self.concreteTypes.contains(name) { return true }
            guard let declared = index.type(type, from: owner) ?? index.type(named: name) else { return false }
            return declared.kind != .protocol && declared.kind != .extension
        default: return false
        }
    }

    /// The fit of a value's own kind to a parameter, for breaking a tie among overloads whose
    /// argument types the code does not state: an `Int` value prefers `Int` to `Double`.
    func runtime(_ value: ScriptValue, _ parameter: ScriptTypeRepr) -> Int? {
        let type: ScriptTypeRepr
        switch value {
        case .int: type = .named("Int")
        case .double: type = .named("Double")
        case .string: type = .named("String")
        case .bool: type = .named("Bool")
        case .date: type = .named("Date")
        case .url: type = .named("URL")
        case .data: type = .named("Data")
        // islet holds a `UIColor` as it holds a `Color`: either fits, nothing else does.
        case .color: return ["Color", "UIColor", "ColorResource"].contains(parameter.unwrapped.name ?? "") ? 2 : fit(.known(.named("Color")), parameter)
        case .font: type = .named("Font")
        // A view handed to an initializer that takes one is an `Image` (`Text(Image(…))`).
        case .view: type = .named("Image")
        case .instance(let instance): type = .named(instance.type)
        case .object(let object): type = .named(object.type)
        case .enumCase(let value): guard let name = value.type else { return 1 }; type = .named(name)
        case .null: return fit(.nilLiteral, parameter)
        case .opaque: return 1
        // An implicit member, a collection, a closure: never a number, a string or a truth value.
        default: return parameter.name.map { Self.literalTypes.contains(Self.canonical($0)) } == true && !parameter.isOptional ? nil : 1
        }
        return fit(.known(type), parameter)
    }
}

extension ScriptTypeRepr {
    /// Whether the type is a function type (`(Int) -> String`).
    var isFunction: Bool {
        if case .function = unwrapped { return true }
        return false
    }
}
