/// A strict RFC 8259 JSON parser that records the line and column of every value.
///
/// Written here rather than borrowed from Foundation because islet needs what
/// `JSONSerialization` drops: member order, number literals, and positions for errors.
/// Nesting is limited to 512 levels, as Swift's `JSONDecoder` limits it, so hostile input
/// cannot exhaust the stack.
public struct JSONParser {
    public static let maximumDepth = 512

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    private var locations: [JSONPath: SourceLocation] = [:]
    /// The last offset whose column was counted, and that column, so recording the location of
    /// every value on a long line stays linear rather than rescanning from the line's start.
    private var countedOffset = 0
    private var countedColumn = 1
    private let recordsLocations: Bool
    private let depthLimit: Int

    private init(bytes: [UInt8], recordsLocations: Bool, depthLimit: Int) {
        self.bytes = bytes
        self.recordsLocations = recordsLocations
        self.depthLimit = depthLimit
    }

    /// Parses one JSON value that must fill the whole text (surrounding white space aside).
    public static func parse(_ text: String, recordLocations: Bool = true) throws(InputError) -> JSONDocument {
        try parse(bytes: Array(text.utf8), recordLocations: recordLocations)
    }

    public static func parse(bytes: [UInt8], recordLocations: Bool = true) throws(InputError) -> JSONDocument {
        var parser = JSONParser(bytes: bytes, recordsLocations: recordLocations, depthLimit: maximumDepth)
        parser.skipWhitespace()
        if parser.offset == bytes.count { throw parser.error("the text is empty; expected a JSON value") }
        let value = try parser.parseValue(path: .root, depth: 0)
        parser.skipWhitespace()
        if parser.offset < bytes.count {
            throw parser.error("unexpected \(parser.describeCurrent()) after the end of the JSON value")
        }
        return JSONDocument(value: value, locations: parser.locations)
    }

    private var currentLocation: SourceLocation {
        location(of: Mark(offset: offset, line: line, lineStart: lineStart))
    }

    /// A place in the text, kept cheaply so that an error found later can point back at it.
    private struct Mark {
        let offset: Int
        let line: Int
        let lineStart: Int
    }

    private var mark: Mark { Mark(offset: offset, line: line, lineStart: lineStart) }

