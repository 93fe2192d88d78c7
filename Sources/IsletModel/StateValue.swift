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
    case dateRange(ClosedRange<Date>)
    case url(String)
    /// An enum case: its raw value and its position in the declaration (comparisons use it).
    case enumCase(raw: EnumSchema.RawValue, index: Int)
    case array([StateValue])
    case record(StateRecord)
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
