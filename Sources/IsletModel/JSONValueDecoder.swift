/// Makes any `Decodable` value from a `JSONValue` through its own (usually synthesized)
/// `init(from:)`, with no Foundation: `islet` reads the lowered widget program `islet-swift`
/// encoded with `JSONValueEncoder`. Errors are `DecodingError`s whose coding path says where.
public enum JSONValueDecoder {
    public static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        try T(from: ValueDecoder(value: value, path: nil))
    }

    /// Where a decoding error happened, as a JSON path (`types[2].methods[0].body`), and why.
    public static func describe(_ error: DecodingError) -> (path: JSONPath, reason: String) {
        let context: DecodingError.Context
        switch error {
        case .typeMismatch(_, let found), .valueNotFound(_, let found), .keyNotFound(_, let found), .dataCorrupted(let found): context = found
        @unknown default: return (.root, "\(error)")
        }
        var path = JSONPath.root
        for key in context.codingPath {
            path = key.intValue.map { path.appending(index: $0) } ?? path.appending(key.stringValue)
        }
        return (path, context.debugDescription)
    }
}

struct ValueDecoder: Decoder {
    let value: JSONValue
    let path: CodingPathLink?
    var codingPath: [any CodingKey] { CodingPathLink.keys(path) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let object) = value else { throw mismatch([String: Any].self, value, path) }
        return KeyedDecodingContainer(KeyedValueDecoder<Key>(object: object, path: path))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = value else { throw mismatch([Any].self, value, path) }
        return UnkeyedValueDecoder(items: items, path: path)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueDecoder(value: value, path: path)
    }
}

private func mismatch(_ type: Any.Type, _ value: JSONValue, _ path: CodingPathLink?) -> DecodingError {
    .typeMismatch(type, .init(codingPath: CodingPathLink.keys(path), debugDescription: "expected \(type), found \(value.kindDescription)"))
}

/// The scalar conversions every container shares, with `JSONDecoder`'s rules: a number must fit
/// the type exactly.
enum JSONScalar {
    static func bool(_ value: JSONValue, _ path: CodingPathLink?) throws -> Bool {
        guard case .bool(let flag) = value else { throw mismatch(Bool.self, value, path) }
        return flag
    }

    static func string(_ value: JSONValue, _ path: CodingPathLink?) throws -> String {
        guard case .string(let text) = value else { throw mismatch(String.self, value, path) }
        return text
    }

    static func double(_ value: JSONValue, _ path: CodingPathLink?) throws -> Double {
        guard case .number(let number) = value, number.double.isFinite else { throw mismatch(Double.self, value, path) }
        return number.double
    }

    static func integer<T: FixedWidthInteger>(_ value: JSONValue, _ path: CodingPathLink?) throws -> T {
        guard case .number(let number) = value, let exact = number.exactInt, let fitted = T(exactly: exact) else {
            throw mismatch(T.self, value, path)
        }
        return fitted
    }

    /// Decodes a leaf or a nested value at `path`.
    static func decode<T: Decodable>(_ type: T.Type, _ value: JSONValue, _ path: CodingPathLink?) throws -> T {
        switch type {
        case is Bool.Type: return try bool(value, path) as! T
        case is String.Type: return try string(value, path) as! T
        case is Double.Type: return try double(value, path) as! T
        case is Int.Type: return try integer(value, path) as Int as! T
        default: return try T(from: ValueDecoder(value: value, path: path))
        }
    }
}

