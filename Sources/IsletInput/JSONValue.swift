/// A parsed JSON value that keeps what `JSONSerialization` throws away: the order of object
/// members (layouts depend on it: enum cases, switch cases) and the literal text of numbers
/// (so `20.0` and `20` stay distinguishable, as they are to Swift's `JSONDecoder`).
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// A short name of the JSON kind, as error messages say it ("a string", "an object").
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    public var objectValue: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    public var numberValue: JSONNumber? {
        if case .number(let number) = self { return number }
        return nil
    }
}

/// A JSON number as written, with the conversions Swift's decoder applies to it.
public struct JSONNumber: Equatable, Sendable, CustomStringConvertible {
    /// The number exactly as it appeared in the source text.
    public let literal: String

    public init(literal: String) {
        self.literal = literal
    }

    public init(_ value: Int) {
        self.literal = String(value)
    }

    public init(_ value: Double) {
        self.literal = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    public var double: Double { Double(literal) ?? .nan }

    /// The value as an `Int` when it is one exactly (`20`, `20.0`, `2e1`), the rule `JSONDecoder` follows.
    public var exactInt: Int? {
        if let integer = Int(literal) { return integer }
        let value = double
        guard value.isFinite, value == value.rounded(), abs(value) < 9.2e18 else { return nil }
        return Int(value)
    }

    /// True when the literal has no fraction or exponent: an integer as written.
    public var isIntegerLiteral: Bool {
        !literal.contains(where: { $0 == "." || $0 == "e" || $0 == "E" })
    }

    public var description: String { literal }
}

/// A JSON object whose members keep their source order.
public struct JSONObject: Equatable, Sendable {
    public struct Member: Equatable, Sendable {
        public let key: String
        public let value: JSONValue

        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    public private(set) var members: [Member]

    public init(_ members: [Member] = []) {
        self.members = members
    }

    public var keys: [String] { members.map(\.key) }

    public var isEmpty: Bool { members.isEmpty }

    /// The value of the first member with this key: for repeated keys Swift's `JSONDecoder`
    /// keeps the first, so islet does too.
    public subscript(key: String) -> JSONValue? {
        members.first(where: { $0.key == key })?.value
    }

    public mutating func append(_ key: String, _ value: JSONValue) {
        members.append(Member(key: key, value: value))
    }
}
