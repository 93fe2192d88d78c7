import IsletProgram

extension Interpreter {
    /// `Type(arguments)`: the program type's own initializer, its memberwise one, an enum's
    /// `init(rawValue:)`, or a framework type's (`Text`, `Int`, `Color`), resolved by the
    /// arguments' labels and types (`typed`, where the call site states them).
    func construct(_ typeName: String, _ arguments: [ScriptElement], at spot: ScriptSpot, typed: [CallArgument]? = nil) throws(ScriptStop) -> ScriptValue {
        let typed = typed ?? untypedArguments(arguments)
        guard let type = index.type(named: typeName) else {
            if let extended = index.foreignType(typeName) {
                let initializers = extended.methods.filter { $0.name == "init" }
                if !initializers.isEmpty, case .chosen(let position) = resolve(initializers, typed, owner: typeName) {
                    return try runInitializer(initializers[position], of: extended, literalsTyped(typed, initializers[position].parameters.map(CallParameter.init)), at: spot, start: .null)
                }
            }
            if typeName == "DecodingError.Context" { return decodingContext(arguments) }
            let made: ScriptValue
            if let library = try libraryCall(typeName, "init", typed, at: spot) { made = library } else { made = try frameworkInit(typeName, arguments, at: spot) }
            if case .view = made { sites.view(at: spot, drawn: true) }
            return made
        }
        let initializers = type.methods.filter { $0.name == "init" && !$0.isStatic }
        if !initializers.isEmpty {
            switch resolve(initializers, typed, owner: type.name) {
            case .chosen(let position):
                let chosen = initializers[position]
                return try runInitializer(chosen, of: type, literalsTyped(typed, chosen.parameters.map(CallParameter.init)), at: spot, start: makeValue(type, try initialFields(of: type)))
            case .ambiguous:
                return try callProgram(initializers, named: type.name, owner: type.name, receiver: nil, typed, at: spot)
            case .noMatch:
                // A struct keeps its memberwise initializer beside those its extensions declare.
                break
            }
        }
        if type.kind == .enum {
            guard let raw = arguments.first(where: { $0.label == "rawValue" })?.value else {
                return opaque(type.name, "islet cannot pick a case of this enum from these arguments", at: spot)
            }
            let match = type.cases.first { equal(rawValue(of: ScriptCase(type: type.name, name: $0.name, associated: [])), raw) }
            return match.map { .enumCase(ScriptCase(type: type.name, name: $0.name, associated: [])) } ?? .null
        }
        var fields = try initialFields(of: type)
        var next = 0
        for property in storedProperties(of: type) where next < arguments.count && arguments[next].label == property.name {
            let value = try coerce(arguments[next].value, to: property.type, owner: type.name, at: spot)
            if let wrapped = try wrap(value, for: property, at: spot) { fields["_" + property.name] = wrapped } else { fields[property.name] = value }
            next += 1
        }
        if next < arguments.count, let body = storedProperties(of: type).first(where: { $0.type.map(Self.isViewType) == true || $0.name == "content" }) {
            // `Card { … }`: a trailing closure fills a view-building property.
            fields[body.name] = arguments[next].value
        }
        return makeValue(type, fields)
    }

    /// `Type.name(values)`: an enum case with its associated values, each made the type the
    /// case declares, so `.init(…)` or `.sedan` among them is the value Swift would make.
    func enumCase(_ name: String, of typeName: String, _ arguments: [ScriptElement], at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        var associated = arguments
        if let declared = index.type(named: typeName)?.cases.first(where: { $0.name == name }) {
            for (position, parameter) in zip(associated.indices, declared.associated) {
                associated[position].value = try coerce(associated[position].value, to: parameter.type, owner: typeName, at: spot)
            }
        }
        return .enumCase(ScriptCase(type: typeName, name: name, associated: associated))
    }

    /// Runs an `init` with `self` starting as `start`; `self.init(…)` inside replaces it. One
    /// that stops at a branch islet could not choose makes an opaque value, not a blank view.
    func runInitializer(_ initializer: ScriptFunction, of type: ScriptType, _ arguments: [ScriptElement], at spot: ScriptSpot, start: ScriptValue) throws(ScriptStop) -> ScriptValue {
        let outer = try enterCall(spot)
        defer { leaveCall(outer) }
        let scope = methodScope(receiver: nil, owner: type.name, captured: nil)
        scope.define("self", start)
        try bindParameters(initializer.parameters, arguments, in: scope, at: spot)
        return try undecidedAsOpaque { () throws(ScriptStop) in
            var built: [ScriptValue]? = nil
            if case .returned(.null) = try execute(initializer.body, in: scope, into: &built) { return .null }
            return scope.lookUp("self") ?? .null
        }
    }

