import IsletCells
import IsletLayout

/// A ring less than two rows across, drawn as one glyph: at a handful of sub-cells its outline
/// reads as quadrant noise, so it is the circle filled by the quarters it shows, in the cell at
/// its centre (docs/DECISIONS.md, "Shape views"). Shape views and circular gauges share it.
enum SmallRing {
    /// ○ ◔ ◑ ◕ ●: a ring, then a circle filled by one to four quarters.
    static let glyphs = ["○", "◔", "◑", "◕", "●"].map(InlineGlyph.init)

    /// Whether a ring `diameter` points across is drawn as a glyph.
    static func isSmall(diameter: Double, projection: CellProjection) -> Bool {
        diameter < 2 * projection.rowPoints
    }

    /// The quarters of a turn `fraction` shows, rounded: 0 (under an eighth) to 4.
    static func quarters(_ fraction: Double) -> Int {
        Int((min(1, max(0, fraction)) * 4).rounded())
    }

    /// The cell holding the point (`x`, `y`) in surface points.
    static func cell(x: Double, y: Double, projection: CellProjection) -> (column: Int, row: Int) {
        (Int(saturating: (x / projection.columnPoints).rounded(.down)), Int(saturating: (y / projection.rowPoints).rounded(.down)))
    }
}
