import IsletCells

/// A buffer as an SVG picture of its cells: a rectangle per background run and a text element
/// per glyph, in a monospaced font. Made for READMEs and reviews; all text is XML-escaped.
public enum SVGExporter {
    static let cellWidth = 9.0
    static let cellHeight = 19.0

    public static func export(_ buffer: CellBuffer, background: Color = Color(hex: 0x111318), foreground: Color = Color(hex: 0xE6E6E6)) -> String {
        let width = Double(buffer.width) * cellWidth, height = Double(buffer.height) * cellHeight
        var svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(SVGText.number(width))" height="\(SVGText.number(height))" viewBox="0 0 \(SVGText.number(width)) \(SVGText.number(height))">
        <rect width="100%" height="100%" fill="\(background.hexString)"/>
        <g font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" font-size="15">

        """
        for row in 0..<buffer.height {
            var column = 0
            while column < buffer.width {
                guard let fill = buffer[column, row].background else { column += 1; continue }
                var end = column + 1
                while end < buffer.width, buffer[end, row].background == fill { end += 1 }
                svg += "<rect x=\"\(SVGText.number(Double(column) * cellWidth))\" y=\"\(SVGText.number(Double(row) * cellHeight))\" width=\"\(SVGText.number(Double(end - column) * cellWidth))\" height=\"\(SVGText.number(cellHeight))\" fill=\"\(fill.hexString)\"/>\n"
                column = end
            }
        }
        for row in 0..<buffer.height {
            for column in 0..<buffer.width {
                let cell = buffer[column, row]
                guard !cell.isContinuation, cell.text != " " else { continue }
                let x = Double(column) * cellWidth, y = Double(row) * cellHeight
                if let block = blockRects(cell.text, x: x, y: y, color: (cell.foreground ?? foreground).hexString) {
                    svg += block
                    continue
                }
                let weight = cell.bold ? " font-weight=\"bold\"" : ""
                let opacity = cell.dim ? " fill-opacity=\"0.6\"" : ""
                let slant = cell.italic ? " font-style=\"italic\"" : ""
                let lines = [cell.underline ? "underline" : nil, cell.strikethrough ? "line-through" : nil].compactMap { $0 }
                let struck = lines.isEmpty ? "" : " text-decoration=\"\(lines.joined(separator: " "))\""
                svg += "<text x=\"\(SVGText.number(x))\" y=\"\(SVGText.number(y + cellHeight * 0.78))\" fill=\"\((cell.foreground ?? foreground).hexString)\"\(weight)\(opacity)\(slant)\(struck)>\(SVGText.escaped(cell.text))</text>\n"
            }
        }
        return svg + "</g>\n</svg>\n"
    }

    /// Block and quadrant characters drawn as rectangles, so shapes look the same whatever font views the SVG.
    private static func blockRects(_ text: String, x: Double, y: Double, color: String) -> String? {
        let masks: [String: Int] = ["▘": 1, "▝": 2, "▀": 3, "▖": 4, "▌": 5, "▞": 6, "▛": 7, "▗": 8, "▚": 9, "▐": 10, "▜": 11, "▄": 12, "▙": 13, "▟": 14, "█": 15]
        guard let mask = masks[text] else { return nil }
        let halfWidth = cellWidth / 2, halfHeight = cellHeight / 2
        var rects = ""
        for bit in 0..<4 where mask & (1 << bit) != 0 {
            let qx = x + Double(bit % 2) * halfWidth, qy = y + Double(bit / 2) * halfHeight
            rects += "<rect x=\"\(SVGText.number(qx))\" y=\"\(SVGText.number(qy))\" width=\"\(SVGText.number(halfWidth))\" height=\"\(SVGText.number(halfHeight))\" fill=\"\(color)\"/>\n"
        }
        return rects
    }
}
