import FoundationEssentials
import IsletProgram

extension Interpreter {
    /// A binary operator, assignment included; operands are evaluated only as Swift would
    /// (`&&`, `||` and `??` short-circuit).
    func infix(_ op: String, _ lhs: ScriptExpression, _ rhs: ScriptExpression, in scope: ScriptScope, at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        switch op {
        case "=":
            try assign(lhs, try evaluate(rhs, in: scope), in: scope)
            return .void
        case "+=", "-=", "*=", "/=", "%=":
            let left = try evaluate(lhs, in: scope), right = try evaluate(rhs, in: scope)
            let combined = refusedOperands(String(op.dropLast()), left, right, lhs, rhs, in: scope, at: spot) ?? arithmetic(String(op.dropLast()), left, right, at: spot)
            try assign(lhs, combined, in: scope)
            return .void
        case "&&", "||":
            // An operand islet could not evaluate makes the whole an opaque value, which no
            // branch may be chosen by; only a side Swift would not evaluate is passed over.
            let left = try evaluate(lhs, in: scope)
            if let failed = unevaluated(left, at: lhs.spot) { return failed }
            if truth(left) == (op == "||") { return .bool(op == "||") }
            let right = try evaluate(rhs, in: scope)
            return unevaluated(right, at: rhs.spot) ?? .bool(truth(right))
        case "??":
            // Nil takes the default; a left side islet could not evaluate chooses nothing.
            let value = try decidable(try evaluate(lhs, in: scope), "??", "the left side", at: lhs.spot)
            guard case .null = value else { return value }
            // The fallback is of the optional's wrapped type: `x ?? -999` with `x: Double?` is `-999.0`.
            guard case .known(let type) = staticType(of: lhs, in: scope), type.isOptional else { return try evaluate(rhs, in: scope) }
            return try evaluate(rhs, typed: type.unwrapped, in: scope, at: spot)
        default:
            let left = try evaluate(lhs, in: scope), right = try evaluate(rhs, in: scope)
            if let result = try programOperator(op, left, right, at: spot) { return result }
            if let refused = refusedOperands(op, left, right, lhs, rhs, in: scope, at: spot) { return refused }
            if op.hasPrefix("&"), op.count == 2, let width = integerWidth([lhs, rhs], in: scope) {
                return opaque(op, "islet wraps \(op) at Int's 64 bits, not at \(width)'s", at: spot)
            }
            return binary(op, left, right, at: spot)
        }
    }

