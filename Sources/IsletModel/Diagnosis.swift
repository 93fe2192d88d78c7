import IsletInput

/// A warning beside a verdict: something iOS accepts without a word but that is very likely a
/// mistake (a Unix time in a `Date`), or the likely cause of a refusal (a snake_case key behind
/// a `keyNotFound`). The failures iOS and APNs keep silent, said out loud (DESIGN.md, user 2).
public struct Diagnosis: Equatable, Sendable, CustomStringConvertible {
    public enum Code: String, Equatable, Sendable {
        /// A `Date` holds a number in the range of Unix times: it decodes, to a date decades ahead.
        case unixTimeInDate
        /// A `Date` holds Unix milliseconds.
        case millisecondsInDate
        /// A `ClosedRange<Date>` written as `{"lowerBound", "upperBound"}`; Swift wants `[lower, upper]`.
        case rangeAsObject
        /// A key in snake_case (or other spelling) where the schema has a camelCase field.
        case misspeltKey
        /// A number, or a boolean, sent as a string.
        case numberAsString
        /// An enum value that is not a raw value, but close to one.
        case misspeltEnumValue
        /// `attributes-type` names no declared activity; the closest is suggested.
        case misspeltAttributesType
        /// An `aps` key iOS does not read (`stale_date`, `content_state`).
        case unknownApsKey
        /// The body, or the activity's attributes and content state together, exceed 4 KB.
        case payloadTooLarge
        /// `timestamp`, `stale-date` or `dismissal-date` in milliseconds rather than seconds.
        case millisecondTimestamp
        /// An `end` without the final `content-state`: the lock screen keeps showing the last one.
        case endWithoutContentState
        /// A value of a type with a custom `init(from:)` or a property wrapper: islet accepted it
        /// without knowing what the app's code accepts.
        case customDecoding
        /// A value of a type islet has not read (declared in a framework or another module).
        case unresolvedType
    }

    public let code: Code
    /// Where in the body the mistake is (`aps.content-state.eta`).
    public let path: JSONPath
    public let message: String

    public init(_ code: Code, at path: JSONPath, _ message: String) {
        self.code = code
        self.path = path
        self.message = JSONWriter.neutralized(message)
    }

    public var description: String { "\(path): \(message)" }
}
