/// Writes a `JSONValue` back to text, keeping member order and number literals as parsed, so
/// what islet prints (samples, envelopes, generated payloads) is what a server would send.
public enum JSONWriter {
    /// One line, no spaces: the form of an NDJSON stream line.
    public static func compact(_ value: JSONValue) -> String {
        var output = ""
        write(value, into: &output, indent: nil, level: 0)
        return output
    }

    /// Two-space indented, one member a line: the form people read and edit.
    public static func pretty(_ value: JSONValue) -> String {
        var output = ""
        write(value, into: &output, indent: "  ", level: 0)
        return output
    }

    /// The UTF-8 size of the compact form: what APNs counts against its 4 KB limit.
    public static func byteCount(_ value: JSONValue) -> Int {
        compact(value).utf8.count
    }

    private static func write(_ value: JSONValue, into output: inout String, indent: String?, level: Int) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += number.literal
        case .string(let text): writeString(text, into: &output)
        case .array(let items):
            guard !items.isEmpty else { output += "[]"; return }
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                newline(into: &output, indent: indent, level: level + 1)
                write(item, into: &output, indent: indent, level: level + 1)
            }
            newline(into: &output, indent: indent, level: level)
            output += "]"
        case .object(let object):
            guard !object.isEmpty else { output += "{}"; return }
            output += "{"
            for (index, member) in object.members.enumerated() {
                if index > 0 { output += "," }
                newline(into: &output, indent: indent, level: level + 1)
                writeString(member.key, into: &output)
                output += indent == nil ? ":" : ": "
                write(member.value, into: &output, indent: indent, level: level + 1)
            }
            newline(into: &output, indent: indent, level: level)
            output += "}"
        }
    }

    private static func newline(into output: inout String, indent: String?, level: Int) {
        guard let indent else { return }
        output += "\n"
        for _ in 0..<level { output += indent }
    }

    /// `text` as a JSON string literal, quotes included. C1 controls and DEL are escaped too, so
    /// a quoted key in an error message can never carry a terminal control sequence.
    public static func quoted(_ text: String) -> String {
        var output = ""
        writeString(text, into: &output, escapingC1: true)
        return output
    }

    private static func writeString(_ text: String, into output: inout String, escapingC1: Bool = false) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case _ where scalar.value < 0x20 || (escapingC1 && (0x7F...0x9F).contains(scalar.value)):
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
