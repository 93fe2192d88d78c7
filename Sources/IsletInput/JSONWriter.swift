/// Writes a `JSONValue` back to text, keeping member order and number literals as parsed, so
/// what islet prints (samples, envelopes, generated payloads) is what a server would send.
/// It builds UTF-8 bytes, not a `String` scalar by scalar: `serve --headless` writes a record
/// for every request, and appending scalars to a `String` cost more than the push itself.
public enum JSONWriter {
    /// One line, no spaces: the form of an NDJSON stream line.
    public static func compact(_ value: JSONValue) -> String {
        String(decoding: compactBytes(value), as: UTF8.self)
    }

    /// The compact form as UTF-8 bytes, for writing straight to a descriptor or a socket.
    public static func compactBytes(_ value: JSONValue) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        appendCompact(value, to: &output)
        return output
    }

    /// The compact form added to `output`, for a writer that gathers many lines into one write.
    public static func appendCompact(_ value: JSONValue, to output: inout [UInt8]) {
        write(value, into: &output, indent: nil, level: 0)
    }

    /// Two-space indented, one member a line: the form people read and edit.
    public static func pretty(_ value: JSONValue) -> String {
        var output: [UInt8] = []
        write(value, into: &output, indent: Array("  ".utf8), level: 0)
        return String(decoding: output, as: UTF8.self)
    }

    /// The UTF-8 size of the compact form: what APNs counts against its 4 KB limit.
    public static func byteCount(_ value: JSONValue) -> Int {
        compactBytes(value).count
    }

    private static func write(_ value: JSONValue, into output: inout [UInt8], indent: [UInt8]?, level: Int) {
        switch value {
        case .null: output += "null".utf8
        case .bool(let flag): output += (flag ? "true" : "false").utf8
        case .number(let number): output += number.literal.utf8
        case .string(let text): writeString(text, into: &output)
        case .array(let items):
            guard !items.isEmpty else { output += "[]".utf8; return }
            output.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(into: &output, indent: indent, level: level + 1)
                write(item, into: &output, indent: indent, level: level + 1)
            }
            newline(into: &output, indent: indent, level: level)
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            guard !object.isEmpty else { output += "{}".utf8; return }
            output.append(UInt8(ascii: "{"))
            for (index, member) in object.members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(into: &output, indent: indent, level: level + 1)
                writeString(member.key, into: &output)
                output.append(UInt8(ascii: ":"))
                if indent != nil { output.append(UInt8(ascii: " ")) }
                write(member.value, into: &output, indent: indent, level: level + 1)
            }
            newline(into: &output, indent: indent, level: level)
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(into output: inout [UInt8], indent: [UInt8]?, level: Int) {
        guard let indent else { return }
        output.append(UInt8(ascii: "\n"))
        for _ in 0..<level { output += indent }
    }

    /// `text` as a JSON string literal, quotes included, escaped by the one rule every islet
    /// output follows (`terminalUnsafeLength`), so quoted text stays on its line and can never
    /// carry a terminal control sequence or reorder what is printed around it.
    public static func quoted(_ text: String) -> String {
        var output: [UInt8] = []
        writeString(text, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// `text` as it is when it holds nothing `terminalUnsafeLength` refuses, or else quoted: for
    /// values from outside (a token, a channel id) written into a message.
    public static func printable(_ text: String) -> String {
        let safe = text.withUTF8Bytes { bytes in
            var index = 0
            while index < bytes.count {
                if terminalUnsafeLength(bytes, at: index) != nil { return false }
                index += 1
            }
            return true
        }
        return safe ? text : quoted(text)
    }

    /// `text` with every character `terminalUnsafeLength` refuses written as its JSON escape, and
    /// nothing else changed: what every message type (an ignore reason, a refusal, an input
    /// error) does to its words, so no value from outside reaches a terminal raw, however a
    /// message was put together.
    public static func neutralized(_ text: String) -> String {
        neutralized(text, keepingNewlines: false)
    }

    /// `neutralized` with the line feeds left as they are: for text of several lines on its way
    /// out (the command line's `Output`, which every report, warning and error passes).
    public static func neutralizedLines(_ text: String) -> String {
        neutralized(text, keepingNewlines: true)
    }

    private static func neutralized(_ text: String, keepingNewlines: Bool) -> String {
        text.withUTF8Bytes { bytes in
            var output: [UInt8] = []
            var runStart = 0
            var index = 0
            while index < bytes.count {
                guard let unsafe = terminalUnsafeLength(bytes, at: index), !keepingNewlines || bytes[index] != UInt8(ascii: "\n") else {
                    index += 1
                    continue
                }
                if output.isEmpty { output.reserveCapacity(bytes.count + 16) }
                output += bytes[runStart..<index]
                output += escape(bytes, at: index, length: unsafe)
                index += unsafe
                runStart = index
            }
            guard runStart > 0 else { return text }
            output += bytes[runStart..<bytes.count]
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// `text` as a JSON string literal appended to `output`, for `JSONStreamWriter`.
    package static func appendString(_ text: String, to output: inout [UInt8]) {
        writeString(text, into: &output)
    }

    private static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        text.withUTF8Bytes { bytes in
            // Most strings need no escape at all: one tight scan, then one copy.
            if !needsEscaping(bytes) {
                output.append(contentsOf: bytes)
                return
            }
            var runStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                let escaped: [UInt8]
                let length: Int
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                    escaped = [UInt8(ascii: "\\"), byte]
                    length = 1
                } else if let unsafe = terminalUnsafeLength(bytes, at: index) {
                    escaped = escape(bytes, at: index, length: unsafe)
                    length = unsafe
                } else {
                    // Everything else is copied as it is, a run at a time.
                    index += 1
                    continue
                }
                output += bytes[runStart..<index]
                output += escaped
                index += length
                runStart = index
            }
            output += bytes[runStart..<bytes.count]
        }
        output.append(UInt8(ascii: "\""))
    }

    /// The length of the UTF-8 sequence at `index` when it is a character no output of islet may
    /// carry unescaped, else nil: C0 controls (newline included: a quoted value stays on its
    /// line), DEL, C1 controls (U+0080–U+009F), the line and paragraph separators, the bidi
    /// controls (U+061C, U+202A–U+202E, U+2066–U+2069) and the tag characters (U+E0000–U+E007F).
    static func terminalUnsafeLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let byte = bytes[index]
        if byte < 0x20 || byte == 0x7F { return 1 }
        guard byte >= 0xC2 else { return nil }
        func next(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        switch byte {
        case 0xC2:
            // U+0080...U+009F are C2 80...C2 9F.
            if let second = next(1), (0x80...0x9F).contains(second) { return 2 }
        case 0xD8:
            // U+061C, the Arabic letter mark, is D8 9C.
            if next(1) == 0x9C { return 2 }
        case 0xE2:
            // U+2028...U+202E are E2 80 A8...AE; U+2066...U+2069 are E2 81 A6...A9.
            if next(1) == 0x80, let third = next(2), (0xA8...0xAE).contains(third) { return 3 }
            if next(1) == 0x81, let third = next(2), (0xA6...0xA9).contains(third) { return 3 }
        case 0xF3:
            // U+E0000...U+E007F are F3 A0 80 80...F3 A0 81 BF.
            if next(1) == 0xA0, let third = next(2), third == 0x80 || third == 0x81, next(3) != nil { return 4 }
        default:
            break
        }
        return nil
    }

    /// The JSON escape of the character at `index`: the short forms where JSON has them, else
    /// `\uXXXX`, a surrogate pair above U+FFFF.
    private static func escape(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, length: Int) -> [UInt8] {
        switch bytes[index] {
        case UInt8(ascii: "\n"): return Array(#"\n"#.utf8)
        case UInt8(ascii: "\r"): return Array(#"\r"#.utf8)
        case UInt8(ascii: "\t"): return Array(#"\t"#.utf8)
        case 0x08: return Array(#"\b"#.utf8)
        case 0x0C: return Array(#"\f"#.utf8)
        default: break
        }
        let scalar = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]), as: UTF8.self).unicodeScalars.first!.value
        guard scalar > 0xFFFF else { return unicodeEscape(scalar) }
        let offset = scalar - 0x10000
        return unicodeEscape(0xD800 + (offset >> 10)) + unicodeEscape(0xDC00 + (offset & 0x3FF))
    }

    /// Whether any byte is a quote, a backslash, a control or not ASCII (C1 controls are UTF-8
    /// sequences, so non-ASCII text takes the careful path). A plain loop: the closure form of
    /// `contains(where:)` was not inlined and cost a call a byte, and neither Swift's SIMD types
    /// nor eight-byte word tricks beat it on strings of a record's length.
    private static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte >= 0x7F {
            return true
        }
        return false
    }

    /// `\uXXXX` for a scalar below U+10000.
    private static func unicodeEscape(_ value: UInt32) -> [UInt8] {
        let digits = Array("0123456789abcdef".utf8)
        return Array(#"\u"#.utf8) + [12, 8, 4, 0].map { digits[Int((value >> UInt32($0)) & 0xF)] }
    }
}
