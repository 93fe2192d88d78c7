import IsletCells
import IsletLayout

/// Big numerals for scores and timers (`BigNumerals` says which texts and how many cells):
/// islet's own glyphs on a grid of sub-cells six rows tall and two a column wide, drawn with the
/// shapes' sub-cell characters, so three rows of quadrants or two of sextants.
///
/// Stems are two sub-columns wide and bars one sub-row tall, which at a cell's 1:2.25 aspect
/// makes strokes of about the same thickness either way; outer corners are cut for a rounded,
/// quiet face; the middle bar sits above the centre, so the lower bowls are the larger, as in
/// SF Pro; the "1" is a stem with its flag in the cap's sub-row and no foot, as SF Pro's is, so
/// stretching it for the clock leaves no stray notches beside it. Every glyph has the same advance per kind (`BigNumerals.advance`), so a running timer
/// never shifts. docs/LAYOUTS.md shows them.
enum BigDigitGlyphs {
    /// Each glyph's sub-cells, top row first, `#` covered.
    static let bitmaps: [Unicode.Scalar: [String]] = [
        "0": [".####.", "##..##", "##..##", "##..##", "##..##", ".####."],
        "1": [".###..", "..##..", "..##..", "..##..", "..##..", "..##.."],
        "2": [".####.", "....##", ".####.", "##....", "##....", "######"],
        "3": [".####.", "....##", "..###.", "....##", "....##", ".####."],
        "4": ["##..##", "##..##", "######", "....##", "....##", "....##"],
        "5": ["######", "##....", "#####.", "....##", "....##", "#####."],
        "6": [".####.", "##....", "#####.", "##..##", "##..##", ".####."],
        "7": ["######", "....##", "....##", "...##.", "..##..", "..##.."],
        "8": [".####.", "##..##", ".####.", "##..##", "##..##", ".####."],
        "9": [".####.", "##..##", ".#####", "....##", "....##", ".####."],
        ":": ["..", "##", "..", "..", "##", ".."],
        ".": ["..", "..", "..", "..", "..", "##"],
        " ": ["..", "..", "..", "..", "..", ".."],
        "-": ["....", "....", "####", "....", "....", "...."],
        "+": ["......", "..##..", "######", "..##..", "......", "......"],
        "%": ["##..##", "##.##.", "..##..", ".##.##", "##..##", "......"],
    ]

    /// The glyph for `scalar` and how far it has moved (sub-rows, down positive): DigitRoll's
    /// raised and lowered digits are the digit on its way up or down, half its height off.
    static func glyph(for scalar: Unicode.Scalar) -> (bitmap: [String], shift: Int)? {
        if let bitmap = bitmaps[scalar] { return (bitmap, 0) }
        guard let value = scalar.properties.numericType == .digit ? scalar.properties.numericValue : nil,
              let digit = Unicode.Scalar(UInt32(48 + Int(value))), let bitmap = bitmaps[digit] else { return nil }
        let raised: Set<Unicode.Scalar> = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
        return (bitmap, raised.contains(scalar) ? -BigNumerals.subRows / 2 : BigNumerals.subRows / 2)
    }

    /// Draws `text` as big numerals with its top left at (`column`, `row`), in `color` over what
    /// the cells hold, nothing outside `clip`; `rows` taller than the face's own are reached by
    /// stretching it (`stretched`).
    static func draw(
        _ text: String, column: Int, row: Int, clip: CellRect, color: Color, resolution: ShapeResolution, rows: Int? = nil, into buffer: inout CellBuffer
    ) {
        let glyphs = SubcellGlyphs.table(resolution)
        let rows = max(rows ?? 0, BigNumerals.rows(resolution))
        var x = column
        for scalar in text.unicodeScalars {
            guard let (face, shift) = glyph(for: scalar) else { continue }
            let bitmap = rows * resolution.rows > face.count ? stretched(face, to: rows * resolution.rows, colon: scalar == ":") : face
            let pixels = bitmap.map { Array($0.utf8) }
            let width = pixels[0].count / 2
            for cellRow in 0..<rows {
                for cellColumn in 0..<width {
                    var mask = 0
                    for subRow in 0..<resolution.rows {
                        let source = cellRow * resolution.rows + subRow - shift
                        guard pixels.indices.contains(source) else { continue }
                        for subColumn in 0..<2 where pixels[source][2 * cellColumn + subColumn] == UInt8(ascii: "#") {
                            mask |= 1 << (2 * subRow + subColumn)
                        }
                    }
                    let target = (column: x + cellColumn, row: row + cellRow)
                    guard mask != 0, target.column >= clip.column, target.column < clip.maxColumn, target.row >= clip.row, target.row < clip.maxRow else { continue }
                    var cell = buffer[target.column, target.row]
                    cell.glyph = glyphs[mask]
                    cell.foreground = color
                    cell.bold = false
                    cell.dim = false
                    buffer[target.column, target.row] = cell
                }
            }
            x += width + 1
        }
    }

    /// A glyph `subRows` tall from its six-row face, for the lock screen's clock: the cap, the
    /// middle bars and the base stay one sub-row thick and the two stems (rows 1 and 4) take
    /// the added height, so strokes keep their weight; the colon keeps square dots at a third
    /// and two thirds of the height.
    static func stretched(_ face: [String], to subRows: Int, colon: Bool) -> [String] {
        let blank = String(repeating: ".", count: face[0].count), dot = String(repeating: "#", count: face[0].count)
        if colon {
            return (0..<subRows).map { $0 == subRows / 3 || $0 == subRows - 1 - subRows / 3 ? dot : blank }
        }
        let extra = subRows - face.count
        let repeats = [1, 1 + extra / 2, 1, 1, 1 + extra - extra / 2, 1]
        return face.enumerated().flatMap { index, line in Array(repeating: line, count: repeats[index]) }
    }
}
