/// One statement of a function, getter or closure body, as written. A result builder's body
/// (`@ViewBuilder`, a view's content closure) is the same list: the interpreter collects the
/// values of its expression statements instead of running it for a `return`.
public indirect enum ScriptStatement: Equatable, Sendable {
    case expression(ScriptExpression)
    /// `let`/`var` with a pattern (a name, or a tuple to destructure), an optional type and value.
    case binding(ScriptBinding)
    case `if`(ScriptIf)
    case `guard`([ScriptCondition], else: [ScriptStatement], spot: ScriptSpot)
    case `switch`(ScriptSwitch)
    case forIn(ScriptPattern, in: ScriptExpression, where: ScriptExpression?, body: [ScriptStatement], spot: ScriptSpot)
    case `while`([ScriptCondition], body: [ScriptStatement], spot: ScriptSpot)
    case repeatWhile(body: [ScriptStatement], condition: ScriptExpression, spot: ScriptSpot)
    case `return`(ScriptExpression?, spot: ScriptSpot)
    case `break`(spot: ScriptSpot)
    case `continue`(spot: ScriptSpot)
    case `throw`(ScriptExpression, spot: ScriptSpot)
    /// `do { } catch { }`; the catch body sees `error`.
    case `do`(body: [ScriptStatement], catchBody: [ScriptStatement]?, spot: ScriptSpot)
    /// A function declared inside a body.
    case function(ScriptFunction)
    /// A statement the lowering has no shape for, with its source text, so the interpreter can
    /// name it in a placeholder instead of failing.
    case unsupported(String, spot: ScriptSpot)
}

/// `let x = …`, `var (a, b) = …`, `let total: Double`.
public struct ScriptBinding: Equatable, Sendable {
    public var isMutable: Bool
    public var pattern: ScriptPattern
    public var type: ScriptTypeRepr?
    public var initial: ScriptExpression?
    public var spot: ScriptSpot

    public init(isMutable: Bool, pattern: ScriptPattern, type: ScriptTypeRepr? = nil, initial: ScriptExpression? = nil, spot: ScriptSpot) {
        self.isMutable = isMutable
        self.pattern = pattern
        self.type = type
        self.initial = initial
        self.spot = spot
    }
}

/// `if` with its conditions (all must hold, left to right, bindings visible to the right),
/// used as a statement and as an expression. `else if` is an `else` holding one `.if`.
public struct ScriptIf: Equatable, Sendable {
    public var conditions: [ScriptCondition]
    public var then: [ScriptStatement]
    public var otherwise: [ScriptStatement]?
    public var spot: ScriptSpot

    public init(conditions: [ScriptCondition], then: [ScriptStatement], otherwise: [ScriptStatement]? = nil, spot: ScriptSpot) {
        self.conditions = conditions
        self.then = then
        self.otherwise = otherwise
        self.spot = spot
    }
}

/// One clause of an `if`, `guard` or `while` condition list.
public indirect enum ScriptCondition: Equatable, Sendable {
    case expression(ScriptExpression)
    /// `let name = value`; `if let name` (Swift 5.7 shorthand) has no value and means `name`.
    case optionalBinding(name: String, value: ScriptExpression?, isMutable: Bool)
    /// `case .playing(let track) = value`.
    case matches(ScriptPattern, ScriptExpression)
    /// `#available(iOS 17, *)` and `#unavailable`: islet previews the newest iOS, so always true.
    case available(Bool)
}

/// `switch subject { case …: … }`, as a statement and as an expression.
public struct ScriptSwitch: Equatable, Sendable {
    public var subject: ScriptExpression
    public var cases: [ScriptSwitchCase]
    public var spot: ScriptSpot

    public init(subject: ScriptExpression, cases: [ScriptSwitchCase], spot: ScriptSpot) {
        self.subject = subject
        self.cases = cases
        self.spot = spot
    }
}

/// One `case a, b where condition:` (no patterns: `default:`).
public struct ScriptSwitchCase: Equatable, Sendable {
    public var patterns: [ScriptPattern]
    public var condition: ScriptExpression?
    public var body: [ScriptStatement]
    public var spot: ScriptSpot

    public init(patterns: [ScriptPattern], condition: ScriptExpression? = nil, body: [ScriptStatement], spot: ScriptSpot) {
        self.patterns = patterns
        self.condition = condition
        self.body = body
        self.spot = spot
    }

    public var isDefault: Bool { patterns.isEmpty }
}

/// A pattern of `case`, `if case`, `for … in` and a destructuring `let`. The lowering pushes a
/// `let`/`var` in front of a pattern down to the names it binds.
public indirect enum ScriptPattern: Equatable, Sendable {
    /// `_`.
    case wildcard
    /// `let name` (or a name under `case let`).
    case binding(String)
    /// An expression compared with `~=`: equality, or containment in a range.
    case value(ScriptExpression)
    /// `.name`, `Type.name`, `.name(let a, _)`, `.name(label: let a)`.
    case enumCase(type: ScriptTypeRepr?, name: String, arguments: [ScriptPatternArgument]?)
    case tuple([ScriptPatternArgument])
    /// `pattern?`: matches a non-nil optional whose value matches.
    case optional(ScriptPattern)
    /// `is Type`, and `let x as Type`.
    case isType(ScriptTypeRepr, binding: String?)
}

/// One element of a tuple pattern or an enum case pattern's list, with its label if written.
public struct ScriptPatternArgument: Equatable, Sendable {
    public var label: String?
    public var pattern: ScriptPattern

    public init(label: String? = nil, pattern: ScriptPattern) {
        self.label = label
        self.pattern = pattern
    }
}
