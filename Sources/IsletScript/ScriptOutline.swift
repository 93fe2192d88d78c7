import IsletProgram

/// The lowered program written back as compact Swift-like text, with every grouping explicit
/// (`(a + (b * c))`, `(c ? x : y)`), trailing closures after the parentheses, patterns in
/// `case` form and places left out: what the lowering tests compare and what a person reads to
/// see what the interpreter is given. It is not Swift and is never parsed.
public enum ScriptOutline {
    public static func text(_ expression: ScriptExpression) -> String {
        switch expression.node {
        case .identifier(let name): return name
        case .member(let base, let name): return text(base) + "." + name
        case .implicitMember(let name): return "." + name
        case .optionalChain(let base): return text(base) + "?"
        case .forceUnwrap(let base): return text(base) + "!"
        case .optionalTry(let base): return "(try? " + text(base) + ")"
        case .call(let callee, let arguments): return text(callee) + text(arguments: arguments)
        case .subscript(let base, let arguments): return text(base) + "[" + arguments.map(text).joined(separator: ", ") + "]"
        case .closure(let closure): return text(closure)
        case .integer(let value): return String(value)
        case .float(let value): return String(value)
        case .string(let parts): return text(parts)
        case .boolean(let value): return String(value)
        case .nil: return "nil"
        case .array(let items): return "[" + items.map(text).joined(separator: ", ") + "]"
        case .dictionary(let entries):
            return entries.isEmpty ? "[:]" : "[" + entries.map { text($0.key) + ": " + text($0.value) }.joined(separator: ", ") + "]"
        case .infix(let operation, let left, let right): return "(" + text(left) + " " + operation + " " + text(right) + ")"
        case .prefix(let operation, let operand): return operation + text(operand)
        case .postfix(let operation, let operand): return text(operand) + operation
        case .ternary(let condition, let then, let otherwise): return "(" + text(condition) + " ? " + text(then) + " : " + text(otherwise) + ")"
        case .cast(let value, let operation, let type): return "(" + text(value) + " " + operation + " " + type.spelling + ")"
        case .isType(let value, let type): return "(" + text(value) + " is " + type.spelling + ")"
        case .tuple(let elements): return "(" + elements.map(text).joined(separator: ", ") + (elements.count == 1 ? ",)" : ")")
        case .keyPath(let root, let components): return "\\" + (root?.spelling ?? "") + components.map { $0 == "?" || $0 == "!" ? $0 : "." + $0 }.joined()
        case .ifExpression(let branch): return text(branch)
        case .switchExpression(let choice): return text(choice)
        case .macro(let name, let arguments): return "#" + name + (arguments.isEmpty ? "" : text(arguments: arguments))
        case .type(let written): return "type:" + written.spelling
        case .unsupported(let source): return "unsupported«" + source + "»"
        }
    }

    /// `(a, label: b) { … } label: { … }`; no parentheses when only trailing closures are written.
    public static func text(arguments: [ScriptArgument]) -> String {
        let inside = arguments.filter { !$0.isTrailing }, trailing = arguments.filter(\.isTrailing)
        var written = inside.isEmpty && !trailing.isEmpty ? "" : "(" + inside.map(text).joined(separator: ", ") + ")"
        for closure in trailing {
            written += " " + (closure.label.map { $0 + ": " } ?? "") + text(closure.value)
        }
        return written
    }

    static func text(_ argument: ScriptArgument) -> String {
        (argument.label.map { $0 + ": " } ?? "") + text(argument.value)
    }

    static func text(_ closure: ScriptClosure) -> String {
        let head = closure.parameters.allSatisfy({ $0.hasPrefix("$") }) ? "" : " " + closure.parameters.joined(separator: ", ") + " in"
        return closure.body.isEmpty && head.isEmpty ? "{ }" : "{" + head + " " + text(closure.body) + " }"
    }

    /// A string literal with its interpolations as `\(…)` and its text escaped as Swift would write it.
    static func text(_ parts: [ScriptStringPart]) -> String {
        var written = "\""
        for part in parts {
            switch part {
            case .text(let literal):
                for character in literal {
                    switch character {
                    case "\"": written += "\\\""
                    case "\\": written += "\\\\"
                    case "\n": written += "\\n"
                    case "\t": written += "\\t"
                    default: written.append(character)
                    }
                }
            case .interpolation(let arguments): written += "\\(" + arguments.map(text).joined(separator: ", ") + ")"
            }
        }
        return written + "\""
    }

