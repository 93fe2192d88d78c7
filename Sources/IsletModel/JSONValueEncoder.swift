/// Turns any `Encodable` value into a `JSONValue` through its own (usually synthesized)
/// `encode(to:)`, with no Foundation: the lowered widget program crosses from `islet-swift` to
/// `islet` this way, so the two sides share one definition of the format, the types themselves.
/// Keys keep the order the value encodes them in; `nil` optionals encoded with
/// `encodeIfPresent` are left out, as `JSONEncoder` leaves them out.
public enum JSONValueEncoder {
    public static func encode(_ value: some Encodable) throws -> JSONValue {
        let root = EncodingSlot()
        try value.encode(to: ValueEncoder(slot: root, path: nil))
        return root.value
    }
}

/// One value being built: a leaf, or an object or array whose members are slots of their own,
/// filled in later by nested containers.
final class EncodingSlot {
    enum Kind {
        case leaf, object, array
    }

    private var kind = Kind.object
    private var leaf = JSONValue.null
    private var members: [(key: String, slot: EncodingSlot)] = []
    private var items: [EncodingSlot] = []

    var value: JSONValue {
        switch kind {
        case .leaf: leaf
        case .object: .object(JSONObject(members.map { JSONObject.Member(key: $0.key, value: $0.slot.value) }))
        case .array: .array(items.map(\.value))
        }
    }

    func set(_ value: JSONValue) {
        kind = .leaf
        leaf = value
    }

    /// A slot for member `key`, making this slot an object if it is not one yet; a key encoded
    /// twice keeps its first place and takes the last value, as `JSONEncoder` does.
    func member(_ key: String) -> EncodingSlot {
        makeObject()
        if let existing = members.first(where: { $0.key == key }) {
            existing.slot.kind = .object
            existing.slot.members = []
            return existing.slot
        }
        let slot = EncodingSlot()
        members.append((key, slot))
        return slot
    }

    func makeObject() {
        if kind != .object { kind = .object; members = [] }
    }

    func appendItem() -> EncodingSlot {
        makeArray()
        let slot = EncodingSlot()
        items.append(slot)
        return slot
    }

    func makeArray() {
        if kind != .array { kind = .array; items = [] }
    }

    var count: Int { items.count }
}

/// The leaf conversions every container shares.
enum JSONLeaf {
    static func value(_ number: some BinaryInteger) -> JSONValue {
        .number(JSONNumber(literal: String(number)))
    }

    static func value(_ number: Double, path: CodingPathLink?) throws -> JSONValue {
        guard number.isFinite else {
            throw EncodingError.invalidValue(number, .init(codingPath: CodingPathLink.keys(path), debugDescription: "JSON has no \(number)"))
        }
        return .number(JSONNumber(literal: String(number)))
    }
}

struct ValueEncoder: Encoder {
    let slot: EncodingSlot
    let path: CodingPathLink?
    var codingPath: [any CodingKey] { CodingPathLink.keys(path) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        slot.makeObject()
        return KeyedEncodingContainer(KeyedSlotEncoder<Key>(slot: slot, path: path))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        slot.makeArray()
        return UnkeyedSlotEncoder(slot: slot, path: path)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleSlotEncoder(slot: slot, path: path)
    }
}

