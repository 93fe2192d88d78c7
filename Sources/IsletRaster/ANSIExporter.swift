import IsletViews

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
        case .indexed256: "5;\(xterm256Index(color))"
        }
    }

    /// The nearest xterm-256 colour: the 6x6x6 cube or the 24-step grey ramp, whichever is closer.
    public static func xterm256Index(_ color: Color) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ value: UInt8) -> Int {
            levels.indices.min { abs(levels[$0] - Int(value)) < abs(levels[$1] - Int(value)) }!
        }
        let r = nearestLevel(color.red), g = nearestLevel(color.green), b = nearestLevel(color.blue)
        let cube = (16 + 36 * r + 6 * g + b, distance(color, levels[r], levels[g], levels[b]))
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let greyStep = min(23, max(0, (average - 8 + 5) / 10))
        let grey = 8 + 10 * greyStep
        let ramp = (232 + greyStep, distance(color, grey, grey, grey))
        return ramp.1 < cube.1 ? ramp.0 : cube.0
    }

    private static func distance(_ color: Color, _ r: Int, _ g: Int, _ b: Int) -> Int {
        let dr = Int(color.red) - r, dg = Int(color.green) - g, db = Int(color.blue) - b
        return dr * dr + dg * dg + db * db
    }
}
