/// A widget's Swift as islet evaluates it: every declaration of the folder `islet-swift` read,
/// lowered from swift-syntax's tree into plain values, so the statically linked `islet` can run
/// the widget's view code without linking swift-syntax (docs/DECISIONS.md, "Running the
/// widget's SwiftUI"). It is close to Swift's own syntax on purpose: the lowering only
/// reshapes, and every meaning (SwiftUI, Foundation, result builders) lives in the interpreter.
public struct ScriptProgram: Equatable, Sendable {
    /// The files read, in the order `ScriptSpot.file` numbers them.
    public var files: [String]
    /// Every struct, class, actor, enum and protocol, with the members of its extensions merged
    /// in, named by their qualified name (`Outer.Inner`).
    public var types: [ScriptType]
    /// Free functions; overloads share a name and differ by their labels.
    public var functions: [ScriptFunction]
    /// Top-level `let` and `var`.
    public var globals: [ScriptVariable]
    /// Extensions of types the folder does not declare (`extension View`, `extension Color`):
    /// their members, by the extended type's name as written.
    public var foreignExtensions: [ScriptType]
    /// Each `ActivityConfiguration(for:)` a `Widget`'s `body` returns, in source order.
    public var configurations: [ScriptConfiguration]
    /// Each `#Preview` macro at the top level, in source order (`PreviewProvider`s are types).
    public var previews: [ScriptPreview]

    public init(
        files: [String] = [], types: [ScriptType] = [], functions: [ScriptFunction] = [], globals: [ScriptVariable] = [],
        foreignExtensions: [ScriptType] = [], configurations: [ScriptConfiguration] = [], previews: [ScriptPreview] = []
    ) {
        self.files = files
        self.types = types
        self.functions = functions
        self.globals = globals
        self.foreignExtensions = foreignExtensions
        self.configurations = configurations
        self.previews = previews
    }

    /// The file a spot's index names, or `?` for a spot outside the program's files.
    public func file(of spot: ScriptSpot) -> String {
        files.indices.contains(spot.file) ? files[spot.file] : "?"
    }
}

/// Where something was written: an index into `ScriptProgram.files`, and the line and column
/// (from 1) where it starts, so every placeholder and error names its place in the source.
public struct ScriptSpot: Hashable, Sendable {
    public var file: Int
    public var line: Int
    public var column: Int

    public init(file: Int, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
}

/// One `ActivityConfiguration(for: Attributes.self) { … } dynamicIsland: { … }`, with the
/// modifiers chained on it, as the widget's `body` returns it.
public struct ScriptConfiguration: Equatable, Sendable {
    /// The `Widget` type whose `body` holds the configuration (its `self` while evaluating).
    public var widget: String
    /// The attributes type named in `for:`, as written (`PizzaAttributes`).
    public var attributesType: String
    /// The whole expression, from `ActivityConfiguration(` to the last chained modifier.
    public var expression: ScriptExpression
    public var spot: ScriptSpot

    public init(widget: String, attributesType: String, expression: ScriptExpression, spot: ScriptSpot) {
        self.widget = widget
        self.attributesType = attributesType
        self.expression = expression
        self.spot = spot
    }
}

/// One `#Preview("Name", as: .content, using: attributes) { Widget() } contentStates: { … }`.
public struct ScriptPreview: Equatable, Sendable {
    /// The macro's arguments and trailing closures, in order (trailing ones flagged).
    public var arguments: [ScriptArgument]
    public var spot: ScriptSpot

    public init(arguments: [ScriptArgument], spot: ScriptSpot) {
        self.arguments = arguments
        self.spot = spot
    }
}
