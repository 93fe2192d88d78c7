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

    /// `text` as a JSON string literal, quotes included. DEL, C1 controls and the line and
    /// paragraph separators are escaped too, so text quoted in a message stays on its line and
    /// can never carry a terminal control sequence.
    public static func quoted(_ text: String) -> String {
        var output: [UInt8] = []
        writeString(text, into: &output, escapingC1: true)
        return String(decoding: output, as: UTF8.self)
    }

    /// `text` as a JSON string literal appended to `output`, for `JSONStreamWriter`.
    static func appendString(_ text: String, to output: inout [UInt8]) {
        writeString(text, into: &output)
    }

    private static func writeString(_ text: String, into output: inout [UInt8], escapingC1: Bool = false) {
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
                // Everything but quotes, backslashes and controls is copied as it is, a run at a time.
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F || (escapingC1 && (byte == 0xC2 || byte == 0xE2)) else {
                    index += 1
                    continue
                }
                var escaped: [UInt8]?
                var length = 1
                switch byte {
                case UInt8(ascii: "\""): escaped = Array(#"\""#.utf8)
                case UInt8(ascii: "\\"): escaped = Array(#"\\"#.utf8)
                case UInt8(ascii: "\n"): escaped = Array(#"\n"#.utf8)
                case UInt8(ascii: "\r"): escaped = Array(#"\r"#.utf8)
                case UInt8(ascii: "\t"): escaped = Array(#"\t"#.utf8)
                case 0x08: escaped = Array(#"\b"#.utf8)
                case 0x0C: escaped = Array(#"\f"#.utf8)
                case 0x7F: escaped = escapingC1 ? unicodeEscape(0x7F) : nil
                case 0xC2:
                    // U+0080...U+009F are C2 80...C2 9F in UTF-8.
                    if index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
                        escaped = unicodeEscape(UInt32(bytes[index + 1]))
                        length = 2
                    }
                case 0xE2:
                    // The line and paragraph separators U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
                    if index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                        escaped = unicodeEscape(0x2000 | UInt32(bytes[index + 2] - 0x80))
                        length = 3
                    }
                default: escaped = unicodeEscape(UInt32(byte))
                }
                guard let escaped else {
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
