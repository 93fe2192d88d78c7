import IsletProgram

extension Interpreter {
    /// `value.name`: a stored or computed property, a method (as a value to call), an enum's
    /// `rawValue`, a static member of a type, or a member of a value islet knows.
    func member(_ name: String, of value: ScriptValue, at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        switch value {
        case .null: return .null
        case .opaque: return value
        case .type(let typeName): return try staticMember(name, of: typeName, at: spot)
        case .instance(let instance):
            if let wrapped = try wrappedMember(name, of: value, fields: instance.fields, typeName: instance.type, at: spot) { return wrapped }
            if let field = instance.fields[name] { return field }
            if let found = try programMember(name, of: value, typeName: instance.type) { return found }
        case .object(let object):
            if let wrapped = try wrappedMember(name, of: value, fields: object.fields, typeName: object.type, at: spot) { return wrapped }
            if let field = object.fields[name] { return field }
            if let found = try programMember(name, of: value, typeName: object.type) { return found }
            if let known = formatterProperty(name, of: object) ?? scannerProperty(name, of: object) { return known }
            if let known = try codingMember(name, of: object) { return known }
        case .enumCase(let enumValue):
            if let typeName = enumValue.type, let found = try programMember(name, of: value, typeName: typeName) { return found }
            if name == "rawValue" { return rawValue(of: enumValue) }
        case .tuple(let elements):
            if let position = Int(name), elements.indices.contains(position) { return elements[position].value }
            if let element = elements.first(where: { $0.label == name }) { return element.value }
        default:
            break
        }
        if let extended = try foreignMember(name, of: value) { return extended }
        return try builtinMember(name, of: value, at: spot)
    }

    /// Whether `expression` names a property the program declares optional (`state.gate` of a
    /// `String?`, or a bare `gate` of `self`): a present optional is its value itself here, so
    /// only the declaration tells `String?.map` from `String.map`.
    func declaresOptional(_ expression: ScriptExpression, in scope: ScriptScope) throws(ScriptStop) -> Bool {
        if let base = Self.optionalElementBase(expression), Self.isPlainPath(base) {
            // A collection's `first`, `last`, `first(where:)`… are optional whatever they hold.
            switch try evaluate(base, in: scope) {
            case .string, .array, .dictionary, .range: return true
            default: break
            }
        }
        let owner: ScriptValue?, name: String
        switch expression.node {
        case .member(let base, let member):
            guard Self.isPlainPath(base) else { return false }
            owner = try evaluate(base, in: scope)
            name = member
        case .identifier(let bare) where scope.lookUp(bare) == nil:
            owner = scope.lookUp("self")
            name = bare
        default:
            return false
        }
        let typeName: String? = switch owner {
        case .instance(let instance)?: instance.type
        case .object(let object)?: object.type
        case .enumCase(let value)?: value.type
        default: nil
        }
        guard let typeName, let type = index.type(named: typeName) else { return false }
        return type.properties.first { $0.name == name && !$0.isStatic }?.type?.isOptional ?? false
    }

    /// The collection of `xs.first`, `xs.last`, `xs.first(where:)`, `xs.last(where:)`, `xs.randomElement()`.
    private static func optionalElementBase(_ expression: ScriptExpression) -> ScriptExpression? {
        var accessor = expression
        if case .call(let callee, _) = expression.node { accessor = callee }
        guard case .member(let base, let name) = accessor.node, ["first", "last", "randomElement"].contains(name) else { return nil }
        return base
    }

    /// Whether an expression is names and members only (`context.state`), so reading it again has no effect.
    private static func isPlainPath(_ expression: ScriptExpression) -> Bool {
        switch expression.node {
        case .identifier: true
        case .member(let base, _): isPlainPath(base)
        default: false
        }
    }

    /// Whether `name` is a member of `value`'s program type (for implicit `self`).
    func hasMember(_ name: String, _ value: ScriptValue) -> Bool {
        let typeName: String
        switch value {
        case .instance(let instance):
            if instance.fields[name] != nil { return true }
            typeName = instance.type
        case .object(let object):
            if object.fields[name] != nil { return true }
            typeName = object.type
        case .enumCase(let enumValue):
            guard let type = enumValue.type else { return false }
            // An enum's own `rawValue`, read bare in its extension (`Double(rawValue - 1)`).
            if name == "rawValue" { return true }
            typeName = type
        default:
            return false
        }
        return memberTypes(of: typeName).contains { type in
            type.properties.contains { $0.name == name && !$0.isStatic } || type.methods.contains { $0.name == name && !$0.isStatic }
        }
    }

    /// A computed property or method the program declares on `typeName`, or on a protocol of
    /// the program's that it conforms to.
    private func programMember(_ name: String, of value: ScriptValue, typeName: String) throws(ScriptStop) -> ScriptValue? {
        for type in memberTypes(of: typeName) {
            if let property = type.properties.first(where: { $0.name == name && !$0.isStatic }) {
                return try propertyValue(property, of: value, owner: type.name)
            }
            if let method = type.methods.first(where: { $0.name == name && !$0.isStatic }) {
                return .function(.function(method, owner: type.name, receiver: value, captured: nil))
            }
        }
        return nil
    }

