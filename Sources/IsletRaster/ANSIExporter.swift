import IsletCells

/// A buffer as text with SGR colour sequences, for terminals and `less -R`. Only islet writes
/// escape sequences here: cell text has already been through `TerminalText`, which turns any
/// control character from data into a visible placeholder.
public enum ANSIExporter {
    public enum Palette: Sendable {
        /// 24-bit colour (`ESC[38;2;r;g;bm`).
        case trueColor
        /// The xterm 256-colour cube and grey ramp.
        case indexed256
    }

    public static func export(_ buffer: CellBuffer, palette: Palette = .trueColor) -> String {
        var output = ""
        for row in 0..<buffer.height {
            var current: Cell?
            for column in 0..<buffer.width {
                let cell = buffer[column, row]
                if cell.isContinuation { continue }
                if current == nil || !current!.hasSameStyle(as: cell) {
                    output += sgr(for: cell, palette: palette)
                    current = cell
                }
                output += cell.text
            }
            output += "\u{1B}[0m\n"
        }
        return output
    }

    static func sgr(for cell: Cell, palette: Palette) -> String {
        var codes = ["0"]
        if cell.bold { codes.append("1") }
        if cell.dim { codes.append("2") }
        if let foreground = cell.foreground { codes.append("38;" + colorCode(foreground, palette)) }
        if let background = cell.background { codes.append("48;" + colorCode(background, palette)) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private static func colorCode(_ color: Color, _ palette: Palette) -> String {
        switch palette {
        case .trueColor: "2;\(color.red);\(color.green);\(color.blue)"
        case .indexed256: "5;\(color.xterm256Index)"
        }
    }
}
