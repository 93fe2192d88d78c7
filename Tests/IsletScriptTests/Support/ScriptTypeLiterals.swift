import IsletModel
import IsletProgram

/// Types written in a test as a plain name (`"String"`, `"Order.ContentState"`) or `"some View"`;
/// any other form is built with the cases themselves, so a test never relies on a parser.
extension ScriptTypeRepr: ExpressibleByStringLiteral {
    public init(stringLiteral written: String) {
        if written.hasPrefix("some ") {
            self = .opaque(.named(String(written.dropFirst(5))))
        } else {
            precondition(written.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }, "write \(written) with ScriptTypeRepr's cases")
            self = .named(written)
        }
    }
}

/// The written type of a content-state field with this schema.
func typeRepr(_ schema: SchemaType) -> ScriptTypeRepr {
    switch schema {
    case .range(let bound, let closed): .nominal(ScriptNominalType([.init(name: closed ? "ClosedRange" : "Range", arguments: [typeRepr(bound)])]))
    case .array(let element): .array(typeRepr(element))
    case .set(let element): .nominal(ScriptNominalType([.init(name: "Set", arguments: [typeRepr(element)])]))
    case .dictionary(let key, let value): .dictionary(key: .named(key.rawValue), value: typeRepr(value))
    case .optional(let wrapped): .optional(typeRepr(wrapped))
    default: .named(schema.description)
    }
}