    /// A struct's stored properties in declaration order: what its memberwise initializer takes.
    func storedProperties(of type: ScriptType) -> [ScriptVariable] {
        type.properties.filter { $0.getter == nil && !$0.isStatic && environmentKey($0) == nil && !isAppStorage($0) }
    }

    /// Stored properties' initial values and `@Environment` values, before an initializer runs.
    func initialFields(of type: ScriptType) throws(ScriptStop) -> [String: ScriptValue] {
        var fields: [String: ScriptValue] = [:]
        for property in type.properties where property.getter == nil && !property.isStatic {
            if let environment = try environmentValue(property) {
                fields[property.name] = environment
            } else if let stored = try appStorageValue(property, of: type.name, in: globals) {
                fields[property.name] = stored
            } else if let initial = property.initial {
                let value = try evaluate(initial, typed: property.type, in: globals, at: property.spot)
                if let wrapped = try wrap(value, for: property, at: property.spot) { fields["_" + property.name] = wrapped } else { fields[property.name] = value }
            } else if property.type?.isOptional == true {
                fields[property.name] = .null
            }
        }
        return fields
    }

    func makeValue(_ type: ScriptType, _ fields: [String: ScriptValue]) -> ScriptValue {
        type.kind == .class || type.kind == .actor ? .object(ScriptObject(type: type.name, fields: fields)) : .instance(ScriptInstance(type: type.name, fields: fields))
    }

    /// `initial` evaluated where its type is written: literal arithmetic in a floating context
    /// (`let ratio: Double = 2 / 3`) is floating in Swift, so its division keeps the fraction.
    func evaluate(_ initial: ScriptExpression, typed written: ScriptTypeRepr?, in scope: ScriptScope, at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        if let name = written?.name, Self.floatingTypes.contains(name), let exact = floatingLiteral(initial) { return .double(exact) }
        if let localized = try localizedDeclaration(initial, typed: written, in: scope) { return localized }
        return try coerce(try evaluate(initial, in: scope), to: written, owner: ownerName(in: scope), at: spot)
    }

    static let floatingTypes: Set<String> = ["Double", "CGFloat", "Float", "TimeInterval"]

    /// Whether a property of this type holds views: `some View`, `AnyView`, a type named as a
    /// view, or a closure making one (`() -> some View`).
    static func isViewType(_ type: ScriptTypeRepr) -> Bool {
        switch type.unwrapped {
        case .opaque(let constraint), .existential(let constraint): return constraint.name == "View"
        case .function(let function): return isViewType(function.result)
        case .nominal(let nominal): return nominal.name.contains("View")
        default: return false
        }
    }

    /// The value of an expression of integer and floating literals, `+ - * /` and parentheses,
    /// every literal taken as `Double` (what Swift infers where a `Double` is expected); nil
    /// for anything else, which keeps its own types.
    func floatingLiteral(_ expression: ScriptExpression) -> Double? {
        switch expression.node {
        case .integer(let value): return Double(value)
        case .float(let value): return value
        case .prefix("-", let operand): return floatingLiteral(operand).map { -$0 }
        case .infix(let op, let lhs, let rhs):
            guard let a = floatingLiteral(lhs), let b = floatingLiteral(rhs) else { return nil }
            switch op {
            case "+": return a + b
            case "-": return a - b
            case "*": return a * b
            case "/": return a / b
            default: return nil
            }
        default: return nil
        }
    }

