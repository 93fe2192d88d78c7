import IsletCells
import IsletLayout

/// Shape coverage for the painters, remembered: the sampler lives with the layout (which keeps
/// content clear of what it cuts), the memo with the painters that draw every frame.
extension ShapeCoverage {
    /// `masks()` of the outline in `cells`, remembered (`GeometryMemo`): a progress bar's
    /// capsule ends and a shape view's outlines are the same on every frame that shows them.
    static func masks(cells: CellRect, outline: Rect, cornerRadius: Double, projection: CellProjection) -> [Int] {
        memo.value(for: OutlineKey(cells: cells, outline: outline, cornerRadius: cornerRadius, projection: projection)) {
            ShapeCoverage(cells: cells, outline: outline, cornerRadius: cornerRadius, projection: projection).masks()
        }
    }

    /// The masks of the outlines drawn lately: a board has a few bars and shape views.
    private static let memo = GeometryMemo<OutlineKey, [Int]>(limit: 512)
}
