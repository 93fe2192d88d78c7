import IsletInput

/// Writes compact JSON as it goes, straight into UTF-8 bytes, for output made once per request
/// (`serve --headless` records): building a `JSONValue` tree first and then walking it cost more
/// than judging the push. Strings are escaped exactly as `JSONWriter` escapes them.
public struct JSONStreamWriter {
    public private(set) var bytes: [UInt8] = []
    /// Whether the next value is the first in its object or array (no comma before it).
    private var atStart = true

    public init(reservingCapacity capacity: Int = 512) {
        bytes.reserveCapacity(capacity)
    }

    public mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        atStart = true
    }

    public mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        atStart = false
    }

    public mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        atStart = true
    }

    public mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        atStart = false
    }

    /// A member's name; its value is written next. Names are the program's own literals, plain
    /// ASCII that needs no escaping, so they are copied as they are rather than scanned.
    public mutating func key(_ name: StaticString) {
        assert(name.withUTF8Buffer { $0.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") } })
        separate()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        atStart = true
    }

    /// A member with a string value, or null.
    public mutating func member(_ name: StaticString, _ text: String?) {
        key(name)
        string(text)
    }

    public mutating func member(_ name: StaticString, _ value: Int) {
        key(name)
        number(value)
    }

    public mutating func member(_ name: StaticString, _ value: JSONNumber) {
        key(name)
        number(value)
    }

    public mutating func string(_ text: String) {
        separate()
        JSONWriter.appendString(text, to: &bytes)
    }

    public mutating func string(_ text: String?) {
        guard let text else { return null() }
        string(text)
    }

    public mutating func number(_ number: JSONNumber) {
        separate()
        bytes += number.literal.utf8
    }

    public mutating func number(_ value: Int) {
        number(JSONNumber(value))
    }

    public mutating func null() {
        separate()
        bytes += "null".utf8
    }

    /// A value that is already a tree (a request's body).
    public mutating func value(_ value: JSONValue) {
        separate()
        JSONWriter.appendCompact(value, to: &bytes)
    }

    /// A member holding an array, each item written by `element`.
    public mutating func member<Items: Sequence>(_ name: StaticString, each items: Items, _ element: (inout JSONStreamWriter, Items.Element) -> Void) {
        key(name)
        beginArray()
        for item in items { element(&self, item) }
        endArray()
    }

    /// An array of strings, the common case of a list.
    public mutating func strings(_ texts: [String]) {
        beginArray()
        for text in texts { string(text) }
        endArray()
    }

    /// Ends a line of NDJSON: the next value starts a new document.
    public mutating func newline() {
        bytes.append(0x0A)
        atStart = true
    }

    /// Forgets what was written, keeping the storage for the next batch.
    public mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        atStart = true
    }

    private mutating func separate() {
        if !atStart { bytes.append(UInt8(ascii: ",")) }
        atStart = false
    }
}
