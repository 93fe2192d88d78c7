/// A type as the widget's code writes it, read once by the helper from the syntax tree, so the
/// interpreter asks its shape (`[Stop]?` is an optional array of `Stop`) instead of parsing a
/// spelling again at run time (STYLE.md, "An interpreter has types").
public indirect enum ScriptTypeRepr: Hashable, Sendable {
    /// `String`, `Swift.String`, `Outer.Inner`, `Array<Int>`, `Set<Station>`.
    case nominal(ScriptNominalType)
    /// `T?` and `Optional<T>`.
    case optional(ScriptTypeRepr)
    /// `T!`.
    case implicitlyUnwrapped(ScriptTypeRepr)
    /// `[T]`.
    case array(ScriptTypeRepr)
    /// `[K: V]`.
    case dictionary(key: ScriptTypeRepr, value: ScriptTypeRepr)
    /// `(home: Int, away: Int)`, `()`; a parenthesized single type is that type.
    case tuple([ScriptTupleTypeElement])
    /// `(Int, String) async throws -> Bool`.
    case function(ScriptFunctionType)
    /// `some View`.
    case opaque(ScriptTypeRepr)
    /// `any Shape`.
    case existential(ScriptTypeRepr)
    /// `T.Type`.
    case metatype(ScriptTypeRepr)
    /// `Codable & Hashable`.
    case composition([ScriptTypeRepr])
    /// A form islet does not read (a pack expansion, `~Copyable`), kept as written for messages.
    case unreadable(String)

    /// A nominal type named by a dotted path with no generic arguments (`"Outer.Inner"`).
    public static func named(_ path: String) -> ScriptTypeRepr {
        .nominal(ScriptNominalType(path.split(separator: ".").map { ScriptNominalType.Component(name: String($0)) }))
    }

    /// The type looked through any optional wrapping: `Stop` for `Stop?`, `Stop!` and `Stop??`.
    public var unwrapped: ScriptTypeRepr {
        switch self {
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): wrapped.unwrapped
        default: self
        }
    }

    /// Whether nil is a value of the type (`T?`, `T!`, `Optional<T>`).
    public var isOptional: Bool {
        switch self {
        case .optional, .implicitlyUnwrapped: true
        default: false
        }
    }

    /// The nominal type under any optional wrapping; nil for arrays, tuples and other forms.
    public var nominal: ScriptNominalType? {
        if case .nominal(let nominal) = unwrapped { return nominal }
        return nil
    }

    /// The name a declaration is looked up by: the nominal type's dotted path without the
    /// standard modules' prefix (`Stop` for `Stop?`, `String` for `Swift.String`); nil for any
    /// other form.
    public var name: String? { nominal?.name }

    /// The element type of `[T]`, `Array<T>`, `Set<T>` and `ArraySlice<T>`; nil for any other type.
    public var element: ScriptTypeRepr? {
        switch unwrapped {
        case .array(let element): return element
        case .nominal(let nominal) where ["Array", "Set", "ArraySlice", "ContiguousArray"].contains(nominal.name):
            return nominal.arguments.count == 1 ? nominal.arguments[0] : nil
        default: return nil
        }
    }

    /// The key and value types of `[K: V]` and `Dictionary<K, V>`; nil for any other type.
    public var dictionaryTypes: (key: ScriptTypeRepr, value: ScriptTypeRepr)? {
        switch unwrapped {
        case .dictionary(let key, let value): return (key, value)
        case .nominal(let nominal) where nominal.name == "Dictionary" && nominal.arguments.count == 2:
            return (nominal.arguments[0], nominal.arguments[1])
        default: return nil
        }
    }
}

/// A nominal type's dotted path, each part with the generic arguments written on it
/// (`Dictionary<String, Int>.Keys` is two parts, the first with two arguments).
public struct ScriptNominalType: Hashable, Sendable {
    /// One part of the path.
    public struct Component: Hashable, Sendable {
        public var name: String
        public var arguments: [ScriptTypeRepr]

        public init(name: String, arguments: [ScriptTypeRepr] = []) {
            self.name = name
            self.arguments = arguments
        }
    }

    /// The standard modules a path may start with; a name after them is the framework's, so
    /// `Swift.String` is looked up as `String`.
    public static let standardModules: Set<String> = ["Swift", "SwiftUI", "Foundation", "FoundationEssentials", "WidgetKit", "ActivityKit", "UIKit"]

    public let components: [Component]
    /// The dotted path without generic arguments or a standard module's prefix, made once
    /// here because the interpreter asks for it on every look-up.
    public let name: String
    /// The standard module written before the name (`SwiftUI` of `SwiftUI.Image`): such a name
    /// is the framework's even where the widget declares a type of the same name.
    public let module: String?

    public init(_ components: [Component]) {
        self.components = components
        var names = components.map(\.name)
        if names.count > 1, Self.standardModules.contains(names[0]) {
            module = names.removeFirst()
        } else {
            module = nil
        }
        name = names.joined(separator: ".")
    }

    /// The generic arguments of the last part (`Int` of `Array<Int>`).
    public var arguments: [ScriptTypeRepr] { components.last?.arguments ?? [] }
}

/// One element of a tuple type or a function type's parameter list: `home: Int`, `_ x: Int`,
/// `Int...`, `inout Int`.
public struct ScriptTupleTypeElement: Hashable, Sendable {
    /// The label (`home`), nil when none is written or it is `_`.
    public var label: String?
    public var type: ScriptTypeRepr
    public var isVariadic: Bool
    public var isInout: Bool

    public init(label: String? = nil, type: ScriptTypeRepr, isVariadic: Bool = false, isInout: Bool = false) {
        self.label = label
        self.type = type
        self.isVariadic = isVariadic
        self.isInout = isInout
    }
}

/// `(parameters) async throws -> result`.
public struct ScriptFunctionType: Hashable, Sendable {
    public var parameters: [ScriptTupleTypeElement]
    public var isAsync: Bool
    public var isThrowing: Bool
    public var result: ScriptTypeRepr

    public init(parameters: [ScriptTupleTypeElement], isAsync: Bool = false, isThrowing: Bool = false, result: ScriptTypeRepr) {
        self.parameters = parameters
        self.isAsync = isAsync
        self.isThrowing = isThrowing
        self.result = result
    }
}
