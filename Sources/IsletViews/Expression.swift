import IsletInput
import IsletModel

/// An expression in a layout: a path into the activity's data, a literal, a comparison, a
/// boolean combination or a choice. Small on purpose: it is what SwiftUI view code does with
/// `context.state` inside a Live Activity, and no more.
public indirect enum Expression: Equatable, Sendable {
    /// `state.eta`, `attributes.order.id`, `isStale`, a `forEach` name, or a bare word such as `green`.
    case path([String])
    case number(Double)
    case string(String)
    case bool(Bool)
    case null
    /// A string literal compared with an enum, resolved by the checker to the case's declaration index.
    case enumCase(raw: EnumSchema.RawValue, index: Int)
    case not(Expression)
    case and(Expression, Expression)
    case or(Expression, Expression)
    case compare(Expression, ComparisonOperator, Expression)
    case choose(Expression, Expression, Expression)
    /// `cases(state.step)`: every case of the enum the path holds, in declaration order (for `forEach`).
    case enumCases(Expression)
    /// Every case of an enum, which the checker puts in place of `cases(...)`.
    case caseList(EnumSchema)
}

/// The comparison operators, as written in layouts.
public enum ComparisonOperator: String, Equatable, Sendable, CaseIterable {
    case equal = "=="
    case notEqual = "!="
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
    case less = "<"
    case greater = ">"
}

extension Expression: CustomStringConvertible {
    /// The expression written back in layout syntax, for error messages.
    public var description: String {
        switch self {
        case .path(let components): components.joined(separator: ".")
        case .number(let value): value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        // Escaped as JSON escapes it, so a control character in a literal never reaches a terminal raw.
        case .string(let text): "'" + JSONWriter.quoted(text).dropFirst().dropLast() + "'"
        case .bool(let value): String(value)
        case .null: "nil"
        case .enumCase(let raw, _): raw.description
        case .not(let operand): "!\(operand)"
        case .and(let lhs, let rhs): "\(lhs) && \(rhs)"
        case .or(let lhs, let rhs): "\(lhs) || \(rhs)"
        case .compare(let lhs, let op, let rhs): "\(lhs) \(op.rawValue) \(rhs)"
        case .choose(let condition, let yes, let no): "\(condition) ? \(yes) : \(no)"
        case .enumCases(let operand): "cases(\(operand))"
        case .caseList(let schema): "cases(\(schema.typeName))"
        }
    }
}
