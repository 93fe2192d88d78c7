import IsletCells

/// A buffer as text with SGR colour sequences, for terminals and `less -R`. Only islet writes
/// escape sequences here: cell text has already been through `TerminalText`, which turns any
/// control character from data into a visible placeholder.
public enum ANSIExporter {
    /// The buffer at `palette`'s depth, through the same mapping (and contrast rule) as the
    /// ncurses backend.
    public static func export(_ buffer: CellBuffer, palette: TerminalPalette = .trueColor) -> String {
        var output = ""
        var styles = TerminalStyleMemo(palette: palette)
        for row in 0..<buffer.height {
            var current: TerminalStyle?
            for column in 0..<buffer.width {
                let cell = buffer[column, row]
                if cell.isContinuation { continue }
                let (text, style) = SeamlessBlock.drawn(cell.text, in: styles.style(for: cell))
                if style != current {
                    output += sgr(for: style)
                    current = style
                }
                output += text
            }
            output += "\u{1B}[0m\n"
        }
        return output
    }

    static func sgr(for style: TerminalStyle) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.italic { codes.append("3") }
        if style.underline { codes.append("4") }
        if style.strikethrough { codes.append("9") }
        if let foreground = style.foreground { codes.append(colorCode(foreground, base: 30)) }
        if let background = style.background { codes.append(colorCode(background, base: 40)) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// SGR for a colour: 30-37 and 90-97 (40-47, 100-107 for backgrounds) for the ANSI numbers,
    /// `38;5;n` for the rest of the 256, `38;2;r;g;b` for 24-bit.
    private static func colorCode(_ color: TerminalColor, base: Int) -> String {
        switch color {
        case .index(let index) where index < 8: "\(base + index)"
        case .index(let index) where index < 16: "\(base + 60 + index - 8)"
        case .index(let index): "\(base + 8);5;\(index)"
        case .rgb(let rgb): "\(base + 8);2;\(rgb.red);\(rgb.green);\(rgb.blue)"
        }
    }
}