    /// Statements separated by `; `.
    public static func text(_ statements: [ScriptStatement]) -> String {
        statements.map(text).joined(separator: "; ")
    }

    public static func text(_ statement: ScriptStatement) -> String {
        switch statement {
        case .expression(let expression): return text(expression)
        case .binding(let binding):
            return (binding.isMutable ? "var " : "let ") + text(binding.pattern, bound: true) + (binding.type.map { ": " + $0.spelling } ?? "")
                + (binding.initial.map { " = " + text($0) } ?? "")
        case .if(let branch): return text(branch)
        case .guard(let conditions, let otherwise, _): return "guard " + text(conditions) + " else " + block(otherwise)
        case .switch(let choice): return text(choice)
        case .forIn(let pattern, let sequence, let condition, let body, _):
            return "for " + text(pattern, bound: true) + " in " + text(sequence) + (condition.map { " where " + text($0) } ?? "") + " " + block(body)
        case .while(let conditions, let body, _): return "while " + text(conditions) + " " + block(body)
        case .repeatWhile(let body, let condition, _): return "repeat " + block(body) + " while " + text(condition)
        case .return(let value, _): return "return" + (value.map { " " + text($0) } ?? "")
        case .break: return "break"
        case .continue: return "continue"
        case .throw(let value, _): return "throw " + text(value)
        case .do(let body, let catchBody, _): return "do " + block(body) + (catchBody.map { " catch " + block($0) } ?? "")
        case .function(let function): return text(function)
        case .unsupported(let source, _): return "unsupported«" + source + "»"
        }
    }

    static func block(_ statements: [ScriptStatement]) -> String {
        statements.isEmpty ? "{ }" : "{ " + text(statements) + " }"
    }

    static func text(_ branch: ScriptIf) -> String {
        "if " + text(branch.conditions) + " " + block(branch.then) + (branch.otherwise.map { " else " + block($0) } ?? "")
    }

    static func text(_ conditions: [ScriptCondition]) -> String {
        conditions.map { condition in
            switch condition {
            case .expression(let expression): return text(expression)
            case .optionalBinding(let name, let value, let isMutable): return (isMutable ? "var " : "let ") + name + (value.map { " = " + text($0) } ?? "")
            case .matches(let pattern, let value): return "case " + text(pattern, bound: false) + " = " + text(value)
            case .available(let holds): return "#available(\(holds))"
            }
        }.joined(separator: ", ")
    }

    static func text(_ choice: ScriptSwitch) -> String {
        let cases = choice.cases.map { item in
            let head = item.isDefault ? "default" : "case " + item.patterns.map { text($0, bound: false) }.joined(separator: ", ")
            return head + (item.condition.map { " where " + text($0) } ?? "") + ": " + text(item.body)
        }
        return "switch " + text(choice.subject) + " { " + cases.joined(separator: " | ") + " }"
    }

    /// A pattern; `bound` is true where a bare name binds (`let` context), so it is written bare.
    static func text(_ pattern: ScriptPattern, bound: Bool) -> String {
        switch pattern {
        case .wildcard: return "_"
        case .binding(let name): return bound ? name : "let " + name
        case .value(let expression): return "=" + text(expression)
        case .enumCase(let type, let name, let arguments):
            return (type?.spelling ?? "") + "." + name + (arguments.map { "(" + $0.map { text($0, bound: bound) }.joined(separator: ", ") + ")" } ?? "")
        case .tuple(let elements): return "(" + elements.map { text($0, bound: bound) }.joined(separator: ", ") + ")"
        case .optional(let inner): return text(inner, bound: bound) + "?"
        case .isType(let type, let binding): return binding.map { "let \($0) as " + type.spelling } ?? "is " + type.spelling
        }
    }

    static func text(_ argument: ScriptPatternArgument, bound: Bool) -> String {
        (argument.label.map { $0 + ": " } ?? "") + text(argument.pattern, bound: bound)
    }
}
