import IsletCells

/// Plain text of a buffer: what CI logs and snapshot files hold. Trailing blanks are trimmed
/// so snapshots do not depend on invisible spaces.
public enum TextExporter {
    public static func export(_ buffer: CellBuffer) -> String {
        buffer.textLines.map(trimmingTrailingBlanks).joined(separator: "\n") + "\n"
    }

    /// The line without its trailing spaces. Counted on the bytes rather than stepping back a
    /// character at a time (`last`, `removeLast`), which segments the text again for every
    /// blank. A run of spaces after an ASCII byte (or the line's start) is
    /// that many one-space characters, as no ASCII character joins a following space; after
    /// any other byte (a prepended mark could take the first space into its character) the
    /// characters decide.
    static func trimmingTrailingBlanks(_ line: String) -> String {
        let kept = line.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var end = bytes.count
            while end > 0, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
            return end == 0 || bytes[end - 1] < 0x80 ? end : nil
        }
        if let kept = kept ?? nil {
            return String(line[..<line.utf8.index(line.utf8.startIndex, offsetBy: kept)])
        }
        var trimmed = Substring(line)
        while trimmed.last == " " { trimmed.removeLast() }
        return String(trimmed)
    }
}
