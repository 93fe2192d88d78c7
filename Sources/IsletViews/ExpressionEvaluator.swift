import FoundationEssentials
import IsletModel

/// Evaluates checked expressions against decoded state. Checking (`ExpressionChecker`) has
/// already refused paths the schema does not declare, so a missing value here can only be an
/// optional that is nil, and evaluates to `.null`.
public enum ExpressionEvaluator {
    public static func evaluate(_ expression: Expression, in scope: EvaluationScope) -> StateValue {
        switch expression {
        case .path(let components):
            return lookUp(components, in: scope)
        case .number(let value):
            return .double(value)
        case .string(let text):
            return .string(text)
        case .bool(let value):
            return .bool(value)
        case .null:
            return .null
        case .enumCase(let raw, let index):
            return .enumCase(raw: raw, index: index)
        case .not(let operand):
            return .bool(!isTrue(evaluate(operand, in: scope)))
        case .and(let lhs, let rhs):
            return .bool(isTrue(evaluate(lhs, in: scope)) && isTrue(evaluate(rhs, in: scope)))
        case .or(let lhs, let rhs):
            return .bool(isTrue(evaluate(lhs, in: scope)) || isTrue(evaluate(rhs, in: scope)))
        case .compare(let lhs, let op, let rhs):
            return .bool(compare(evaluate(lhs, in: scope), op, evaluate(rhs, in: scope)))
        case .choose(let condition, let yes, let no):
            return evaluate(isTrue(evaluate(condition, in: scope)) ? yes : no, in: scope)
        case .enumCases:
            return .null
        case .caseList(let schema):
            return .array(schema.rawValues.enumerated().map { .enumCase(raw: $0.element, index: $0.offset) })
        }
    }

    /// Swift-like truth: a `Bool` is itself, `nil` is false, any other present value is true
    /// (so `{"if": "state.progress"}` reads as "if let").
    public static func isTrue(_ value: StateValue) -> Bool {
        switch value {
        case .bool(let flag): flag
        case .null: false
        default: true
        }
    }

    private static func lookUp(_ components: [String], in scope: EvaluationScope) -> StateValue {
        guard let root = components.first else { return .null }
        var value: StateValue
        switch root {
        case "state": value = scope.state
        case "attributes": value = scope.attributes
        case "isStale": value = .bool(scope.isStale)
        default:
            guard let local = scope.locals[root] else { return components.count == 1 ? .string(root) : .null }
            value = local
        }
        for member in components.dropFirst() {
            value = self.member(member, of: value)
        }
        return value
    }

    private static func member(_ name: String, of value: StateValue) -> StateValue {
        switch (value, name) {
        case (.record(let record), _): record[name] ?? .null
        case (.array(let items), "count"): .int(items.count)
        case (.string(let text), "count"): .int(text.count)
        case (.dateRange(let range), "lowerBound"): .date(range.lowerBound)
        case (.dateRange(let range), "upperBound"): .date(range.upperBound)
        case (.bounds(let lower, _), "lowerBound"): lower
        case (.bounds(_, let upper), "upperBound"): upper
        case (.enumCase(let raw, _, _), "rawValue"):
            switch raw {
            case .string(let text): .string(text)
            case .int(let number): .int(number)
            }
        default: .null
        }
    }

    private static func compare(_ lhs: StateValue, _ op: ComparisonOperator, _ rhs: StateValue) -> Bool {
        guard let order = ordering(lhs, rhs) else {
            switch op {
            case .equal: return lhs == rhs
            case .notEqual: return lhs != rhs
            default: return false
            }
        }
        switch op {
        case .equal: return order == 0
        case .notEqual: return order != 0
        case .less: return order < 0
        case .lessOrEqual: return order <= 0
        case .greater: return order > 0
        case .greaterOrEqual: return order >= 0
        }
    }

    /// -1, 0 or 1 for values of comparable kinds; nil when the kinds have no order between them.
    private static func ordering(_ lhs: StateValue, _ rhs: StateValue) -> Int? {
        func sign<T: Comparable>(_ a: T, _ b: T) -> Int { a < b ? -1 : (a > b ? 1 : 0) }
        if let a = numeric(lhs), let b = numeric(rhs) { return sign(a, b) }
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): return sign(a, b)
        case (.date(let a), .date(let b)): return sign(a, b)
        case (.enumCase(_, let a, _), .enumCase(_, let b, _)): return sign(a, b)
        case (.enumCase(.string(let raw), _, _), .string(let text)): return raw == text ? 0 : nil
        case (.string(let text), .enumCase(.string(let raw), _, _)): return raw == text ? 0 : nil
        default: return nil
        }
    }

    static func numeric(_ value: StateValue) -> Double? {
        value.number
    }
}
