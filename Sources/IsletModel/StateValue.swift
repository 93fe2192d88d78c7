import FoundationEssentials

/// A decoded attribute or content-state value, typed by the layout's schema. This is what
/// bindings and expressions read; it exists only after a payload passed the phone's decoding.
public indirect enum StateValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case date(Date)
    /// A `ClosedRange<Date>` or `Range<Date>`.
    case dateRange(ClosedRange<Date>)
    /// A range over anything else: numbers or strings.
    case bounds(lower: StateValue, upper: StateValue)
    case url(String)
    /// An enum case: its raw value (an enum without raw values: its case name), its position
    /// in the declaration (comparisons use it), and its associated values by label (`_0` for an
    /// unlabelled one), nil for a case without any.
    case enumCase(raw: EnumSchema.RawValue, index: Int, associated: StateRecord? = nil)
    /// An array, or a set (its first occurrences, in document order).
    case array([StateValue])
    /// A struct, or a dictionary keyed by its JSON keys.
    case record(StateRecord)

    /// The value as a number, when it is one (integers of every width, floating types, Decimal).
    public var number: Double? {
        switch self {
        case .int(let number): Double(number)
        case .double(let number): number
        default: nil
        }
    }
}

/// The fields of a decoded struct, keyed by property name.
public struct StateRecord: Equatable, Sendable {
    public private(set) var fields: [String: StateValue]

    public init(_ fields: [String: StateValue] = [:]) {
        self.fields = fields
    }

    public subscript(name: String) -> StateValue? {
        get { fields[name] }
        set { fields[name] = newValue }
    }
}

/// Dates the way Foundation encodes them by default: seconds since 2001-01-01 00:00 UTC.
public enum ReferenceDate {
    /// Seconds between the Unix epoch and Apple's reference date.
    public static let unixOffset: Double = 978_307_200
}
