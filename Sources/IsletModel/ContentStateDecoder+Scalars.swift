import FoundationEssentials
import IsletInput

/// Numbers, UUIDs and base64 data, read as `JSONDecoder` reads them. A number that does not fit
/// its type is not a `DecodingError` with a path: Swift reports "The given data was not valid
/// JSON." at the root, except a `Float16` that overflows after reading as a `Float`.
extension ContentStateDecoder {
    private static func literal(_ json: JSONValue, expected: String, path: [JSONPath.Component]) throws(DecodingFailure) -> String {
        guard case .number(let number) = json else { throw mismatch(json, expected: expected, path: path) }
        return number.literal
    }

    static func int(_ json: JSONValue, path: [JSONPath.Component]) throws(DecodingFailure) -> Int {
        let text = try literal(json, expected: "Int", path: path)
        guard let value = SwiftNumberRules.int(text) else { throw doesNotFit(text, "Int", path: path) }
        return value
    }

    /// An integer of any width; one past `Int`'s range (a large `UInt64`) is kept as a Double.
    static func integer(_ json: JSONValue, as type: IntegerType, path: [JSONPath.Component]) throws(DecodingFailure) -> StateValue {
        let text = try literal(json, expected: type.rawValue, path: path)
        let value: Int?
        switch type {
        case .int, .int64: value = SwiftNumberRules.integer(text, as: Int64.self).map { Int($0) }
        case .int8: value = SwiftNumberRules.integer(text, as: Int8.self).map { Int($0) }
        case .int16: value = SwiftNumberRules.integer(text, as: Int16.self).map { Int($0) }
        case .int32: value = SwiftNumberRules.integer(text, as: Int32.self).map { Int($0) }
        case .uint8: value = SwiftNumberRules.integer(text, as: UInt8.self).map { Int($0) }
        case .uint16: value = SwiftNumberRules.integer(text, as: UInt16.self).map { Int($0) }
        case .uint32: value = SwiftNumberRules.integer(text, as: UInt32.self).map { Int($0) }
        case .uint, .uint64:
            guard let unsigned = SwiftNumberRules.integer(text, as: UInt64.self) else { throw doesNotFit(text, type.rawValue, path: path) }
            return Int(exactly: unsigned).map { .int($0) } ?? .double(Double(unsigned))
        }
        guard let value else { throw doesNotFit(text, type.rawValue, path: path) }
        return .int(value)
    }

    static func double(_ json: JSONValue, path: [JSONPath.Component]) throws(DecodingFailure) -> Double {
        let text = try literal(json, expected: "Double", path: path)
        guard let value = SwiftNumberRules.double(text) else { throw doesNotFit(text, "Double", path: path) }
        return value
    }

    static func floatingPoint(_ json: JSONValue, as type: FloatingPointType, path: [JSONPath.Component]) throws(DecodingFailure) -> Double {
        switch type {
        case .double, .cgFloat:
            return try double(json, path: path)
        case .float, .float16:
            // Float16 decodes a Float, then narrows it.
            let text = try literal(json, expected: "Float", path: path)
            guard let value = SwiftNumberRules.float(text) else { throw doesNotFit(text, "Float", path: path) }
            guard type == .float16 else { return Double(value) }
            let narrow = Float16(value)
            guard narrow.isFinite else {
                throw DecodingFailure(.dataCorrupted, at: path, "Parsed JSON number \(value) does not fit in Float16.")
            }
            return Double(narrow)
        }
    }

    /// `Decimal` reads the literal itself; Swift's type mismatch for it has no message.
    static func decimal(_ json: JSONValue, path: [JSONPath.Component]) throws(DecodingFailure) -> Double {
        let text = try literal(json, expected: "Decimal", path: path)
        guard Decimal(string: text) != nil else { throw doesNotFit(text, "Decimal", path: path) }
        return Double(text) ?? 0
    }

    /// The UUID in Swift's own spelling (upper case), from the hyphenated form in any case.
    static func uuid(_ json: JSONValue, path: [JSONPath.Component]) throws(DecodingFailure) -> String {
        let text = try string(json, path: path)
        guard let uuid = UUID(uuidString: text) else {
            throw DecodingFailure(.dataCorrupted, at: path, "Attempted to decode UUID from invalid UUID string \(JSONWriter.quoted(text)); a UUID is written E621E1F8-C36C-495A-93FC-0C247A3E6E5F.")
        }
        return uuid.uuidString
    }

    /// Base64 text, as the default `.base64` strategy reads it (padding required, no spaces).
    static func data(_ json: JSONValue, path: [JSONPath.Component]) throws(DecodingFailure) -> String {
        let text = try string(json, path: path)
        guard Data(base64Encoded: text) != nil else {
            throw DecodingFailure(.dataCorrupted, at: path, "Encountered Data is not valid Base64: \(JSONWriter.quoted(text)).")
        }
        return text
    }

    static func doesNotFit(_ literal: String, _ type: String, path: [JSONPath.Component]) -> DecodingFailure {
        DecodingFailure(
            .dataCorrupted, at: [], valuePath: path,
            "The number \(literal) does not fit in \(type); Swift reports it only as \"The given data was not valid JSON.\" at the root."
        )
    }
}
