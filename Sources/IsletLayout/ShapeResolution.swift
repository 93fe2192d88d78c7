/// How finely a cell is divided when islands, cards and tracks are drawn: the shape's outline
/// is sampled per sub-cell and each cell becomes the block character of its covered sub-cells.
///
/// Quadrants (2 x 2) are in every monospace font islet has met, so they are the default;
/// sextants (2 x 3, Unicode 13's "Symbols for Legacy Computing") round the short ends of a
/// capsule better but show as boxes where the font lacks them (docs/DECISIONS.md, "Shapes from their geometry").
public enum ShapeResolution: String, CaseIterable, Equatable, Sendable {
    case quadrant
    case sextant

    /// Sub-cells across one cell.
    public var columns: Int { 2 }

    /// Sub-cells down one cell.
    public var rows: Int { self == .quadrant ? 2 : 3 }
}