struct KeyedValueDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: JSONObject
    let path: CodingPathLink?
    var codingPath: [any CodingKey] { CodingPathLink.keys(path) }

    var allKeys: [Key] { object.keys.compactMap(Key.init(stringValue:)) }

    func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

    private func value(_ key: Key) throws -> JSONValue {
        guard let found = object[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: CodingPathLink.keys(path), debugDescription: "no member \"\(key.stringValue)\""))
        }
        return found
    }

    func decodeNil(forKey key: Key) throws -> Bool { try value(key) == .null }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try JSONScalar.bool(value(key), CodingPathLink(key, path)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try JSONScalar.string(value(key), CodingPathLink(key, path)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try JSONScalar.double(value(key), CodingPathLink(key, path)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { Float(try decode(Double.self, forKey: key)) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try JSONScalar.integer(value(key), CodingPathLink(key, path)) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try JSONScalar.integer(value(key), CodingPathLink(key, path)) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try JSONScalar.integer(value(key), CodingPathLink(key, path)) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try JSONScalar.integer(value(key), CodingPathLink(key, path)) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try JSONScalar.integer(value(key), CodingPathLink(key, path)) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try JSONScalar.integer(value(key), CodingPathLink(key, path)) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try JSONScalar.integer(value(key), CodingPathLink(key, path)) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try JSONScalar.integer(value(key), CodingPathLink(key, path)) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try JSONScalar.integer(value(key), CodingPathLink(key, path)) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try JSONScalar.integer(value(key), CodingPathLink(key, path)) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try JSONScalar.decode(type, value(key), CodingPathLink(key, path))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try ValueDecoder(value: value(key), path: CodingPathLink(key, path)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try ValueDecoder(value: value(key), path: CodingPathLink(key, path)).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        ValueDecoder(value: object["super"] ?? .null, path: path)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        ValueDecoder(value: object[key.stringValue] ?? .null, path: CodingPathLink(key, path))
    }
}

struct UnkeyedValueDecoder: UnkeyedDecodingContainer {
    let items: [JSONValue]
    let path: CodingPathLink?
    var codingPath: [any CodingKey] { CodingPathLink.keys(path) }
    private(set) var currentIndex = 0

    init(items: [JSONValue], path: CodingPathLink?) {
        self.items = items
        self.path = path
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private mutating func next<T>(_ type: T.Type) throws -> (JSONValue, CodingPathLink) {
        let link = CodingPathLink(IndexKey(currentIndex), path)
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(codingPath: CodingPathLink.keys(link), debugDescription: "the array has only \(items.count) elements"))
        }
        currentIndex += 1
        return (items[currentIndex - 1], link)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, items[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { let (value, path) = try next(type); return try JSONScalar.bool(value, path) }
    mutating func decode(_ type: String.Type) throws -> String { let (value, path) = try next(type); return try JSONScalar.string(value, path) }
    mutating func decode(_ type: Double.Type) throws -> Double { let (value, path) = try next(type); return try JSONScalar.double(value, path) }
    mutating func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }
    mutating func decode(_ type: Int.Type) throws -> Int { let (value, path) = try next(type); return try JSONScalar.integer(value, path) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { let (value, path) = try next(type); return try JSONScalar.integer(value, path) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { let (value, path) = try next(type); return try JSONScalar.integer(value, path) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { let (value, path) = try next(type); return try JSONScalar.integer(value, path) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { let (value, path) = try next(type); return try JSONScalar.integer(value, path) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { let (value, path) = try next(type); return try JSONScalar.integer(value, path) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { let (value, path) = try next(type); return try JSONScalar.integer(value, path) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { let (value, path) = try next(type); return try JSONScalar.integer(value, path) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { let (value, path) = try next(type); return try JSONScalar.integer(value, path) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { let (value, path) = try next(type); return try JSONScalar.integer(value, path) }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, path) = try next(type)
        return try JSONScalar.decode(type, value, path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let (value, path) = try next([String: Any].self)
        return try ValueDecoder(value: value, path: path).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (value, path) = try next([Any].self)
        return try ValueDecoder(value: value, path: path).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (value, path) = try next(Any.self)
        return ValueDecoder(value: value, path: path)
    }
}

struct SingleValueDecoder: SingleValueDecodingContainer {
    let value: JSONValue
    let path: CodingPathLink?
    var codingPath: [any CodingKey] { CodingPathLink.keys(path) }

    func decodeNil() -> Bool { value == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try JSONScalar.bool(value, path) }
    func decode(_ type: String.Type) throws -> String { try JSONScalar.string(value, path) }
    func decode(_ type: Double.Type) throws -> Double { try JSONScalar.double(value, path) }
    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }
    func decode(_ type: Int.Type) throws -> Int { try JSONScalar.integer(value, path) }
    func decode(_ type: Int8.Type) throws -> Int8 { try JSONScalar.integer(value, path) }
    func decode(_ type: Int16.Type) throws -> Int16 { try JSONScalar.integer(value, path) }
    func decode(_ type: Int32.Type) throws -> Int32 { try JSONScalar.integer(value, path) }
    func decode(_ type: Int64.Type) throws -> Int64 { try JSONScalar.integer(value, path) }
    func decode(_ type: UInt.Type) throws -> UInt { try JSONScalar.integer(value, path) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try JSONScalar.integer(value, path) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try JSONScalar.integer(value, path) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try JSONScalar.integer(value, path) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try JSONScalar.integer(value, path) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try JSONScalar.decode(type, value, path) }
}