    /// A member an `extension View`, `extension Color`… of the program adds to a framework value.
    private func foreignMember(_ name: String, of value: ScriptValue) throws(ScriptStop) -> ScriptValue? {
        for type in applicableExtensions(of: value) {
            if let property = type.properties.first(where: { $0.name == name && !$0.isStatic }) {
                return try propertyValue(property, of: value, owner: type.name)
            }
            if let method = type.methods.first(where: { $0.name == name && !$0.isStatic }) {
                return .function(.function(method, owner: type.name, receiver: value, captured: nil))
            }
        }
        return nil
    }

    /// The framework types whose extensions apply to `value`.
    func frameworkTypes(of value: ScriptValue) -> [String] {
        switch value {
        // A framework value islet makes as an instance (`ActivityViewContext`, `CGRect`) also
        // takes its own type's extensions; the program's types have theirs merged in already.
        case .instance(let instance): [instance.type, "View", "Text", "Image"]
        case .view, .object: ["View", "Text", "Image"]
        case .color: ["Color", "ShapeStyle", "View"]
        case .font: ["Font"]
        case .date: ["Date"]
        case .int: ["Int", "BinaryInteger", "Numeric"]
        case .double: ["Double", "BinaryFloatingPoint", "FloatingPoint", "Numeric"]
        case .string: ["String", "StringProtocol"]
        case .array: ["Array", "Collection", "Sequence"]
        default: []
        }
    }

    /// A property's value: a stored one's initial value, or a computed one's getter run with
    /// `self` bound (a `@ViewBuilder` getter, and a View's `body`, build their views).
    func propertyValue(_ property: ScriptVariable, of receiver: ScriptValue?, owner: String?) throws(ScriptStop) -> ScriptValue {
        let scope = methodScope(receiver: receiver, owner: owner, captured: nil)
        if let getter = property.getter {
            let outer = try enterCall(property.spot)
            defer { leaveCall(outer) }
            if isBuilder(property.attributes, name: property.name, owner: owner) {
                return try buildView(getter, in: scope, at: property.spot)
            }
            return try coerce(try value(of: getter, in: scope), to: property.type, owner: owner, at: property.spot)
        }
        if let environment = try environmentValue(property) { return environment }
        if let stored = try appStorageValue(property, of: owner, in: scope) { return stored }
        guard let initial = property.initial else { return .null }
        return try evaluate(initial, typed: property.type, in: scope, at: property.spot)
    }

    /// A `static let`, an enum case, a static method, a nested type, or a framework constant
    /// (`Color.red`, `Date.now`, `Double.pi`).
    private func staticMember(_ name: String, of typeName: String, at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        if name == "self" { return .type(typeName) }
        // `String.init`, `Stop.init` passed as a function (`.map(String.init)`).
        if name == "init" { return .function(.builtin(name: "init", receiver: .type(typeName))) }
        // `SwiftUI.Image`: a framework's type by its module, never the program's of that name.
        if ScriptNominalType.standardModules.contains(typeName), index.type(named: typeName) == nil { return .type(name) }
        let type = index.type(named: typeName) ?? index.foreignType(typeName)
        if let type {
            if let found = type.cases.first(where: { $0.name == name }), found.associated.isEmpty {
                return .enumCase(ScriptCase(type: type.name, name: name, associated: []))
            }
            if type.cases.contains(where: { $0.name == name }) {
                return .function(.builtin(name: "case " + name, receiver: .type(type.name)))
            }
            if let property = type.properties.first(where: { $0.name == name && $0.isStatic }) {
                let key = type.name + "." + name
                if let known = statics[key] { return known }
                let value = try propertyValue(property, of: .type(type.name), owner: type.name)
                statics[key] = value
                return value
            }
            if let method = type.methods.first(where: { $0.name == name && $0.isStatic }) {
                return .function(.function(method, owner: type.name, receiver: .type(type.name), captured: nil))
            }
            if name == "allCases", !type.cases.isEmpty {
                return .array(type.cases.map { .enumCase(ScriptCase(type: type.name, name: $0.name, associated: [])) })
            }
            if let nested = index.type(named: name, from: type.name) { return .type(nested.name) }
        }
        return try frameworkStatic(name, of: typeName, at: spot)
    }

    /// An enum case's raw value: the written one, or Swift's implicit one (the case name for
    /// `String`, the previous value plus one for `Int`, counting from 0).
    func rawValue(of value: ScriptCase) -> ScriptValue {
        guard let typeName = value.type, let type = index.type(named: typeName) else { return .string(value.name) }
        let integer = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt"].contains { type.inherits($0) }
        var next = 0
        for option in type.cases {
            var raw: ScriptValue = integer ? .int(next) : .string(option.name)
            if let written = option.rawValue, let evaluated = try? evaluate(written, in: globals) { raw = evaluated }
            if case .int(let number) = raw { next = number + 1 }
            if option.name == value.name { return raw }
        }
        return .string(value.name)
    }
}
