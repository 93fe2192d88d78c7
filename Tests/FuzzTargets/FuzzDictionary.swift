/// Words for libFuzzer's `-dict`: every JSON string and HTTP header name in a target's seeds (the
/// layout keys, view kinds, colours, payload fields, routes), and numbers at the edges of what a
/// Double or an Int holds (and NaN and the infinities), so mutations write `"minHeight": 1e+300`
/// instead of waiting to stumble on it. Made from the seeds, like them, so nothing derivable is
/// committed.
struct FuzzDictionary {
    static let edgeNumbers = [
        "1e+300", "-1e+300", "1e-300", "1e400", "-0", "0.5", "-1", "9223372036854775807", "-9223372036854775808",
        "18446744073709551616", "4294967296", "2147483648", "65536", "\"infinity\"", "\"-infinity\"", "\"nan\"",
        // Bare, as the `shapes` target's numbers read them.
        "nan", "inf", "-inf",
    ]

    private(set) var words: Set<[UInt8]> = Set(edgeNumbers.map { Array($0.utf8) })

    /// Takes every `"quoted"` string (up to 48 bytes, no escapes) and every `name:` starting a line.
    mutating func add(wordsOf input: [UInt8]) {
        let quote = UInt8(ascii: "\""), newline = UInt8(ascii: "\n"), colon = UInt8(ascii: ":")
        var index = input.startIndex
        while let open = input[index...].firstIndex(of: quote) {
            guard let close = input[(open + 1)...].firstIndex(of: quote) else { break }
            let word = input[open...close]
            if word.count <= 48, !word.contains(UInt8(ascii: "\\")) { words.insert(Array(word)) }
            index = close + 1
        }
        for line in input.split(separator: newline) {
            if let end = line.firstIndex(of: colon), end > line.startIndex, end - line.startIndex <= 32, !line[..<end].contains(quote) {
                words.insert(Array(line[...end]))
            }
        }
    }

    /// Takes words as they are.
    mutating func add(_ more: [[UInt8]]) {
        words.formUnion(more)
    }

    /// The dictionary file: one word a line, quoted, with bytes outside printable ASCII as `\xNN`.
    var text: String {
        words.map { word in
            "\"" + word.map { byte in
                byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
                    ? String(UnicodeScalar(byte)) : "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16)
            }.joined() + "\"\n"
        }.sorted().joined()
    }
}
