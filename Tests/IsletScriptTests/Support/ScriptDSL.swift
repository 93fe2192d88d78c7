import IsletProgram

/// Builders for lowered programs, so an interpreter test reads close to the Swift it stands
/// for: `id("Text").call(arg(str("Hi")))` is `Text("Hi")`. Every node is placed at line 1,
/// column 1 of file 0 unless a test places it with `at(line:column:)`.
let here = ScriptSpot(file: 0, line: 1, column: 1)

func at(line: Int, column: Int) -> ScriptSpot { ScriptSpot(file: 0, line: line, column: column) }

func id(_ name: String, at spot: ScriptSpot = here) -> ScriptExpression { ScriptExpression(.identifier(name), at: spot) }
func int(_ value: Int) -> ScriptExpression { ScriptExpression(.integer(value), at: here) }
func double(_ value: Double) -> ScriptExpression { ScriptExpression(.float(value), at: here) }
func bool(_ value: Bool) -> ScriptExpression { ScriptExpression(.boolean(value), at: here) }
let nilValue = ScriptExpression(.nil, at: here)
/// `.name`.
func dot(_ name: String) -> ScriptExpression { ScriptExpression(.implicitMember(name), at: here) }

/// A string literal: plain text, or parts mixing text and `\(…)`.
func str(_ text: String) -> ScriptExpression { ScriptExpression(.string([.text(text)]), at: here) }
func str(_ parts: ScriptStringPart...) -> ScriptExpression { ScriptExpression(.string(parts), at: here) }
func text(_ literal: String) -> ScriptStringPart { .text(literal) }
func interpolated(_ value: ScriptExpression, _ extra: ScriptArgument...) -> ScriptStringPart { .interpolation([ScriptArgument(value: value)] + extra) }

func arg(_ value: ScriptExpression) -> ScriptArgument { ScriptArgument(value: value) }
func arg(_ label: String, _ value: ScriptExpression) -> ScriptArgument { ScriptArgument(label: label, value: value) }
func trailing(_ label: String? = nil, _ parameters: [String] = [], _ body: ScriptStatement...) -> ScriptArgument {
    ScriptArgument(label: label, value: ScriptExpression(.closure(ScriptClosure(parameters: parameters, body: body)), at: here), isTrailing: true)
}
func closure(_ parameters: [String] = [], _ body: ScriptStatement...) -> ScriptExpression {
    ScriptExpression(.closure(ScriptClosure(parameters: parameters, body: body)), at: here)
}
/// A closure without a parameter list whose body names `$0` … `$(arity - 1)`, as the reader
/// lowers `{ $0 * 2 }`.
func shorthand(_ arity: Int, _ body: ScriptStatement...) -> ScriptExpression {
    ScriptExpression(.closure(ScriptClosure(body: body, shorthandArity: arity)), at: here)
}

func op(_ symbol: String, _ lhs: ScriptExpression, _ rhs: ScriptExpression) -> ScriptExpression { ScriptExpression(.infix(symbol, lhs, rhs), at: here) }
func ternary(_ condition: ScriptExpression, _ yes: ScriptExpression, _ no: ScriptExpression) -> ScriptExpression {
    ScriptExpression(.ternary(condition, yes, no), at: here)
}

extension ScriptExpression {
    /// `self.name`.
    func dot(_ name: String) -> ScriptExpression { ScriptExpression(.member(self, name), at: spot) }
    /// `self(arguments)`.
    func call(_ arguments: ScriptArgument...) -> ScriptExpression { ScriptExpression(.call(self, arguments), at: spot) }
    /// `self.name(arguments)`: a method or a modifier.
    func modifier(_ name: String, _ arguments: ScriptArgument...) -> ScriptExpression {
        ScriptExpression(.call(ScriptExpression(.member(self, name), at: spot), arguments), at: spot)
    }
    /// `self?`.
    var chained: ScriptExpression { ScriptExpression(.optionalChain(self), at: spot) }
}

/// A statement that is an expression: a view in a builder, a call.
func expr(_ expression: ScriptExpression) -> ScriptStatement { .expression(expression) }
func ret(_ expression: ScriptExpression) -> ScriptStatement { .return(expression, spot: here) }
func bind(_ name: String, _ value: ScriptExpression, mutable: Bool = false) -> ScriptStatement {
    .binding(ScriptBinding(isMutable: mutable, pattern: .binding(name), initial: value, spot: here))
}
func ifLet(_ name: String, _ value: ScriptExpression, then: [ScriptStatement], else otherwise: [ScriptStatement]? = nil) -> ScriptStatement {
    .if(ScriptIf(conditions: [.optionalBinding(name: name, value: value, isMutable: false)], then: then, otherwise: otherwise, spot: here))
}
func when(_ condition: ScriptExpression, then: [ScriptStatement], else otherwise: [ScriptStatement]? = nil) -> ScriptStatement {
    .if(ScriptIf(conditions: [.expression(condition)], then: then, otherwise: otherwise, spot: here))
}
func switchOn(_ subject: ScriptExpression, _ cases: ScriptSwitchCase...) -> ScriptSwitch {
    ScriptSwitch(subject: subject, cases: cases, spot: here)
}
func caseOf(_ patterns: [ScriptPattern], where condition: ScriptExpression? = nil, _ body: ScriptStatement...) -> ScriptSwitchCase {
    ScriptSwitchCase(patterns: patterns, condition: condition, body: body, spot: here)
}

/// A `View` struct: stored properties, then `body` built from `body`.
func viewType(_ name: String, stored: [ScriptVariable] = [], computed: [ScriptVariable] = [], methods: [ScriptFunction] = [], body: [ScriptStatement]) -> ScriptType {
    let bodyProperty = ScriptVariable(name: "body", type: "some View", getter: body, spot: here)
    return ScriptType(name: name, kind: .struct, conformances: ["View"], properties: stored + computed + [bodyProperty], methods: methods, spot: here)
}
func stored(_ name: String, _ type: ScriptTypeRepr, initial: ScriptExpression? = nil) -> ScriptVariable {
    ScriptVariable(name: name, type: type, initial: initial, spot: here)
}
func computed(_ name: String, _ type: ScriptTypeRepr, _ getter: ScriptStatement...) -> ScriptVariable {
    ScriptVariable(name: name, type: type, getter: getter, spot: here)
}
func function(_ name: String, _ parameters: [ScriptParameter] = [], returns: ScriptTypeRepr? = nil, builder: Bool = false, _ body: ScriptStatement...) -> ScriptFunction {
    ScriptFunction(name: name, parameters: parameters, returnType: returns, attributes: builder ? [ScriptAttribute(name: "ViewBuilder")] : [], body: body, spot: here)
}
func parameter(_ label: String?, _ name: String, _ type: ScriptTypeRepr) -> ScriptParameter {
    ScriptParameter(label: label == "_" ? nil : label, name: name, type: type)
}

/// `Name(arguments) { content }`: a SwiftUI view with a builder closure.
func view(_ name: String, _ arguments: ScriptArgument..., content: [ScriptStatement]? = nil) -> ScriptExpression {
    let closure = content.map { [ScriptArgument(value: ScriptExpression(.closure(ScriptClosure(body: $0)), at: here), isTrailing: true)] } ?? []
    return ScriptExpression(.call(id(name), arguments + closure), at: here)
}
func textView(_ literal: String) -> ScriptExpression { view("Text", arg(str(literal))) }
