import FoundationEssentials

/// Swift's `==` and `<` over islet's values: numbers compare across `Int` and `Double` (a
/// literal takes either type in Swift), an implicit member equals the enum case of that name,
/// and structs compare field by field as a synthesized `Equatable` does.
func equal(_ lhs: ScriptValue, _ rhs: ScriptValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null), (.void, .void): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.string(let a), .string(let b)), (.url(let a), .url(let b)): return a == b
    case (.date(let a), .date(let b)): return a == b
    case (.color(let a), .color(let b)): return a == b
    case (.font(let a), .font(let b)): return a == b
    case (.type(let a), .type(let b)), (.symbol(let a), .symbol(let b)): return a == b
    case (.enumCase(let a), .enumCase(let b)):
        return a.name == b.name && a.associated.count == b.associated.count
            && zip(a.associated, b.associated).allSatisfy { equal($0.value, $1.value) }
    case (.enumCase(let value), .symbol(let name)), (.symbol(let name), .enumCase(let value)):
        return value.name == name && value.associated.isEmpty
    case (.array(let a), .array(let b)):
        return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
    case (.tuple(let a), .tuple(let b)):
        return a.count == b.count && zip(a, b).allSatisfy { equal($0.value, $1.value) }
    case (.instance(let a), .instance(let b)):
        return a.type == b.type && a.fields.count == b.fields.count
            && a.fields.allSatisfy { key, value in b.fields[key].map { equal(value, $0) } ?? false }
    case (.object(let a), .object(let b)): return a === b
    case (.range(let a1, let a2, let ac), .range(let b1, let b2, let bc)): return ac == bc && equal(a1, b1) && equal(a2, b2)
    default:
        if let a = lhs.number, let b = rhs.number { return a == b }
        return false
    }
}

/// `lhs < rhs` for the values Swift orders; nil when they have no order.
func less(_ lhs: ScriptValue, _ rhs: ScriptValue) -> Bool? {
    switch (lhs, rhs) {
    case (.int(let a), .int(let b)): return a < b
    case (.string(let a), .string(let b)): return a < b
    case (.date(let a), .date(let b)): return a < b
    default:
        guard let a = lhs.number, let b = rhs.number else { return nil }
        return a < b
    }
}

/// Whether a range holds `value` (`~=` in a `case`, and `range.contains`).
func contains(lower: ScriptValue, upper: ScriptValue, closed: Bool, _ value: ScriptValue) -> Bool {
    if !lower.isNull, less(value, lower) ?? true { return false }
    if upper.isNull { return true }
    guard let below = less(value, upper) else { return false }
    return below || (closed && equal(value, upper))
}
