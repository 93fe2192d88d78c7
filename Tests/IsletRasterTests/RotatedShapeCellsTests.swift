import IsletTestSupport
import Testing

/// `rotationEffect` on shapes in the cells (issue 17, item 3): a turned rectangle or capsule is
/// drawn turned about its frame's centre at the sub-cell resolution, as the pictures draw it,
/// not upright; turning happens in points, where a column is 8 pt and a row 18 pt, so 45° is
/// 45° at the cells' aspect. A circle's turn still moves only its trim (the ring snapshots).
@Suite struct RotatedShapeCellsTests {
    /// A needle (a thin capsule) and a square, both turned 45°, and the square stroked.
    static let view = #"""
    { "hstack": [
      { "shape": "capsule", "fill": "orange", "rotation": 45, "frame": { "width": 6, "height": 72 } },
      { "shape": "rectangle", "fill": "green", "rotation": 45, "frame": { "width": 54, "height": 54 } },
      { "shape": "rectangle", "stroke": "blue", "lineWidth": 2, "rotation": 45, "frame": { "width": 54, "height": 54 } }
    ], "spacing": 48, "padding": 32 }
    """#

    @Test func turnedShapesDrawTurnedAsRecorded() {
        let drawn = lockScreenCells(Self.view, columns: 40, rows: 8)
        // A covered cell is a blank on the shape's colour: shown as "█".
        let lines = zip(drawn.rows, drawn.backgrounds).map { text, ground in
            String(zip(text, ground).map { $0 == " " && $1 != "." ? "█" : $0 })
        }
        // The needle (the first eight columns) leans like "/": its top is right of its bottom.
        let needle = lines.enumerated().compactMap { row, text in Array(text.prefix(8)).firstIndex { $0 != " " }.map { (row, $0) } }
        #expect(needle.count >= 3, "the needle spans rows:\n\(lines.joined(separator: "\n"))")
        if let top = needle.first, let bottom = needle.last { #expect(top.1 > bottom.1, "the needle leans right at the top:\n\(lines.joined(separator: "\n"))") }
        assertSnapshot(lines.joined(separator: "\n") + "\n", named: "rotated-shapes.lock")
    }
}