    /// The line and column of `mark`, its column counted in characters.
    private func location(of mark: Mark) -> SourceLocation {
        var column = 1
        var index = mark.lineStart
        while index < mark.offset && index < bytes.count {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(line: mark.line, column: column)
    }

    /// A `,` followed by the container's end: reported where the comma is, since the `}` is
    /// often on the next line and the comma is what to delete.
    private func trailingComma(at comma: Mark, closing: Character) -> InputError? {
        guard offset < bytes.count, bytes[offset] == closing.asciiValue else { return nil }
        return InputError(location: location(of: comma), "a trailing comma before '\(closing)': JSON allows none; delete the ','")
    }

    /// The current location, counting columns only from the last counted offset on this line.
    private mutating func trackedLocation() -> SourceLocation {
        if countedOffset < lineStart || countedOffset > offset {
            countedOffset = lineStart
            countedColumn = 1
        }
        while countedOffset < offset && countedOffset < bytes.count {
            if bytes[countedOffset] & 0xC0 != 0x80 { countedColumn += 1 }
            countedOffset += 1
        }
        return SourceLocation(line: line, column: countedColumn)
    }

    private func error(_ message: String) -> InputError {
        InputError(location: currentLocation, message)
    }

    private func describeCurrent() -> String {
        guard offset < bytes.count else { return "end of text" }
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0D:
                offset += 1
            case 0x0A:
                offset += 1
                line += 1
                lineStart = offset
            default:
                return
            }
        }
    }

    private mutating func parseValue(path: JSONPath, depth: Int) throws(InputError) -> JSONValue {
        guard depth < depthLimit else { throw error("nesting is deeper than \(depthLimit) levels") }
        if recordsLocations { locations[path] = trackedLocation() }
        guard offset < bytes.count else { throw error("unexpected end of text; expected a value") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try parseObject(path: path, depth: depth)
        case UInt8(ascii: "["): return try parseArray(path: path, depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected \(describeCurrent()); expected a value")
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(InputError) {
        let count = word.utf8CodeUnitCount
        let matches = offset + count <= bytes.count && word.withUTF8Buffer { buffer in
            buffer.elementsEqual(bytes[offset..<offset + count])
        }
        guard matches else { throw error("unexpected \(describeCurrent()); expected a value") }
        offset += count
    }

    private mutating func parseObject(path: JSONPath, depth: Int) throws(InputError) -> JSONValue {
        offset += 1
        var object = JSONObject()
        skipWhitespace()
        if offset < bytes.count && bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return .object(object)
        }
        var comma: Mark?
        while true {
            skipWhitespace()
            if let comma, let error = trailingComma(at: comma, closing: "}") { throw error }
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                throw error("unexpected \(describeCurrent()); expected a quoted member name")
            }
            let key = try parseString()
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
                throw error("unexpected \(describeCurrent()); expected ':' after \(JSONWriter.quoted(key))")
            }
            offset += 1
            skipWhitespace()
            let value = try parseValue(path: recordsLocations ? path.appending(key) : path, depth: depth + 1)
            object.append(key, value)
            skipWhitespace()
            guard offset < bytes.count else { throw error("unexpected end of text; expected ',' or '}'") }
            if bytes[offset] == UInt8(ascii: ",") {
                comma = mark
                offset += 1
                continue
            }
            if bytes[offset] == UInt8(ascii: "}") { offset += 1; return .object(object) }
            throw error("unexpected \(describeCurrent()); expected ',' or '}'")
        }
    }

    private mutating func parseArray(path: JSONPath, depth: Int) throws(InputError) -> JSONValue {
        offset += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if offset < bytes.count && bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            return .array(items)
        }
        var comma: Mark?
        while true {
            skipWhitespace()
            if let comma, let error = trailingComma(at: comma, closing: "]") { throw error }
            items.append(try parseValue(path: recordsLocations ? path.appending(index: items.count) : path, depth: depth + 1))
            skipWhitespace()
            guard offset < bytes.count else { throw error("unexpected end of text; expected ',' or ']'") }
            if bytes[offset] == UInt8(ascii: ",") {
                comma = mark
                offset += 1
                continue
            }
            if bytes[offset] == UInt8(ascii: "]") { offset += 1; return .array(items) }
            throw error("unexpected \(describeCurrent()); expected ',' or ']'")
        }
    }

    private mutating func parseNumber() throws(InputError) -> JSONNumber {
        let start = offset
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        guard offset < bytes.count, isDigit(bytes[offset]) else { throw error("a number needs a digit after '-'") }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
            if offset < bytes.count && isDigit(bytes[offset]) { throw error("a number may not start with a leading zero") }
        } else {
            while offset < bytes.count && isDigit(bytes[offset]) { offset += 1 }
        }
        if offset < bytes.count && bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard offset < bytes.count, isDigit(bytes[offset]) else { throw error("a number needs a digit after '.'") }
            while offset < bytes.count && isDigit(bytes[offset]) { offset += 1 }
        }
        if offset < bytes.count && (bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E")) {
            offset += 1
            if offset < bytes.count && (bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")) { offset += 1 }
            guard offset < bytes.count, isDigit(bytes[offset]) else { throw error("a number needs a digit in its exponent") }
            while offset < bytes.count && isDigit(bytes[offset]) { offset += 1 }
        }
        return JSONNumber(literal: String(decoding: bytes[start..<offset], as: UTF8.self))
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Strings are built from runs of bytes, not scalar by scalar: a run without escapes (the
    /// usual string) becomes a `String` in one step, and escapes add their UTF-8 to a byte buffer.
    private mutating func parseString() throws(InputError) -> String {
        offset += 1
        // Grown in place: copying it at each escape made a string of escapes quadratic.
        var escaped: [UInt8] = []
        var hasEscapes = false
        var runStart = offset
        while true {
            guard offset < bytes.count else { throw error("unterminated string") }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                let run = try validatedRun(from: runStart)
                offset += 1
                guard hasEscapes else { return String(decoding: run, as: UTF8.self) }
                escaped += run
                return String(decoding: escaped, as: UTF8.self)
            }
            if byte < 0x20 {
                throw error("a control character (0x\(String(byte, radix: 16))) must be escaped inside a string")
            }
            if byte == UInt8(ascii: "\\") {
                let run = try validatedRun(from: runStart)
                offset += 1
                let scalar = try parseEscape()
                hasEscapes = true
                escaped += run
                escaped += UTF8.encode(scalar)!
                runStart = offset
                continue
            }
            offset += 1
        }
    }

    /// The bytes from `start` to the current offset, once they are known to be UTF-8.
    private func validatedRun(from start: Int) throws(InputError) -> ArraySlice<UInt8> {
        let run = bytes[start..<offset]
        guard run.allSatisfy({ $0 < 0x80 }) || String(validating: run, as: UTF8.self) != nil else {
            throw error("a string holds bytes that are not valid UTF-8")
        }
        return run
    }

    private mutating func parseEscape() throws(InputError) -> Unicode.Scalar {
        guard offset < bytes.count else { throw error("unterminated escape in a string") }
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try parseHex4()
            if (0xD800...0xDBFF).contains(first) {
                guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                    throw error("a \\u escape holds an unpaired surrogate")
                }
                offset += 2
                let second = try parseHex4()
                guard (0xDC00...0xDFFF).contains(second) else { throw error("a \\u escape holds an unpaired surrogate") }
                let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                return Unicode.Scalar(value)!
            }
            guard let scalar = Unicode.Scalar(first) else { throw error("a \\u escape holds an unpaired surrogate") }
            return scalar
        default:
            offset -= 1
            throw error("unknown escape \\\(describeCurrent()) in a string")
        }
    }

    private mutating func parseHex4() throws(InputError) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw error("a \\u escape needs four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("a \\u escape needs four hex digits")
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }
}
