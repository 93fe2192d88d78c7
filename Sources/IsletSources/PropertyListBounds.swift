import IsletInput

/// The shape a `--defaults` property list must keep before FoundationEssentials' decoder sees it
/// (docs/DECISIONS.md, "Limits on outside input: decoders"). The decoder follows a binary list's
/// object references without a visited set (an array that holds itself recurses until the stack
/// runs out), expands an object shared by reference once per place (60 levels of `[x, x]` is 2^60
/// values), and reads XML nesting recursively at a cost that grows faster than its depth. So the
/// structure is walked first, here, in time linear in the file: each binary object once, with
/// its nesting and its expanded size remembered, and XML tag by tag.
enum PropertyListBounds {
    /// Deep enough for any settings a widget reads (they nest a few levels); FoundationEssentials
    /// decodes 128 levels of XML in milliseconds, where 400 took a second and 5000 did not end.
    static let maximumDepth = 128
    /// Values in the list once every shared reference is expanded, as the decoder makes them.
    static let maximumValues = 100_000

    /// A reason the list is refused, and where in it (a path of keys and indexes, and for XML
    /// the line and column).
    struct Refusal: Error {
        let path: JSONPath
        var location: SourceLocation?
        let message: String
    }

    /// Refuses a property list (binary or XML, told apart by its first bytes) that nests deeper
    /// than `maximumDepth`, holds itself, or expands past `maximumValues`.
    static func check(_ bytes: [UInt8]) throws(Refusal) {
        if bytes.starts(with: Array("bplist".utf8)) {
            var walk = try BinaryWalk(bytes)
            try walk.run()
        } else {
            var scan = PropertyListXMLScan(bytes)
            try scan.run()
        }
    }

    static func tooDeep(at path: JSONPath) -> Refusal {
        Refusal(path: path, message: "nested deeper than \(maximumDepth) levels, more than islet reads from a defaults file")
    }

    static func tooMany(at path: JSONPath) -> Refusal {
        Refusal(path: path, message: "more than \(maximumValues) values once shared entries are expanded, more than islet reads from a defaults file")
    }
}

/// A binary property list (`bplist00`) walked from its top object: every container's children
/// by reference, each object's nesting and expanded size worked out once and remembered.
private struct BinaryWalk {
    private let bytes: [UInt8]
    private let offsetSize: Int, referenceSize: Int, objectCount: Int, topObject: Int, tableOffset: Int
    /// Per object: 0 not reached, 1 on the path being walked, 2 done.
    private var state: [UInt8]
    /// Per object done: levels below it (0 for a scalar) and values it expands to (itself included).
    private var height: [Int], size: [Int]