struct KeyedSlotEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: EncodingSlot
    let path: CodingPathLink?
    var codingPath: [any CodingKey] { CodingPathLink.keys(path) }

    private func put(_ value: JSONValue, _ key: Key) {
        slot.member(key.stringValue).set(value)
    }

    mutating func encodeNil(forKey key: Key) throws { put(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { put(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { put(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { put(try JSONLeaf.value(value, path: CodingPathLink(key, path)), key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try encode(Double(value), forKey: key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { put(JSONLeaf.value(value), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { put(JSONLeaf.value(value), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { put(JSONLeaf.value(value), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { put(JSONLeaf.value(value), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { put(JSONLeaf.value(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { put(JSONLeaf.value(value), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { put(JSONLeaf.value(value), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { put(JSONLeaf.value(value), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { put(JSONLeaf.value(value), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { put(JSONLeaf.value(value), key) }

    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        try value.encode(to: ValueEncoder(slot: slot.member(key.stringValue), path: CodingPathLink(key, path)))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let member = slot.member(key.stringValue)
        member.makeObject()
        return KeyedEncodingContainer(KeyedSlotEncoder<NestedKey>(slot: member, path: CodingPathLink(key, path)))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let member = slot.member(key.stringValue)
        member.makeArray()
        return UnkeyedSlotEncoder(slot: member, path: CodingPathLink(key, path))
    }

    mutating func superEncoder() -> any Encoder {
        ValueEncoder(slot: slot.member("super"), path: path)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        ValueEncoder(slot: slot.member(key.stringValue), path: CodingPathLink(key, path))
    }
}

/// The scalar `encode` methods the unkeyed and single-value containers share: each puts one leaf.
protocol LeafWriting {
    /// Where the next leaf goes, for an error about it.
    var leafPath: CodingPathLink? { get }
    func put(_ value: JSONValue)
}

extension LeafWriting {
    mutating func encodeNil() throws { put(.null) }
    mutating func encode(_ value: Bool) throws { put(.bool(value)) }
    mutating func encode(_ value: String) throws { put(.string(value)) }
    mutating func encode(_ value: Double) throws { put(try JSONLeaf.value(value, path: leafPath)) }
    mutating func encode(_ value: Float) throws { put(try JSONLeaf.value(Double(value), path: leafPath)) }
    mutating func encode(_ value: Int) throws { put(JSONLeaf.value(value)) }
    mutating func encode(_ value: Int8) throws { put(JSONLeaf.value(value)) }
    mutating func encode(_ value: Int16) throws { put(JSONLeaf.value(value)) }
    mutating func encode(_ value: Int32) throws { put(JSONLeaf.value(value)) }
    mutating func encode(_ value: Int64) throws { put(JSONLeaf.value(value)) }
    mutating func encode(_ value: UInt) throws { put(JSONLeaf.value(value)) }
    mutating func encode(_ value: UInt8) throws { put(JSONLeaf.value(value)) }
    mutating func encode(_ value: UInt16) throws { put(JSONLeaf.value(value)) }
    mutating func encode(_ value: UInt32) throws { put(JSONLeaf.value(value)) }
    mutating func encode(_ value: UInt64) throws { put(JSONLeaf.value(value)) }
}

struct UnkeyedSlotEncoder: UnkeyedEncodingContainer, LeafWriting {
    let slot: EncodingSlot
    let path: CodingPathLink?
    var codingPath: [any CodingKey] { CodingPathLink.keys(path) }
    var count: Int { slot.count }

    func put(_ value: JSONValue) {
        slot.appendItem().set(value)
    }

    private var nextPath: CodingPathLink { CodingPathLink(IndexKey(count), path) }
    var leafPath: CodingPathLink? { nextPath }

    mutating func encode(_ value: some Encodable) throws {
        let path = nextPath
        try value.encode(to: ValueEncoder(slot: slot.appendItem(), path: path))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let path = nextPath
        let item = slot.appendItem()
        item.makeObject()
        return KeyedEncodingContainer(KeyedSlotEncoder<NestedKey>(slot: item, path: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = nextPath
        let item = slot.appendItem()
        item.makeArray()
        return UnkeyedSlotEncoder(slot: item, path: path)
    }

    mutating func superEncoder() -> any Encoder {
        let path = nextPath
        return ValueEncoder(slot: slot.appendItem(), path: path)
    }
}

struct SingleSlotEncoder: SingleValueEncodingContainer, LeafWriting {
    let slot: EncodingSlot
    let path: CodingPathLink?
    var codingPath: [any CodingKey] { CodingPathLink.keys(path) }
    var leafPath: CodingPathLink? { path }

    func put(_ value: JSONValue) {
        slot.set(value)
    }

    mutating func encode(_ value: some Encodable) throws {
        try value.encode(to: ValueEncoder(slot: slot, path: path))
    }
}

/// The key of an array element in a coding path.
struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { intValue.map(String.init) ?? "" }

    init(_ index: Int) {
        intValue = index
    }

    init?(stringValue: String) {
        guard let index = Int(stringValue) else { return nil }
        intValue = index
    }

    init?(intValue: Int) {
        self.intValue = intValue
    }
}

/// A coding path kept as a link to its parent: each nested value costs one small object rather
/// than a copy of an array of existentials (which made decoding a widget's program several times
/// slower), and the array `codingPath` promises is built only when asked, for an error.
final class CodingPathLink {
    let key: any CodingKey
    let parent: CodingPathLink?

    init(_ key: any CodingKey, _ parent: CodingPathLink?) {
        self.key = key
        self.parent = parent
    }

    static func keys(_ link: CodingPathLink?) -> [any CodingKey] {
        var keys: [any CodingKey] = []
        var current = link
        while let step = current {
            keys.append(step.key)
            current = step.parent
        }
        return keys.reversed()
    }
}
