/// An expression and where it was written: every call carries its place, so a view islet
/// cannot draw is reported at its file, line and column.
public struct ScriptExpression: Equatable, Sendable {
    public var node: Node
    public var spot: ScriptSpot

    public init(_ node: Node, at spot: ScriptSpot) {
        self.node = node
        self.spot = spot
    }

    /// The shapes of Swift expressions. Operators arrive folded by Swift's precedence rules
    /// (swift-syntax's SwiftOperators), so `a + b * c` is already a tree.
    public indirect enum Node: Equatable, Sendable {
        /// A name: a variable, `self`, `Self`, `$0`, a type (`Color`), a function.
        case identifier(String)
        /// `base.name`; also `Type.self` (name `self`) and tuple elements (`.0`).
        case member(ScriptExpression, String)
        /// `.name` with the base inferred from context (`.red`, `.headline`, `.leading`).
        case implicitMember(String)
        /// The `base?` of an optional chain: nil here makes the whole chain nil.
        case optionalChain(ScriptExpression)
        case forceUnwrap(ScriptExpression)
        /// `try? x`: nil where `x` throws; `try x` and `try! x` are lowered to `x` itself.
        case optionalTry(ScriptExpression)
        /// `callee(arguments) { trailing } label: { … }`, trailing closures appended and flagged.
        case call(ScriptExpression, [ScriptArgument])
        case `subscript`(ScriptExpression, [ScriptArgument])
        case closure(ScriptClosure)
        case integer(Int)
        case float(Double)
        /// A string literal: text with escapes resolved, and interpolations.
        case string([ScriptStringPart])
        case boolean(Bool)
        case `nil`
        case array([ScriptExpression])
        case dictionary([ScriptDictionaryEntry])
        /// A binary operator, assignment (`=`, `+=`) included, and ranges (`...`, `..<`).
        case infix(String, ScriptExpression, ScriptExpression)
        /// `-x`, `!x`, `..<x`.
        case prefix(String, ScriptExpression)
        /// `x...`.
        case postfix(String, ScriptExpression)
        case ternary(ScriptExpression, ScriptExpression, ScriptExpression)
        /// `x as T`, `x as? T`, `x as! T` (the operator is `as`, `as?` or `as!`).
        case cast(ScriptExpression, String, type: ScriptTypeRepr)
        case isType(ScriptExpression, type: ScriptTypeRepr)
        /// `(a, b)`, `(x: 1, y: 2)`; a single unlabelled parenthesised expression is lowered to itself.
        case tuple([ScriptArgument])
        /// `\.colorScheme`, `\Type.name.other`: the root type if written, then the components.
        case keyPath(root: ScriptTypeRepr?, [String])
        case ifExpression(ScriptIf)
        case switchExpression(ScriptSwitch)
        /// `#Preview`, `#file` and other freestanding macros in expression position.
        case macro(String, [ScriptArgument])
        /// A type written where a value goes: `[String]()`, `Array<Int>`, `Color?.none`'s base.
        case type(ScriptTypeRepr)
        /// An expression the lowering has no shape for, with its source text.
        case unsupported(String)
    }
}

/// One argument of a call, subscript, tuple or macro.
public struct ScriptArgument: Equatable, Sendable {
    /// The label as written; nil when unlabelled (the first trailing closure is unlabelled).
    public var label: String?
    public var value: ScriptExpression
    /// Written as a trailing closure after the parentheses.
    public var isTrailing: Bool

    public init(label: String? = nil, value: ScriptExpression, isTrailing: Bool = false) {
        self.label = label
        self.value = value
        self.isTrailing = isTrailing
    }
}

/// `{ a, b in … }`. A shorthand closure naming `$1` or beyond has its parameters named `$0`, `$1`,
/// … by the reader; one naming at most `$0` has none.
public struct ScriptClosure: Equatable, Sendable {
    /// Parameter names (`_` kept), in order; empty for parameterless closures and those naming only `$0`.
    public var parameters: [String]
    public var body: [ScriptStatement]
    /// For a closure without parameters, its arity as Swift takes it: 1 when its body names `$0`
    /// (outside closures nested in it), 0 when it names none, so `{ $0 }` takes one and `{ 7 }` none.
    public var shorthandArity: Int

    public init(parameters: [String] = [], body: [ScriptStatement], shorthandArity: Int = 0) {
        self.parameters = parameters
        self.body = body
        self.shorthandArity = shorthandArity
    }

    /// The parameters Swift gives the closure: its list's, or its body's `$n`.
    public var arity: Int {
        parameters.isEmpty ? shorthandArity : parameters.count
    }
}

/// A piece of a string literal.
public enum ScriptStringPart: Equatable, Sendable {
    case text(String)
    /// `\(value)`, `\(value, specifier: "%.1f")`, `\(date, style: .time)`, `\(x, format: .percent)`.
    case interpolation([ScriptArgument])
}

/// `key: value` in a dictionary literal.
public struct ScriptDictionaryEntry: Equatable, Sendable {
    public var key: ScriptExpression
    public var value: ScriptExpression

    public init(key: ScriptExpression, value: ScriptExpression) {
        self.key = key
        self.value = value
    }
}
