import IsletCells
import IsletLayout

/// The block character for every set of covered sub-cells, indexed by `ShapeCoverage`'s mask
/// (bit `2 * subRow + subColumn`, from the top left). Kept as cell glyphs, since every edge
/// cell of every frame takes one.
enum SubcellGlyphs {
    /// Half blocks and quadrants (U+2580-259F).
    static let quadrants = [" ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█"].map(InlineGlyph.init)

    /// Sextants (U+1FB00-1FB3B), in Unicode's order: the mask read as a number, skipping the
    /// four patterns that already had characters (empty, left half, right half, full).
    static let sextants: [InlineGlyph] = (0..<64).map { mask in
        switch mask {
        case 0: InlineGlyph(" ")
        case 21: InlineGlyph("▌")
        case 42: InlineGlyph("▐")
        case 63: InlineGlyph("█")
        default: InlineGlyph(Unicode.Scalar(0x1FB00 + UInt32(mask - 1 - (mask > 21 ? 1 : 0) - (mask > 42 ? 1 : 0)))!)
        }
    }

    /// Braille (U+2800-28FF) for a 2 x 4 mask: a chart's lines and points as dots. Unicode
    /// numbers the dots down the left column (1-3, then 7) and the right (4-6, then 8).
    static let braille: [InlineGlyph] = (0..<256).map { mask in
        let bits = [0x01, 0x08, 0x02, 0x10, 0x04, 0x20, 0x40, 0x80]
        let dots = bits.indices.reduce(0) { mask & (1 << $1) != 0 ? $0 | bits[$1] : $0 }
        return InlineGlyph(Unicode.Scalar(0x2800 + UInt32(dots))!)
    }

    static func table(_ resolution: ShapeResolution) -> [InlineGlyph] {
        resolution == .quadrant ? quadrants : sextants
    }

    /// The mask of each glyph of `table(resolution)`, or of `braille` for `dots`: which sub-cells
    /// a cell already shows, looked up where a later mark is drawn over it rather than by
    /// searching the 256 braille glyphs one by one for every cell of a chart.
    static func masks(_ resolution: ShapeResolution, dots: Bool) -> [InlineGlyph: Int] {
        dots ? brailleMasks : resolution == .quadrant ? quadrantMasks : sextantMasks
    }

    private static let quadrantMasks = masks(of: quadrants)
    private static let sextantMasks = masks(of: sextants)
    private static let brailleMasks = masks(of: braille)

    private static func masks(of table: [InlineGlyph]) -> [InlineGlyph: Int] {
        Dictionary(uniqueKeysWithValues: table.enumerated().map { ($1, $0) })
    }

    /// Every character the shapes may emit, keyline hairlines and small rings included, for the
    /// width-table test.
    static var all: [String] {
        let hairlines = ShapeRasterizer.hairlines
        return (quadrants + sextants + braille + [hairlines.top, hairlines.bottom, hairlines.left, hairlines.right] + SmallRing.glyphs).map(\.string)
    }
}
