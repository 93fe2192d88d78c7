import IsletInput

/// A Swift type a layout (or the app's Swift, read by `islet-swift`) declares for an attribute
/// or content-state field: every type Swift's synthesized `Codable` decodes with `JSONDecoder`,
/// plus `opaque` for a type whose decoding islet cannot follow.
public indirect enum SchemaType: Equatable, Sendable, CustomStringConvertible {
    case string
    case bool
    /// `Int`, `Int8` … `UInt64`: a JSON number that must be an exact integer in the type's range.
    case integer(IntegerType)
    /// `Double`, `Float`, `Float16`, `CGFloat`.
    case floatingPoint(FloatingPointType)
    /// `Decimal`: a JSON number Foundation's `Decimal` can hold (exponent -128 … 127).
    case decimal
    case date
    case url
    /// `UUID`: the string form `E621E1F8-C36C-495A-93FC-0C247A3E6E5F`, any letter case.
    case uuid
    /// `Data`: base64 text, as `JSONDecoder`'s default strategy reads it.
    case data
    /// `ClosedRange<T>` (closed) or `Range<T>`: encoded by Swift as `[lowerBound, upperBound]`.
    case range(SchemaType, closed: Bool)
    case array(SchemaType)
    /// `Set<T>`: a JSON array, repeated elements allowed.
    case set(SchemaType)
    /// `[String: T]` or `[Int: T]`: a JSON object (integer keys written as strings).
    case dictionary(key: DictionaryKey, value: SchemaType)
    case optional(SchemaType)
    case enumeration(EnumSchema)
    case structure(StructSchema)
    /// A type islet cannot judge: any JSON value is accepted, with a warning.
    case opaque(OpaqueSchema)

    public static let int = SchemaType.integer(.int)
    public static let double = SchemaType.floatingPoint(.double)
    public static let float = SchemaType.floatingPoint(.float)
    /// `ClosedRange<Date>`, the interval SwiftUI's timers run over.
    public static let dateRange = SchemaType.range(.date, closed: true)

    /// The type as Swift spells it, for messages and generated code.
    public var description: String {
        switch self {
        case .string: "String"
        case .bool: "Bool"
        case .integer(let type): type.rawValue
        case .floatingPoint(let type): type.rawValue
        case .decimal: "Decimal"
        case .date: "Date"
        case .url: "URL"
        case .uuid: "UUID"
        case .data: "Data"
        case .range(let bound, let closed): "\(closed ? "ClosedRange" : "Range")<\(bound)>"
        case .array(let element): "[\(element)]"
        case .set(let element): "Set<\(element)>"
        case .dictionary(let key, let value): "[\(key.rawValue): \(value)]"
        case .optional(let wrapped): "\(wrapped)?"
        case .enumeration(let schema): schema.typeName
        case .structure(let schema): schema.typeName
        case .opaque(let schema): schema.spelling
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

    /// Whether templates treat its values as numbers: every integer and floating type, `Decimal`.
    public var isNumeric: Bool {
        switch self {
        case .integer, .floatingPoint, .decimal: true
        default: false
        }
    }

    /// Whether Swift's `Comparable` holds for it, as a range's bounds need.
    public var isComparable: Bool {
        switch self {
        case .integer, .floatingPoint, .decimal, .string, .date: true
        default: false
        }
    }
}

/// The fixed-width integer types, by Swift name.
public enum IntegerType: String, CaseIterable, Equatable, Sendable {
    case int = "Int", int8 = "Int8", int16 = "Int16", int32 = "Int32", int64 = "Int64"
    case uint = "UInt", uint8 = "UInt8", uint16 = "UInt16", uint32 = "UInt32", uint64 = "UInt64"
}

/// The binary floating-point types, by Swift name (`CGFloat` is a `Double` on 64-bit devices).
public enum FloatingPointType: String, CaseIterable, Equatable, Sendable {
    case double = "Double", float = "Float", float16 = "Float16", cgFloat = "CGFloat"
}

/// The dictionary key types `JSONDecoder` reads from a JSON object's keys.
public enum DictionaryKey: String, Equatable, Sendable {
    case string = "String"
    case int = "Int"
}

/// A type whose decoding islet cannot follow: one it has not read, or one with custom code.
public struct OpaqueSchema: Equatable, Sendable {
    public enum Reason: String, Equatable, Sendable {
        /// Declared in a framework or module islet has not read (`Measurement<UnitLength>`).
        case unresolvedType
        /// A custom `init(from:)` or a property wrapper decides what decodes.
        case customDecoding
    }

    /// The type as the app spells it.
    public let spelling: String
    public let reason: Reason
    /// Why, in words (where the custom code is, which module the type comes from).
    public let note: String?

    public init(spelling: String, reason: Reason, note: String? = nil) {
        self.spelling = spelling
        self.reason = reason
        self.note = note
    }
}

/// An enum, cases in declaration order (comparisons follow that order). With raw values the
/// JSON holds a case's raw value; without, Swift's synthesized keyed form
/// `{"case": {"label": value, "_0": value}}`, and `payloads` holds each case's associated values.
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

    /// The Swift type name (`Step` for a field named `step`, or the name the app gives it).
    public let typeName: String
    /// The name whole from the top level (`Shared.Phase`), as the app's Swift declares it, so
    /// code that runs the app's types finds this one and not another of the same last name.
    public let qualifiedName: String
    /// The raw values; for an enum without raw values, the case names (its JSON keys).
    public let rawValues: [RawValue]
    /// For an enum without raw values: each case's associated values, by label (`_0` unlabelled).
    public let payloads: [StructSchema]?

    public init(typeName: String, qualifiedName: String? = nil, rawValues: [RawValue]) {
        self.typeName = typeName
        self.qualifiedName = qualifiedName ?? typeName
        self.rawValues = rawValues
        payloads = nil
    }

    /// An enum without raw values: its cases by name, each with its associated values.
    public init(typeName: String, qualifiedName: String? = nil, cases: [(name: String, payload: StructSchema)]) {
        self.typeName = typeName
        self.qualifiedName = qualifiedName ?? typeName
        rawValues = cases.map { .string($0.name) }
        payloads = cases.map(\.payload)
    }

    public var hasRawValues: Bool { payloads == nil }

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
        /// The Swift property name, which templates use.
        public let name: String
        /// The JSON key pushes carry: the name, unless `CodingKeys` renames it.
        public let key: String
        public let type: SchemaType

        public init(name: String, key: String? = nil, type: SchemaType) {
            self.name = name
            self.key = key ?? name
            self.type = type
        }

        public var isRenamed: Bool { key != name }
    }

    public let typeName: String
    /// The name whole from the top level (`Shared.Stop`), as `EnumSchema.qualifiedName`.
    public let qualifiedName: String
    public let fields: [Field]

    public init(typeName: String, qualifiedName: String? = nil, fields: [Field]) {
        self.typeName = typeName
        self.qualifiedName = qualifiedName ?? typeName
        self.fields = fields
    }

    public func field(named name: String) -> Field? {
        fields.first(where: { $0.name == name })
    }
}
