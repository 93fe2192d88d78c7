/// The lowered program crosses from `islet-swift` to `islet` as bytes written field by field by
/// each type's own `write(to:)` and read back by its `init(from:)`, in declaration order: counts
/// and numbers as variable-length integers, strings as a length and their UTF-8, a case of an
/// enum as its number. A synthesized `Codable` through JSON cost both processes more than a third
/// of a cold read, mostly in generic containers and the run-time lookups they need
/// (docs/DECISIONS.md, "The program crosses as bytes").
protocol ScriptBytesCoding {
    func write(to writer: inout ScriptBytesWriter)
    init(from reader: inout ScriptBytesReader) throws(ScriptBytesError)
}

/// What went wrong reading a program's bytes, and at which byte.
public struct ScriptBytesError: Error, CustomStringConvertible, Sendable {
    public let offset: Int
    public let reason: String

    public var description: String { "byte \(offset): \(reason)" }
}

/// Appends a program's fields to its bytes.
struct ScriptBytesWriter {
    private(set) var bytes: [UInt8] = []

    init(header: [UInt8]) {
        bytes = header
        bytes.reserveCapacity(64 * 1024)
    }

    mutating func count(_ value: Int) {
        var rest = UInt(bitPattern: value)
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// A signed integer, zigzagged so small negative numbers stay short.
    mutating func int(_ value: Int) {
        count(Int(bitPattern: UInt(bitPattern: value << 1) ^ UInt(bitPattern: value >> (Int.bitWidth - 1))))
    }

    /// The number of an enum's case (fewer than 256 cases).
    mutating func tag(_ number: UInt8) {
        bytes.append(number)
    }

    mutating func bool(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    mutating func double(_ value: Double) {
        let bits = value.bitPattern
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
    }

    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            count(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func value(_ value: some ScriptBytesCoding) {
        value.write(to: &self)
    }

    mutating func optional(_ value: (some ScriptBytesCoding)?) {
        bool(value != nil)
        value?.write(to: &self)
    }

    mutating func array(_ values: [some ScriptBytesCoding]) {
        count(values.count)
        for value in values { value.write(to: &self) }
    }
}

/// Reads a program's fields back, checking every count against the bytes left, so damaged bytes
/// are an error and never a trap or a huge allocation.
struct ScriptBytesReader {
    /// How deeply expressions, statements and patterns may nest: the parser stops at 256 levels
    /// of syntax, and each level is at most a few of these.
    static let maximumDepth = 2048

    private let bytes: [UInt8]
    private(set) var offset: Int
    private var depth = 0

    init(_ bytes: [UInt8], from offset: Int) {
        self.bytes = bytes
        self.offset = offset
    }

    var isAtEnd: Bool { offset == bytes.count }

    func failure(_ reason: String) -> ScriptBytesError {
        ScriptBytesError(offset: offset, reason: reason)
    }

    /// Enters one more level of nesting; `leave()` must follow.
    mutating func enter() throws(ScriptBytesError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw failure("nested more than \(Self.maximumDepth) levels deep") }
    }

    mutating func leave() {
        depth -= 1
    }

    mutating func byte() throws(ScriptBytesError) -> UInt8 {
        guard offset < bytes.count else { throw failure("the program ends too soon") }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A case number, checked against the cases there are.
    mutating func tag(below cases: UInt8, of type: String) throws(ScriptBytesError) -> UInt8 {
        let tag = try byte()
        guard tag < cases else { throw ScriptBytesError(offset: offset - 1, reason: "no case \(tag) of \(type)") }
        return tag
    }

    mutating func count() throws(ScriptBytesError) -> Int {
        var value: UInt = 0
        var shift: UInt = 0
        while true {
            let next = try byte()
            guard shift < UInt(UInt.bitWidth) else { throw failure("a number longer than 64 bits") }
            value |= UInt(next & 0x7f) << shift
            if next < 0x80 { return Int(bitPattern: value) }
            shift += 7
        }
    }

    /// A count of things still to read, each at least one byte long.
    mutating func length() throws(ScriptBytesError) -> Int {
        let length = try count()
        guard length >= 0, length <= bytes.count - offset else { throw failure("a count of \(length) with \(bytes.count - offset) bytes left") }
        return length
    }

    mutating func int() throws(ScriptBytesError) -> Int {
        let zigzag = UInt(bitPattern: try count())
        return Int(bitPattern: (zigzag >> 1) ^ (0 &- (zigzag & 1)))
    }

    mutating func bool() throws(ScriptBytesError) -> Bool {
        switch try byte() {
        case 0: false
        case 1: true
        case let other: throw ScriptBytesError(offset: offset - 1, reason: "\(other) is not a flag")
        }
    }

    mutating func double() throws(ScriptBytesError) -> Double {
        guard bytes.count - offset >= 8 else { throw failure("the program ends inside a number") }
        var bits: UInt64 = 0
        for index in 0..<8 { bits |= UInt64(bytes[offset + index]) << UInt64(index * 8) }
        offset += 8
        return Double(bitPattern: bits)
    }

    mutating func string() throws(ScriptBytesError) -> String {
        let length = try length()
        let start = offset
        offset += length
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<start + length]), as: UTF8.self) }
    }

    mutating func value<T: ScriptBytesCoding>(_ type: T.Type = T.self) throws(ScriptBytesError) -> T {
        try T(from: &self)
    }

    mutating func optional<T: ScriptBytesCoding>(_ type: T.Type = T.self) throws(ScriptBytesError) -> T? {
        try bool() ? try T(from: &self) : nil
    }

    mutating func array<T: ScriptBytesCoding>(_ type: T.Type = T.self) throws(ScriptBytesError) -> [T] {
        let count = try length()
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try T(from: &self)) }
        return values
    }
}

/// An optional list (a computed property's getter, an `else`) is written as an optional value.
extension Array: ScriptBytesCoding where Element: ScriptBytesCoding {
    func write(to writer: inout ScriptBytesWriter) {
        writer.array(self)
    }

    init(from reader: inout ScriptBytesReader) throws(ScriptBytesError) {
        self = try reader.array()
    }
}

extension String: ScriptBytesCoding {
    func write(to writer: inout ScriptBytesWriter) {
        writer.string(self)
    }

    init(from reader: inout ScriptBytesReader) throws(ScriptBytesError) {
        self = try reader.string()
    }
}
