import IsletInput
import IsletModel

/// The type an expression has once checked against the layout's schema.
public indirect enum ValueType: Equatable, Sendable, CustomStringConvertible {
    case schema(SchemaType)
    case number
    case string
    case bool
    case null
    /// A bare word such as `green`: meaningful only where a colour name is expected.
    case word(String)
    /// `cases(state.step)`: the cases of an enum, for `forEach`.
    case cases(EnumSchema)

    public var description: String {
        switch self {
        case .schema(let type): type.description
        case .number: "a number"
        case .string: "a String"
        case .bool: "a Bool"
        case .null: "nil"
        case .word(let word): "the bare word '\(word)'"
        case .cases(let schema): "the cases of \(schema.typeName)"
        }
    }

    /// The schema type without optionality, when the value comes from the schema.
    public var schemaType: SchemaType? {
        if case .schema(let type) = self { return type.unwrapped }
        return nil
    }

    public var isNumeric: Bool {
        switch self {
        case .number: true
        case .schema(let type): type.unwrapped.isNumeric
        default: false
        }
    }
}

/// The names an expression can see while it is checked: the schema and `forEach` bindings.
public struct TypeScope: Sendable {
    public let attributes: StructSchema
    public let contentState: StructSchema
    public var locals: [String: SchemaType]

    public init(attributes: StructSchema, contentState: StructSchema, locals: [String: SchemaType] = [:]) {
        self.attributes = attributes
        self.contentState = contentState
        self.locals = locals
    }
}

/// Checks an expression against the schema before anything is drawn, so a layout that reads a
/// field the activity does not declare fails when it is loaded, not on some later update.
/// It also resolves `state.step >= 'pickedUp'` to a comparison of enum declaration order.
public enum ExpressionChecker {
    public static func check(_ expression: Expression, in scope: TypeScope) throws(InputError) -> (Expression, ValueType) {
        switch expression {
        case .path(let components):
            return (expression, try type(ofPath: components, in: scope))
        case .number: return (expression, .number)
        case .string: return (expression, .string)
        case .bool: return (expression, .bool)
        case .null: return (expression, .null)
        case .enumCase: return (expression, .string)
        case .not(let operand):
            return (.not(try checkOperand(operand, in: scope).0), .bool)
        case .and(let lhs, let rhs):
            return (.and(try checkOperand(lhs, in: scope).0, try checkOperand(rhs, in: scope).0), .bool)
        case .or(let lhs, let rhs):
            return (.or(try checkOperand(lhs, in: scope).0, try checkOperand(rhs, in: scope).0), .bool)
        case .compare(let lhs, let op, let rhs):
            let (left, leftType) = try checkOperand(lhs, in: scope)
            let (right, rightType) = try checkOperand(rhs, in: scope)
            let resolvedLeft = try resolveEnumLiteral(left, against: rightType)
            let resolvedRight = try resolveEnumLiteral(right, against: leftType)
            return (.compare(resolvedLeft, op, resolvedRight), .bool)
        case .choose(let condition, let yes, let no):
            let (checkedYes, yesType) = try check(yes, in: scope)
            let checkedNo = try check(no, in: scope).0
            return (.choose(try checkOperand(condition, in: scope).0, checkedYes, checkedNo), yesType)
        case .enumCases(let operand):
            let operandType = try check(operand, in: scope).1
            guard case .enumeration(let schema)? = operandType.schemaType else {
                throw InputError("cases(...) needs an enum, and \(operand) is \(operandType)")
            }
            return (.caseList(schema), .cases(schema))
        case .caseList(let schema):
            return (expression, .cases(schema))
        }
    }

    /// A bare word means something only as a colour a choice produces: inside an operator,
    /// `!isStal` or `state.step == delivered` would be read as the text "isStal" instead of failing to load.
    private static func checkOperand(_ expression: Expression, in scope: TypeScope) throws(InputError) -> (Expression, ValueType) {
        let checked = try check(expression, in: scope)
        if case .word(let word) = checked.1 {
            throw InputError("unknown name '\(word)'; expected state.…, attributes.…, isStale, a forEach name or a 'quoted string'")
        }
        return checked
    }

