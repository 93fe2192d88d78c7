/// A type declared in the folder: a struct, class, actor, enum or protocol, with every member
/// its extensions add, because widget code spreads one type over several files.
public struct ScriptType: Equatable, Sendable {
    public enum Kind: String, Sendable {
        case `struct`, `class`, actor, `enum`, `protocol`, `extension`
    }

    /// The qualified name (`DeliveryAttributes.ContentState`); for a foreign extension, the
    /// extended type as written (`View`, `Color`).
    public var name: String
    public var kind: Kind
    /// The inheritance clauses of the declaration and its extensions (`View`,
    /// `ActivityAttributes`, `String`, `Codable`); an enum's raw type is among them.
    public var conformances: [ScriptTypeRepr]
    /// An extension's `where` clause (`where Attributes == DeliveryAttributes`): its members
    /// belong only to the values that meet it.
    public var requirements: [ScriptRequirement]
    public var properties: [ScriptVariable]
    /// Methods and initializers (named `init`), instance and static.
    public var methods: [ScriptFunction]
    /// An enum's cases in declaration order.
    public var cases: [ScriptEnumCase]
    /// `typealias` members: name to the aliased type.
    public var aliases: [String: ScriptTypeRepr]
    public var spot: ScriptSpot

    public init(
        name: String, kind: Kind, conformances: [ScriptTypeRepr] = [], requirements: [ScriptRequirement] = [], properties: [ScriptVariable] = [],
        methods: [ScriptFunction] = [], cases: [ScriptEnumCase] = [], aliases: [String: ScriptTypeRepr] = [:], spot: ScriptSpot
    ) {
        self.name = name
        self.kind = kind
        self.conformances = conformances
        self.requirements = requirements
        self.properties = properties
        self.methods = methods
        self.cases = cases
        self.aliases = aliases
        self.spot = spot
    }

    /// Whether the declaration or one of its extensions names `name` in an inheritance clause
    /// (`Int` for an enum backed by integers, `View`, `PreviewProvider`).
    public func inherits(_ name: String) -> Bool {
        conformances.contains { $0.name == name }
    }
}

/// One requirement of a `where` clause.
public enum ScriptRequirement: Hashable, Sendable {
    /// `Attributes == DeliveryAttributes`, `Self == Double`.
    case sameType(ScriptTypeRepr, ScriptTypeRepr)
    /// `Element: Numeric`.
    case conformance(ScriptTypeRepr, ScriptTypeRepr)
}

/// An attribute as written before a declaration: `@ViewBuilder`, `@Environment(\.colorScheme)`,
/// `@State`, `@AppStorage("key")`.
public struct ScriptAttribute: Equatable, Sendable {
    public var name: String
    public var arguments: [ScriptArgument]

    public init(name: String, arguments: [ScriptArgument] = []) {
        self.name = name
        self.arguments = arguments
    }
}

/// A stored or computed property, a global, or a `static let` constant.
public struct ScriptVariable: Equatable, Sendable {
    public var name: String
    public var isStatic: Bool
    /// `var` rather than `let`.
    public var isMutable: Bool
    /// The type annotation (`Double`, `[Stop]?`, `some View`), if there is one.
    public var type: ScriptTypeRepr?
    /// The initial value of a stored property.
    public var initial: ScriptExpression?
    /// A computed property's getter (a single expression is one `.expression` statement);
    /// nil for a stored property.
    public var getter: [ScriptStatement]?
    public var attributes: [ScriptAttribute]
    public var spot: ScriptSpot

    public init(
        name: String, isStatic: Bool = false, isMutable: Bool = false, type: ScriptTypeRepr? = nil, initial: ScriptExpression? = nil,
        getter: [ScriptStatement]? = nil, attributes: [ScriptAttribute] = [], spot: ScriptSpot
    ) {
        self.name = name
        self.isStatic = isStatic
        self.isMutable = isMutable
        self.type = type
        self.initial = initial
        self.getter = getter
        self.attributes = attributes
        self.spot = spot
    }
}

/// A function, method, initializer (`init`, `init?`) or local function.
public struct ScriptFunction: Equatable, Sendable {
    /// The attribute that marks a computed variable declared inside a function (`var label:
    /// String { … }`), lowered as a function its every read calls; no Swift attribute has a dot.
    public static let computedLocal = "islet.computedLocal"

    public var name: String
    public var parameters: [ScriptParameter]
    public var isStatic: Bool
    public var isMutating: Bool
    /// `init?`: an initializer that may return nil.
    public var isFailable: Bool
    /// The return type, if written (`some View`, `String`).
    public var returnType: ScriptTypeRepr?
    public var attributes: [ScriptAttribute]
    public var body: [ScriptStatement]
    public var spot: ScriptSpot

    public init(
        name: String, parameters: [ScriptParameter] = [], isStatic: Bool = false, isMutating: Bool = false, isFailable: Bool = false,
        returnType: ScriptTypeRepr? = nil, attributes: [ScriptAttribute] = [], body: [ScriptStatement] = [], spot: ScriptSpot
    ) {
        self.name = name
        self.parameters = parameters
        self.isStatic = isStatic
        self.isMutating = isMutating
        self.isFailable = isFailable
        self.returnType = returnType
        self.attributes = attributes
        self.body = body
        self.spot = spot
    }
}

/// One parameter: `label name: Type = default`. An enum case's associated value uses the same shape.
public struct ScriptParameter: Equatable, Sendable {
    /// The argument label callers write; nil for `_` (and for an unlabelled associated value).
    public var label: String?
    /// The name the body uses.
    public var name: String
    public var type: ScriptTypeRepr
    public var defaultValue: ScriptExpression?
    /// `@ViewBuilder` and other attributes on the parameter.
    public var attributes: [ScriptAttribute]
    public var isVariadic: Bool
    public var isInout: Bool

    public init(
        label: String?, name: String, type: ScriptTypeRepr, defaultValue: ScriptExpression? = nil, attributes: [ScriptAttribute] = [],
        isVariadic: Bool = false, isInout: Bool = false
    ) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.attributes = attributes
        self.isVariadic = isVariadic
        self.isInout = isInout
    }
}

/// One enum case: its raw value if written, and its associated values.
public struct ScriptEnumCase: Equatable, Sendable {
    public var name: String
    /// An explicit raw value (`case cooking = "in_oven"`); implicit ones are the interpreter's to compute.
    public var rawValue: ScriptExpression?
    public var associated: [ScriptParameter]
    public var spot: ScriptSpot

    public init(name: String, rawValue: ScriptExpression? = nil, associated: [ScriptParameter] = [], spot: ScriptSpot) {
        self.name = name
        self.rawValue = rawValue
        self.associated = associated
        self.spot = spot
    }
}