    init(_ bytes: [UInt8]) throws(PropertyListBounds.Refusal) {
        self.bytes = bytes
        guard bytes.count >= 40 else { throw Self.broken("shorter than a header and a trailer") }
        let trailer = bytes.count - 32
        offsetSize = Int(truncatingIfNeeded: bytes[trailer + 6])
        referenceSize = Int(truncatingIfNeeded: bytes[trailer + 7])
        let count = Self.number(bytes, at: trailer + 8, size: 8), top = Self.number(bytes, at: trailer + 16, size: 8), table = Self.number(bytes, at: trailer + 24, size: 8)
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize), let count, let top, let table,
            count > 0, top < count, table >= 8, table <= trailer, count <= (trailer - table) / offsetSize
        else { throw Self.broken("its trailer does not describe an object table inside the file") }
        objectCount = count
        topObject = top
        tableOffset = table
        state = [UInt8](repeating: 0, count: count)
        height = [Int](repeating: 0, count: count)
        size = [Int](repeating: 0, count: count)
    }

    mutating func run() throws(PropertyListBounds.Refusal) {
        try visit(topObject, at: .root, depth: 0)
    }

    /// Walks object `index`, reached at `path` after `depth` containers.
    private mutating func visit(_ index: Int, at path: JSONPath, depth: Int) throws(PropertyListBounds.Refusal) {
        switch state[index] {
        case 1: throw PropertyListBounds.Refusal(path: path, message: "holds itself: this value contains the value it is in, so it never ends")
        case 2:
            guard depth + height[index] <= PropertyListBounds.maximumDepth else { throw PropertyListBounds.tooDeep(at: path) }
            return
        default: break
        }
        guard depth <= PropertyListBounds.maximumDepth else { throw PropertyListBounds.tooDeep(at: path) }
        state[index] = 1
        var below = 0, total = 1
        for child in try children(of: index) {
            let childPath = child.key.map { path.appending($0) } ?? path.appending(index: child.position)
            try visit(child.object, at: childPath, depth: depth + 1)
            below = max(below, height[child.object] + 1)
            total += size[child.object]
            guard total <= PropertyListBounds.maximumValues else { throw PropertyListBounds.tooMany(at: path) }
        }
        height[index] = below
        size[index] = total
        state[index] = 2
    }

    /// A container's children: an array's or set's items by position, a dictionary's keys then
    /// its values by key (a key that is not a string is named by its position). None for a scalar.
    private func children(of index: Int) throws(PropertyListBounds.Refusal) -> [(object: Int, position: Int, key: String?)] {
        let start = try offset(of: index)
        let marker = bytes[start]
        guard [0xA0, 0xB0, 0xC0, 0xD0].contains(marker & 0xF0) else { return [] }
        var at = start + 1
        var count = Int(truncatingIfNeeded: marker & 0x0F)
        if count == 0x0F {
            let width = at < bytes.count && bytes[at] & 0xF0 == 0x10 ? 1 << Int(truncatingIfNeeded: bytes[at] & 0x0F) : 0
            guard (1...8).contains(width), let long = Self.number(bytes, at: at + 1, size: width) else {
                throw Self.broken("object \(index) has a count that is not an integer")
            }
            count = long
            at += 1 + width
        }
        let isDictionary = marker & 0xF0 == 0xD0
        let references = isDictionary ? 2 : 1
        guard count <= (bytes.count - at) / referenceSize / references else { throw Self.broken("object \(index) holds more references than the file has room for") }
        var found: [(object: Int, position: Int, key: String?)] = []
        found.reserveCapacity(count * references)
        for position in 0..<count * references {
            guard let object = Self.number(bytes, at: at + position * referenceSize, size: referenceSize), object < objectCount else {
                throw Self.broken("object \(index) refers to an object the table does not have")
            }
            found.append((object, position % count, nil))
        }
        guard isDictionary else { return found }
        // A value is named by its key; keys themselves are walked under their value's name.
        for position in 0..<count {
            let key = try keyText(found[position].object)
            found[position].key = key
            found[count + position].key = key
        }
        return found
    }

    /// A dictionary key's text, when it is an ASCII or UTF-16 string object of its own size.
    private func keyText(_ index: Int) throws(PropertyListBounds.Refusal) -> String? {
        let start = try offset(of: index)
        let marker = bytes[start]
        let length = Int(truncatingIfNeeded: marker & 0x0F)
        guard length < 0x0F else { return nil }
        switch marker & 0xF0 {
        case 0x50:
            guard start + 1 + length <= bytes.count else { return nil }
            return String(decoding: bytes[(start + 1)..<(start + 1 + length)], as: UTF8.self)
        case 0x60:
            guard start + 1 + length * 2 <= bytes.count else { return nil }
            let units = (0..<length).map { UInt16(truncatingIfNeeded: bytes[start + 1 + $0 * 2]) << 8 | UInt16(truncatingIfNeeded: bytes[start + 2 + $0 * 2]) }
            return String(decoding: units, as: UTF16.self)
        default:
            return nil
        }
    }

    /// Where object `index` starts, checked to lie inside the objects' part of the file.
    private func offset(of index: Int) throws(PropertyListBounds.Refusal) -> Int {
        guard let start = Self.number(bytes, at: tableOffset + index * offsetSize, size: offsetSize), start >= 8, start < tableOffset else {
            throw Self.broken("object \(index) starts outside the file's objects")
        }
        return start
    }

    /// A big-endian unsigned number of `size` bytes at `at`; nil past the end or past `Int.max`.
    private static func number(_ bytes: [UInt8], at: Int, size: Int) -> Int? {
        guard at >= 0, at + size <= bytes.count else { return nil }
        var value: UInt64 = 0
        for byte in bytes[at..<(at + size)] { value = value << 8 | UInt64(truncatingIfNeeded: byte) }
        return Int(exactly: value)
    }

    private static func broken(_ reason: String) -> PropertyListBounds.Refusal {
        PropertyListBounds.Refusal(path: .root, message: "not a binary property list islet can read: \(reason)")
    }
}
