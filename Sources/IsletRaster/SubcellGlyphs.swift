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

    static func table(_ resolution: ShapeResolution) -> [InlineGlyph] {
        resolution == .quadrant ? quadrants : sextants
    }

    /// Every character the shapes may emit, keyline hairlines and small rings included, for the
    /// width-table test.
    static var all: [String] {
        let hairlines = ShapeRasterizer.hairlines
        return (quadrants + sextants + [hairlines.top, hairlines.bottom, hairlines.left, hairlines.right] + SmallRing.glyphs).map(\.string)
    }
}