    /// An operator the program declares on the left operand's type (`static func <` making an
    /// enum `Comparable`); `>`, `<=` and `>=` follow from `<` as `Comparable` derives them.
    /// Nil when the type declares neither, so the built-in meaning applies.
    private func programOperator(_ op: String, _ lhs: ScriptValue, _ rhs: ScriptValue, at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue? {
        let typeName: String
        switch lhs {
        case .enumCase(let value): guard let name = value.type else { return nil }; typeName = name
        case .instance(let instance): typeName = instance.type
        case .object(let object): typeName = object.type
        default: return nil
        }
        guard let type = index.type(named: typeName) else { return nil }
        func call(_ name: String, _ left: ScriptValue, _ right: ScriptValue) throws(ScriptStop) -> ScriptValue? {
            guard let function = type.methods.first(where: { $0.name == name && $0.isStatic }) else { return nil }
            return try invoke(function, owner: type.name, receiver: .type(type.name), captured: nil, [ScriptElement(left), ScriptElement(right)], at: spot)
        }
        if let own = try call(op, lhs, rhs) { return own }
        switch op {
        case ">": return try call("<", rhs, lhs)
        case "<=": return try call("<", rhs, lhs).map { .bool(!truth($0)) }
        case ">=": return try call("<", lhs, rhs).map { .bool(!truth($0)) }
        default: return nil
        }
    }

    /// An operator over two values already evaluated.
    func binary(_ op: String, _ lhs: ScriptValue, _ rhs: ScriptValue, at spot: ScriptSpot) -> ScriptValue {
        if case .opaque = lhs { return lhs }
        if case .opaque = rhs { return rhs }
        switch op {
        case "==", "===": return .bool(equal(lhs, rhs))
        case "!=", "!==": return .bool(!equal(lhs, rhs))
        case "<": return less(lhs, rhs).map { .bool($0) } ?? unordered(op, lhs, rhs, at: spot)
        case ">": return less(rhs, lhs).map { .bool($0) } ?? unordered(op, lhs, rhs, at: spot)
        case "<=": return less(rhs, lhs).map { .bool(!$0) } ?? unordered(op, lhs, rhs, at: spot)
        case ">=": return less(lhs, rhs).map { .bool(!$0) } ?? unordered(op, lhs, rhs, at: spot)
        case "...": return .range(lhs, rhs, closed: true)
        case "..<": return .range(lhs, rhs, closed: false)
        default: return arithmetic(op, lhs, rhs, at: spot)
        }
    }

    private func unordered(_ op: String, _ lhs: ScriptValue, _ rhs: ScriptValue, at spot: ScriptSpot) -> ScriptValue {
        opaque(op, "islet cannot order \(lhs.kindName) and \(rhs.kindName)", at: spot)
    }

    /// `+ - * / %` and the bit operators: `Int` with `Int` stays `Int` (overflow, which traps in
    /// Swift, is reported instead), any `Double` makes a `Double`; `+` also joins strings,
    /// arrays and `Text`s (each part keeping its style; one with a symbol in it as the two side
    /// by side), and moves a `Date`
    /// by seconds.
    func arithmetic(_ op: String, _ lhs: ScriptValue, _ rhs: ScriptValue, at spot: ScriptSpot) -> ScriptValue {
        switch (op, lhs, rhs) {
        case (_, .int(let a), .int(let b)):
            return integer(op, a, b, at: spot)
        case ("+", .string(let a), .string(let b)):
            guard admits(a.utf8.count + b.utf8.count, "a string") else { return .null }
            return .string(a + b)
        case ("+", .array(let a), .array(let b)):
            guard admits(Self.bytes(ofElements: a.count + b.count), "an array") else { return .null }
            return .array(a + b)
        case ("+", .view(let a), .view(let b)):
            if let joined = a.joined(b) { return .view(joined) }
            // `Text(Image(systemName:)) + Text("…")`: the symbol and the text run on, side by side.
            return .view(ScriptView(.stack(.horizontal, [a, b], spacing: 0, alignment: .center)))
        case ("+", .date(let date), _):
            if let seconds = rhs.number { return .date(date.addingTimeInterval(seconds)) }
        case ("-", .date(let date), _):
            if let seconds = rhs.number { return .date(date.addingTimeInterval(-seconds)) }
        default:
            break
        }
        guard let a = lhs.number, let b = rhs.number else {
            return opaque(op, "islet cannot apply \(op) to \(lhs.kindName) and \(rhs.kindName)", at: spot)
        }
        switch op {
        case "+": return .double(a + b)
        case "-": return .double(a - b)
        case "*": return .double(a * b)
        case "/": return .double(a / b)
        case "%": return .double(a.truncatingRemainder(dividingBy: b))
        default: return opaque(op, "islet cannot apply \(op) to numbers", at: spot)
        }
    }

    private func integer(_ op: String, _ a: Int, _ b: Int, at spot: ScriptSpot) -> ScriptValue {
        let result: (Int, Bool)
        switch op {
        case "+": result = a.addingReportingOverflow(b)
        case "-": result = a.subtractingReportingOverflow(b)
        case "*": result = a.multipliedReportingOverflow(by: b)
        case "/", "%":
            guard b != 0 else { return opaque(op, "division by zero, which stops the app", at: spot) }
            result = op == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
        case "&": result = (a & b, false)
        case "|": result = (a | b, false)
        case "^": result = (a ^ b, false)
        case "<<": result = (a << b, false)
        case ">>": result = (a >> b, false)
        case "&+": result = (a &+ b, false)
        case "&-": result = (a &- b, false)
        case "&*": result = (a &* b, false)
        default: return opaque(op, "islet cannot apply \(op) to Int", at: spot)
        }
        return result.1 ? opaque(op, "the result overflows Int, which stops the app", at: spot) : .int(result.0)
    }

    /// The integer type other than `Int` that the code states for one of `operands` (`UInt8`,
    /// `Int32`), where islet, which holds every integer as an `Int`, would wrap or flip bits at
    /// the wrong width; nil when each is an `Int` or a literal.
    func integerWidth(_ operands: [ScriptExpression], in scope: ScriptScope) -> String? {
        for operand in operands {
            if case .known(let type) = staticType(of: operand, in: scope), let name = type.name, name != "Int" { return name }
        }
        return nil
    }

    /// `-x`, `!x`, `~x`, `..<x`, `...x`.
    func prefix(_ op: String, _ operand: ScriptValue, at spot: ScriptSpot) -> ScriptValue {
        switch (op, operand) {
        case ("-", .int(let value)): return value == .min ? opaque(op, "the result overflows Int", at: spot) : .int(-value)
        case ("-", .double(let value)): return .double(-value)
        case ("!", .bool(let flag)): return .bool(!flag)
        case ("~", .int(let value)): return .int(~value)
        case ("..<", _): return .range(.null, operand, closed: false)
        case ("...", _): return .range(.null, operand, closed: true)
        case (_, .opaque): return operand
        default: return opaque(op, "islet cannot apply prefix \(op) to \(operand.kindName)", at: spot)
        }
    }

    /// Stores `value` where `target` names: a variable, a property (written back through the
    /// structs that hold it, as Swift's value semantics do), or an element.
    func assign(_ target: ScriptExpression, _ value: ScriptValue, in scope: ScriptScope) throws(ScriptStop) {
        switch target.node {
        case .identifier("_"):
            // `_ = scanner.scanString("#")`: the value is evaluated and dropped.
            return
        case .identifier(let name):
            if scope.assign(name, value) { return }
            if let owner = scope.lookUp("self") {
                try assign(ScriptExpression(.member(ScriptExpression(.identifier("self"), at: target.spot), name), at: target.spot), value, in: scope)
                _ = owner
                return
            }
            scope.define(name, value)
        case .member(let base, let name):
            switch try evaluate(base, in: scope) {
            case .object(let object):
                object.fields[name] = value
            case .instance(var instance):
                instance.fields[name] = value
                try assign(base, .instance(instance), in: scope)
            default:
                note(name, "islet cannot set this property", at: target.spot)
            }
        case .subscript(let base, let arguments):
            guard let argument = arguments.first else { return }
            let key = try evaluate(argument.value, in: scope)
            switch (try evaluate(base, in: scope), key) {
            case (.array(var items), .int(let position)) where items.indices.contains(position):
                items[position] = value
                try assign(base, .array(items), in: scope)
            case (.dictionary(var entries), _):
                if let found = entries.firstIndex(where: { equal($0.key, key) }) {
                    entries[found].value = value
                } else {
                    entries.append(ScriptEntry(key: key, value: value))
                }
                try assign(base, .dictionary(entries), in: scope)
            default:
                note("subscript", "islet cannot set this element", at: target.spot)
            }
        case .optionalChain(let inner), .forceUnwrap(let inner):
            try assign(inner, value, in: scope)
        default:
            note("=", "islet cannot assign to this", at: target.spot)
        }
    }
}
