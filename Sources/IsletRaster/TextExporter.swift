import IsletCells

/// Plain text of a buffer: what CI logs and snapshot files hold. Trailing blanks are trimmed
/// so snapshots do not depend on invisible spaces.
public enum TextExporter {
    public static func export(_ buffer: CellBuffer) -> String {
        buffer.textLines.map { line in
            var trimmed = Substring(line)
            while trimmed.hasSuffix(" ") { trimmed = trimmed.dropLast() }
            return String(trimmed)
        }.joined(separator: "\n") + "\n"
    }
}