    private static func resolveEnumLiteral(_ expression: Expression, against other: ValueType) throws(InputError) -> Expression {
        guard case .enumeration(let schema)? = other.schemaType else { return expression }
        let raw: EnumSchema.RawValue
        switch expression {
        case .string(let text) where !schema.isIntegerBacked: raw = .string(text)
        case .number(let value) where schema.isIntegerBacked:
            guard let integer = Int(exactly: value) else { return expression }
            raw = .int(integer)
        default: return expression
        }
        guard let index = schema.index(of: raw) else {
            let cases = schema.rawValues.map(\.description).joined(separator: ", ")
            throw InputError("\(raw) is not a case of \(schema.typeName); its cases are \(cases)")
        }
        return .enumCase(raw: raw, index: index)
    }

    private static func type(ofPath components: [String], in scope: TypeScope) throws(InputError) -> ValueType {
        let root = components[0]
        var current: SchemaType
        var described = root
        switch root {
        case "state": current = .structure(scope.contentState)
        case "attributes": current = .structure(scope.attributes)
        case "isStale":
            guard components.count == 1 else { throw InputError("isStale is a Bool and has no members") }
            return .bool
        default:
            if let local = scope.locals[root] {
                current = local
            } else if components.count == 1 {
                return .word(root)
            } else {
                throw InputError("unknown name '\(root)'; expected state, attributes, isStale or a forEach name")
            }
        }
        for member in components.dropFirst() {
            current = try memberType(member, of: current, described: described)
            described += "." + member
        }
        switch current.unwrapped {
        case .data:
            throw InputError("\(described) is Data, which a layout cannot show (islet does not interpret its bytes)")
        case .opaque(let schema):
            throw InputError("\(described) is \(schema.spelling), which islet could not read (\(schema.reason.rawValue)); a layout cannot use it")
        default:
            return .schema(current)
        }
    }

    private static func memberType(_ member: String, of type: SchemaType, described: String) throws(InputError) -> SchemaType {
        let optional = type.isOptional
        let wrap: (SchemaType) -> SchemaType = { optional && !$0.isOptional ? .optional($0) : $0 }
        switch (type.unwrapped, member) {
        case (.structure(let schema), _):
            guard let field = schema.field(named: member) else {
                throw InputError(unknownFieldMessage(member, in: schema, described: described))
            }
            return wrap(field.type)
        case (.dictionary(_, let value), _):
            // Any identifier reads the entry with that key; a key the push lacks reads as nil.
            return value.isOptional ? value : .optional(value)
        case (.array, "count"), (.set, "count"), (.string, "count"): return wrap(.int)
        case (.range(let bound, _), "lowerBound"), (.range(let bound, _), "upperBound"): return wrap(bound)
        case (.enumeration(let schema), "rawValue") where schema.hasRawValues: return wrap(schema.isIntegerBacked ? .int : .string)
        case (.enumeration(let schema), _) where !schema.hasRawValues:
            var example = ""
            if case .string(let name)? = schema.rawValues.first { example = " such as '\(name)'" }
            throw InputError("\(described) is \(schema.typeName), an enum without raw values: compare it with a case name\(example); the associated values of its cases cannot be read in a layout")
        default:
            throw InputError("\(described) is \(type) and has no member '\(member)'")
        }
    }

    private static func unknownFieldMessage(_ member: String, in schema: StructSchema, described: String) -> String {
        let names = schema.fields.map(\.name)
        var message = "\(described) has no field '\(member)'"
        if let suggestion = NameSuggestion.closest(to: member, in: names) {
            message += "; did you mean '\(suggestion)'?"
        } else if !names.isEmpty {
            message += "; it declares \(names.joined(separator: ", "))"
        }
        return message
    }
}
