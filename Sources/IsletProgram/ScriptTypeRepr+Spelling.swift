/// A type spelled as Swift prints it in its diagnostics (`[String: Int]?`, `(some View)?`,
/// `(Int) async throws -> Bool`), for messages and outlines.
extension ScriptTypeRepr: CustomStringConvertible {
    public var spelling: String {
        switch self {
        case .nominal(let nominal):
            return nominal.components.map { part in
                part.arguments.isEmpty ? part.name : part.name + "<" + part.arguments.map(\.spelling).joined(separator: ", ") + ">"
            }.joined(separator: ".")
        case .optional(let wrapped): return wrapped.operand + "?"
        case .implicitlyUnwrapped(let wrapped): return wrapped.operand + "!"
        case .array(let element): return "[" + element.spelling + "]"
        case .dictionary(let key, let value): return "[" + key.spelling + ": " + value.spelling + "]"
        case .tuple(let elements): return "(" + elements.map(\.spelling).joined(separator: ", ") + ")"
        case .function(let function):
            return "(" + function.parameters.map(\.spelling).joined(separator: ", ") + ")" + (function.isAsync ? " async" : "")
                + (function.isThrowing ? " throws" : "") + " -> " + function.result.spelling
        case .opaque(let constraint): return "some " + constraint.spelling
        case .existential(let constraint): return "any " + constraint.spelling
        case .metatype(let instance): return instance.operand + ".Type"
        case .composition(let parts): return parts.map(\.spelling).joined(separator: " & ")
        case .unreadable(let written): return written
        }
    }

    public var description: String { spelling }

    /// The spelling as the operand of a postfix (`?`, `!`, `.Type`): forms that would bind
    /// wrongly are parenthesized, as Swift prints `(any P)?` and `((Int) -> Void)?`.
    private var operand: String {
        switch self {
        case .function, .opaque, .existential, .composition: "(" + spelling + ")"
        default: spelling
        }
    }
}

extension ScriptTupleTypeElement {
    /// `label: Type`, `inout Type`, `Type...`.
    public var spelling: String {
        (label.map { $0 + ": " } ?? "") + (isInout ? "inout " : "") + type.spelling + (isVariadic ? "..." : "")
    }
}

extension ScriptRequirement {
    /// `Attributes == Ferry`, `Self: Shape`.
    public var spelling: String {
        switch self {
        case .sameType(let left, let right): left.spelling + " == " + right.spelling
        case .conformance(let left, let right): left.spelling + ": " + right.spelling
        }
    }
}
