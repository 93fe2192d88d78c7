import IsletProgram

extension Interpreter {
    /// The placeholder for `lhs op rhs` where Swift's operators take no such operand types, so
    /// the program would not compile and nothing it means can be drawn; nil where they are
    /// fine. Swift declares arithmetic and comparison for two operands of one numeric type (a
    /// literal takes the other side's type, an integer literal even a floating one; `CGFloat`
    /// and `Double` convert), `%` for integers only, and `Date ± TimeInterval`. Only operands
    /// whose values differ in kind are checked, so the common case costs nothing.
    func refusedOperands(_ op: String, _ left: ScriptValue, _ right: ScriptValue, _ lhs: ScriptExpression, _ rhs: ScriptExpression, in scope: ScriptScope, at spot: ScriptSpot) -> ScriptValue? {
        guard Self.typedOperators.contains(op) else { return nil }
        switch (left, right) {
        case (.double, .double) where op == "%", (.double, .int) where op == "%", (.int, .double) where op == "%":
            return opaque(op, "Swift has no % for floating types (truncatingRemainder(dividingBy:) is theirs)", at: spot)
        case (.int, .double), (.double, .int), (.date, .int), (.date, .double):
            break
        default:
            return nil
        }
        let leftType = staticType(of: lhs, in: scope), rightType = staticType(of: rhs, in: scope)
        guard let refused = Self.mismatch(leftType, rightType, date: { if case .date = left { true } else { false } }()) else { return nil }
        return opaque(op, "Swift has no \(op) for \(refused.0) and \(refused.1)", at: spot)
    }

    /// Operators whose operand types Swift's declarations fix.
    private static let typedOperators: Set<String> = ["+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!="]

    /// The two operand types as a message names them when no operator takes them together; nil
    /// where one does, or where the code does not state a side's type.
    private static func mismatch(_ left: ArgumentType, _ right: ArgumentType, date: Bool) -> (String, String)? {
        let leftName = date ? "Date" : numericName(left)
        let rightName = numericName(right)
        guard let leftName, let rightName else { return nil }
        if date { return rightName == "Double" || rightName == "integer literal" || rightName == "floating literal" ? nil : (leftName, rightName) }
        switch (leftName, rightName) {
        case (_, "integer literal"), ("integer literal", _): return nil
        case ("floating literal", let other), (let other, "floating literal"):
            return ArgumentFit.floatingTypes.contains(other) || other == "floating literal" ? nil : (leftName, rightName)
        default:
            return leftName == rightName ? nil : (leftName, rightName)
        }
    }

    /// A numeric operand's type as the operators see it (`TimeInterval` and `CGFloat` are
    /// `Double`), a literal's kind, or nil when the code does not state it or it is no number.
    private static func numericName(_ type: ArgumentType) -> String? {
        switch type {
        case .integerLiteral: return "integer literal"
        case .floatLiteral: return "floating literal"
        case .known(let written):
            guard !written.isOptional, let name = written.name.map(ArgumentFit.canonical) else { return nil }
            if name == "CGFloat" { return "Double" }
            return ArgumentFit.integerTypes.contains(name) || ArgumentFit.floatingTypes.contains(name) ? name : nil
        default: return nil
        }
    }
}