    /// A value made the type a declaration names: an implicit member becomes the enum case,
    /// static member or static method result it names (`.delivered`, `.brand`, `.sample()`),
    /// `.init(…)` the type's initializer, a colour or a font; an integer becomes a `Double`
    /// where one is declared, as the literal would. Arrays, dictionaries and optionals pass the
    /// declared element type on, so `[.init(…), .init(…)]` makes the elements Swift would.
    /// `owner` is the type whose code wrote the declaration: its nested types come first, so
    /// `Station` in `TrainTripAttributes` is that type's even where another type nests one too.
    func coerce(_ value: ScriptValue, to written: ScriptTypeRepr?, owner: String? = nil, at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        guard let type = written?.unwrapped else { return value }
        switch value {
        case .string(let key) where type.name.map(LibraryTables.localizedTypes.contains) ?? false:
            // A key handed to the program's own `LocalizedStringKey` parameter.
            return localizedString(key: .string(key), table: nil, value: nil)
        case .int(let number) where type.name.map({ Self.floatingTypes.contains($0) || $0 == "Decimal" }) ?? false:
            return .double(Double(number))
        case .array(let items):
            guard let element = type.element else { return value }
            var converted: [ScriptValue] = []
            for item in items { converted.append(try coerce(item, to: element, owner: owner, at: spot)) }
            return .array(converted)
        case .dictionary(let entries):
            guard let (key, element) = type.dictionaryTypes else { return value }
            var converted: [ScriptEntry] = []
            for entry in entries {
                converted.append(ScriptEntry(key: try coerce(entry.key, to: key, owner: owner, at: spot), value: try coerce(entry.value, to: element, owner: owner, at: spot)))
            }
            return .dictionary(converted)
        case .tuple(let elements):
            guard case .tuple(let declared) = type, declared.count == elements.count else { return value }
            var labelled: [ScriptElement] = []
            for (element, declared) in zip(elements, declared) {
                labelled.append(ScriptElement(label: declared.label ?? element.label, try coerce(element.value, to: declared.type, owner: owner, at: spot)))
            }
            return .tuple(labelled)
        case .symbol(let name):
            return try typedSymbol(name, nil, type: type, owner: owner, at: spot) ?? value
        case .symbolCall(let name, let arguments):
            return try typedSymbol(name, arguments, type: type, owner: owner, at: spot) ?? value
        default:
            return value
        }
    }

    /// An implicit member (`arguments` nil) or implicit call read as a member of `written`.
    private func typedSymbol(_ name: String, _ arguments: [ScriptElement]?, type written: ScriptTypeRepr, owner: String?, at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue? {
        let declared = index.type(written, from: owner)
        let frameworkName = written.name ?? ""
        if name == "init", let arguments, declared != nil || Self.initializableFrameworkTypes.contains(frameworkName) {
            return try construct(declared?.name ?? frameworkName, arguments, at: spot)
        }
        if let type = declared {
            if type.cases.contains(where: { $0.name == name }) {
                return try enumCase(name, of: type.name, arguments ?? [], at: spot)
            }
            if arguments == nil, type.properties.contains(where: { $0.name == name && $0.isStatic }) {
                return try member(name, of: .type(type.name), at: spot)
            }
            let methods = type.methods.filter { $0.name == name && $0.isStatic }
            if let arguments, !methods.isEmpty {
                return try callProgram(methods, named: name, owner: type.name, receiver: .type(type.name), untypedArguments(arguments), at: spot)
            }
            return nil
        }
        // `some ShapeStyle` and `any ShapeStyle` take a colour's implicit members too.
        let styled: String? = switch written {
        case .opaque(let constraint), .existential(let constraint): constraint.name
        default: written.name
        }
        switch styled {
        case "Color", "ShapeStyle", "UIColor": return color(symbol: name, arguments ?? [])
        case "Font": return font(symbol: name, arguments ?? []).map { .font($0) }
        default: return nil
        }
    }

    /// Framework types whose `.init(…)` islet makes where the declared type is one of them.
    static let initializableFrameworkTypes: Set<String> = [
        "Color", "Date", "URL", "UUID", "Int", "Double", "CGFloat", "Float", "TimeInterval", "String", "Bool",
    ]

    /// The key path of an `@Environment(\.name)` property.
    func environmentKey(_ property: ScriptVariable) -> String? {
        guard let attribute = property.attributes.first(where: { $0.name == "Environment" }),
            case .keyPath(_, let components)? = attribute.arguments.first?.value.node
        else { return nil }
        return components.last
    }

    /// An `@Environment` property's value, from the injected environment, or the program's own key.
    func environmentValue(_ property: ScriptVariable) throws(ScriptStop) -> ScriptValue? {
        guard let key = environmentKey(property) else { return nil }
        switch key {
        case "colorScheme": return .symbol(environment.dark ? "dark" : "light")
        case "isLuminanceReduced", "accessibilityReduceMotion", "redactionReasons": return key == "redactionReasons" ? .array([]) : .bool(false)
        case "activityFamily": return .symbol(environment.activityFamily)
        case "widgetFamily": return .symbol(environment.widgetFamily)
        case "colorSchemeContrast": return .symbol("standard")
        case "locale", "calendar", "timeZone": return .symbol(key)
        default: return try customEnvironment(key) ?? opaque("\\." + key, "islet has no value for this environment key", at: property.spot)
        }
    }
}
