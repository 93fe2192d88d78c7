/// What a terminal would obey in the bytes a command printed: the check behind every test that
/// feeds islet hostile text (issue 29, item 3). It reads bytes, not a decoded `String`, since
/// decoding turns a lone C1 byte such as 0x9B (CSI to an 8-bit terminal) into U+FFFD and hides it.
public enum TerminalBytes {
    /// Each forbidden character found in `bytes`, described (`U+1b at byte 40`): a C0 control
    /// but the line feed, DEL, a C1 control (as UTF-8 or as a raw byte, which is not UTF-8), a
    /// bidi control, the line and paragraph separators, a tag character. `allowingColour` skips
    /// the colour sequences `render --format ansi` writes itself (`ESC [ digits;… m`).
    public static func obeyed(in bytes: [UInt8], allowingColour: Bool = false) -> [String] {
        var found: [String] = []
        var index = 0
        while index < bytes.count {
            if allowingColour, let end = colourSequenceEnd(bytes, at: index) {
                index = end
                continue
            }
            var iterator = bytes[index...].makeIterator()
            var decoder = UTF8()
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if isObeyed(scalar.value) { found.append("U+\(String(scalar.value, radix: 16)) at byte \(index)") }
                index += UTF8.width(scalar)
            case .error:
                found.append("the byte 0x\(String(bytes[index], radix: 16)) (not UTF-8) at byte \(index)")
                index += 1
            case .emptyInput:
                index = bytes.count
            }
        }
        return found
    }

    private static func isObeyed(_ value: UInt32) -> Bool {
        (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value) || value == 0x61C || (0x2028...0x202E).contains(value)
            || (0x2066...0x2069).contains(value) || (0xE0000...0xE007F).contains(value)
    }

    /// The index after an SGR sequence (`ESC [`, digits and semicolons, `m`) starting at `index`.
    private static func colourSequenceEnd(_ bytes: [UInt8], at index: Int) -> Int? {
        guard index + 2 < bytes.count, bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "[") else { return nil }
        var end = index + 2
        while end < bytes.count, bytes[end] == UInt8(ascii: ";") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
        return end < bytes.count && bytes[end] == UInt8(ascii: "m") ? end + 1 : nil
    }
}
