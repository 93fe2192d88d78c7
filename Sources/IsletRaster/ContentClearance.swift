import IsletCells
import IsletLayout

/// Where content may sit inside an island so that it never touches a cell the outline cuts
/// (issue 12): on the phone, content keeps inside the island's margins and never runs under a
/// corner's arc or a capsule's end; in cells, a glyph beside a sub-cell that shows the
/// wallpaper reads as cut by it. A cell is clear when the shape covers it whole and no sub-cell
/// the outline leaves out lies within one cell of it (two sub-cells across, two or three down,
/// the square's four corners excepted, so the clearance is round like the phone's concentric
/// margins). A capsule's rims are half cells all along by design: a sub-cell that the straight
/// part of its row leaves out too does not count (docs/DECISIONS.md, "Content clear of the
/// outline").
package struct ContentClearance {
    private let cells: CellRect
    private let masks: [Int]
    /// Per row of `cells`: the mask of its straight middle (its middle column for a circle).
    private let straight: [Int]
    private let full: Int
    private let resolution: ShapeResolution

    package init(_ shape: SurfaceShape, projection: CellProjection) {
        let coverage = ShapeCoverage(shape: shape, projection: projection)
        let masks = coverage.masks()
        let cells = shape.cells
        let middle = coverage.straightColumns.isEmpty ? cells.width / 2 : coverage.straightColumns.lowerBound
        self.cells = cells
        self.masks = masks
        self.straight = (0..<cells.height).map { cells.width > 0 ? masks[$0 * cells.width + middle] : 0 }
        self.full = (1 << (projection.shapes.columns * projection.shapes.rows)) - 1
        self.resolution = projection.shapes
    }

    /// The mask of cell (`x`, `y`) counted from the shape's first cell; none outside it.
    private func mask(_ x: Int, _ y: Int) -> Int {
        guard x >= 0, y >= 0, x < cells.width, y < cells.height else { return 0 }
        return masks[y * cells.width + x]
    }

    /// Whether content may be drawn in cell (`column`, `row`), in the surface's cells.
    package func isClear(column: Int, row: Int) -> Bool {
        let x = column - cells.column, y = row - cells.row
        guard mask(x, y) == full else { return false }
        let (across, down) = (resolution.columns, resolution.rows)
        for dy in -1...1 {
            let expected = (0..<cells.height).contains(y + dy) ? straight[y + dy] : 0
            for dx in -1...1 {
                let missing = expected & ~mask(x + dx, y + dy)
                guard missing != 0 else { continue }
                for bit in 0..<(across * down) where missing & (1 << bit) != 0 {
                    // How many sub-cells this one lies beyond the content cell's edge on each axis.
                    let sub = (x: dx * across + bit % across, y: dy * down + bit / across)
                    let gap = (x: sub.x < 0 ? -sub.x : max(0, sub.x - across + 1), y: sub.y < 0 ? -sub.y : max(0, sub.y - down + 1))
                    if !(gap.x == across && gap.y == down) { return false }
                }
            }
        }
        return true
    }

    /// The columns in which every row of `rows` is clear, from the first such column to the
    /// last (the middle of an island is clear; only its ends are not).
    package func clearColumns(rows: Range<Int>) -> Range<Int> {
        let columns = cells.column..<cells.maxColumn
        let clear = { (column: Int) in rows.allSatisfy { isClear(column: column, row: $0) } }
        guard let first = columns.first(where: clear), let last = columns.last(where: clear) else { return cells.column..<cells.column }
        return first..<last + 1
    }
}
