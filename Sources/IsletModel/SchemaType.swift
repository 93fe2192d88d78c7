/// A Swift type a layout declares for an attribute or content-state field, limited to what
/// ActivityKit content states use and `JSONDecoder` can decode without custom code.
public indirect enum SchemaType: Equatable, Sendable, CustomStringConvertible {
    case string
    case int
    case double
    case float
    case bool
    case date
    case url
    /// `ClosedRange<Date>`: encoded by Swift as a two-element array `[lower, upper]`.
    case dateRange
    case array(SchemaType)
    case optional(SchemaType)
    case enumeration(EnumSchema)
    case structure(StructSchema)

    /// The type as Swift spells it, for messages and generated code.
    public var description: String {
        switch self {
        case .string: "String"
        case .int: "Int"
        case .double: "Double"
        case .float: "Float"
        case .bool: "Bool"
        case .date: "Date"
        case .url: "URL"
        case .dateRange: "ClosedRange<Date>"
        case .array(let element): "[\(element)]"
        case .optional(let wrapped): "\(wrapped)?"
        case .enumeration(let schema): schema.typeName
        case .structure(let schema): schema.typeName
        }
    }

    /// The type with one level of optionality removed.
    public var unwrapped: SchemaType {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }
}

/// An enum with raw values, cases in declaration order (comparisons follow that order).
public struct EnumSchema: Equatable, Sendable {
    public enum RawValue: Equatable, Sendable, CustomStringConvertible {
        case string(String)
        case int(Int)

        public var description: String {
            switch self {
            case .string(let text): JSONWriter.quoted(text)
            case .int(let value): String(value)
            }
        }
    }

    /// The Swift type name code generation gives it (`Step` for a field named `step`).
    public let typeName: String
    public let rawValues: [RawValue]

    public init(typeName: String, rawValues: [RawValue]) {
        self.typeName = typeName
        self.rawValues = rawValues
    }

    public var isIntegerBacked: Bool {
        if case .int = rawValues.first { return true }
        return false
    }

    public func index(of raw: RawValue) -> Int? {
        rawValues.firstIndex(of: raw)
    }
}

/// A struct's stored properties in declaration order.
public struct StructSchema: Equatable, Sendable {
    public struct Field: Equatable, Sendable {
        public let name: String
        public let type: SchemaType

        public init(name: String, type: SchemaType) {
            self.name = name
            self.type = type
        }
    }

    public let typeName: String
    public let fields: [Field]

    public init(typeName: String, fields: [Field]) {
        self.typeName = typeName
        self.fields = fields
    }

    public func field(named name: String) -> Field? {
        fields.first(where: { $0.name == name })
    }
}
