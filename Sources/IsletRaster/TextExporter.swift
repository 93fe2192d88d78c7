import IsletCells

/// Plain text of a buffer: what CI logs and snapshot files hold. Trailing blanks are trimmed
/// so snapshots do not depend on invisible spaces.
public enum TextExporter {
    public static func export(_ buffer: CellBuffer) -> String {
        buffer.textLines.map { line in
            // `last` steps back one character; `hasSuffix` on a slice measured the whole line for
            // each blank, a quarter of a Swift widget's cold render.
            var trimmed = Substring(line)
            while trimmed.last == " " { trimmed.removeLast() }
            return String(trimmed)
        }.joined(separator: "\n") + "\n"
    }
}
