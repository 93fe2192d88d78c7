import IsletCells
import IsletLayout

/// Which sub-cells a shape's true outline covers: a sub-cell is on when the rounded rectangle
/// (or capsule, or circle) covers at least half of its area, measured by integrating the
/// outline's height over a few sample lines across the sub-cell.
///
/// Every distance is taken from the outline's centre with whole-number sample positions, so a
/// shape centred in its cells (every island is: REFERENCE.md §1, the camera) comes out exactly
/// mirror-symmetric, whatever the rounding of the points.
package struct ShapeCoverage {
    /// Sample lines across each sub-column.
    package static let samples = 4

    package let resolution: ShapeResolution
    package let cells: CellRect
    private let subHeight: Double
    private let offsetY: Double
    private let rowCount: Int
    /// Per sub-column: the outline's half height at each sample line (negative: no shape there).
    private var halfHeights: [Double]
    /// Per sub-column: the least and the greatest of its half heights.
    private var bounds: [Bounds]
    /// The cells' columns (counted from `cells.column`) between the rounded ends, where the
    /// outline is straight: every cell of a row there has the same mask.
    package private(set) var straightColumns: Range<Int> = 0..<0

    package init(shape: SurfaceShape, projection: CellProjection) {
        self.init(cells: shape.cells, outline: shape.outline(in: projection), cornerRadius: shape.cornerRadius, projection: projection)
    }

    /// The coverage of a rounded rectangle `outline` (points, in the same coordinates as
    /// `cells`) in `cells`: islands and cards, and progress tracks.
    package init(cells: CellRect, outline: Rect, cornerRadius: Double, projection: CellProjection) {
        resolution = projection.shapes
        self.cells = cells
        let n = Self.samples
        let columnCount = cells.width * resolution.columns
        rowCount = cells.height * resolution.rows
        let subWidth = projection.columnPoints / Double(resolution.columns)
        subHeight = projection.rowPoints / Double(resolution.rows)
        let step = subWidth / Double(2 * n)
        let offsetX = (Double(cells.column) + Double(cells.width) / 2) * projection.columnPoints - (outline.x + outline.width / 2)
        offsetY = (Double(cells.row) + Double(cells.height) / 2) * projection.rowPoints - (outline.y + outline.height / 2)
        let halfWidth = outline.width / 2, halfHeight = outline.height / 2
        let radius = max(0, min(cornerRadius, halfWidth, halfHeight))
        let straight = halfWidth - radius
        // Filled in place rather than appended sample by sample: every island, circle and card
        // of every board is sampled here.
        var firstStraight = -1, lastStraight = -1
        var heights = [Double](repeating: 0, count: columnCount * n)
        var bounds = [Bounds](repeating: Bounds(low: 0, high: 0), count: columnCount)
        heights.withUnsafeMutableBufferPointer { heights in
            bounds.withUnsafeMutableBufferPointer { bounds in
                // A shape centred on its columns has its right half's samples at the left
                // half's positions negated, so at the same distances: they are copied across.
                let mirrored = offsetX == 0 ? (columnCount + 1) / 2 : columnCount
                for column in 0..<columnCount {
                    var low = Double.infinity, high = -Double.infinity
                    if column >= mirrored {
                        let source = columnCount - 1 - column
                        for sample in 0..<n { heights[column * n + sample] = heights[source * n + n - 1 - sample] }
                        (low, high) = (bounds[source].low, bounds[source].high)
                    } else {
                        for sample in 0..<n {
                            let position = 2 * n * column + 2 * sample + 1 - n * columnCount
                            let distance = abs(Double(position) * step + offsetX)
                            let height: Double
                            if distance > halfWidth {
                                height = -1
                            } else if distance > straight {
                                let dx = distance - straight
                                height = halfHeight - radius + (radius * radius - dx * dx).squareRoot()
                            } else {
                                height = halfHeight
                            }
                            heights[column * n + sample] = height
                            low = min(low, height)
                            high = max(high, height)
                        }
                    }
                    bounds[column] = Bounds(low: low, high: high)
                    if low == halfHeight && high == halfHeight {
                        if firstStraight < 0 { firstStraight = column }
                        lastStraight = column
                    }
                }
            }
        }
        halfHeights = heights
        self.bounds = bounds
        if firstStraight >= 0 {
            let columns = resolution.columns
            straightColumns = (firstStraight + columns - 1) / columns..<max((firstStraight + columns - 1) / columns, (lastStraight + 1) / columns)
        }
    }

    /// The mask of every cell of `cells`, row by row. The straight middle of a row is one mask,
    /// measured once; a shape centred on its rows (every island and card) is measured down to
    /// its middle row and the rows below are the ones above upside down: their edges are the
    /// same distances from the centre, negated exactly, so every comparison comes out the same.
    package func masks() -> [Int] {
        let width = cells.width, height = cells.height, rows = resolution.rows
        guard width > 0, height > 0 else { return [] }
        let measured = offsetY == 0 ? (height + 1) / 2 : height
        let straight = straightColumns.clamped(to: 0..<width)
        var masks = [Int](repeating: 0, count: width * height)
        masks.withUnsafeMutableBufferPointer { masks in
            for y in 0..<measured {
                let row = masks.baseAddress! + y * width
                for x in 0..<width where !straight.contains(x) { row[x] = mask(column: cells.column + x, row: cells.row + y) }
                if !straight.isEmpty {
                    (row + straight.lowerBound).update(repeating: mask(column: cells.column + straight.lowerBound, row: cells.row + y), count: straight.count)
                }
            }
            for y in measured..<height {
                let row = masks.baseAddress! + y * width, source = masks.baseAddress! + (height - 1 - y) * width
                for x in 0..<width { row[x] = Self.upsideDown(source[x], rows: rows) }
            }
        }
        return masks
    }

    /// `mask` with its sub-rows in the opposite order.
    private static func upsideDown(_ mask: Int, rows: Int) -> Int {
        rows == 2 ? (mask & 0b11) << 2 | (mask >> 2) & 0b11 : (mask & 0b11) << 4 | mask & 0b1100 | (mask >> 4) & 0b11
    }

    /// The covered sub-cells of cell (`column`, `row`) (in the surface's cells) as a bit mask:
    /// bit `2 * subRow + subColumn`, counted from the top left.
    ///
    /// A sub-column whose outline spans the whole cell, or misses it, is decided from its
    /// bounds alone; only the cells the outline crosses are measured sample by sample.
    package func mask(column: Int, row: Int) -> Int {
        let rows = resolution.rows, half = subHeight / 2
        let first = (row - cells.row) * rows
        let cellTop = Double(2 * first - rowCount) * half + offsetY
        let cellBottom = Double(2 * (first + rows) - rowCount) * half + offsetY
        var mask = 0
        for subColumn in 0..<resolution.columns {
            let sub = (column - cells.column) * resolution.columns + subColumn
            let (low, high) = (bounds[sub].low, bounds[sub].high)
            if high <= 0 || cellBottom <= -high || cellTop >= high { continue }
            if cellTop >= -low && cellBottom <= low {
                mask |= (rows == 2 ? 0b0101 : 0b01_0101) << subColumn
                continue
            }
            for subRow in 0..<rows {
                let index = first + subRow
                let top = Double(2 * index - rowCount) * half + offsetY
                let bottom = Double(2 * index + 2 - rowCount) * half + offsetY
                if covers(sub, top: top, bottom: bottom) { mask |= 1 << (2 * subRow + subColumn) }
            }
        }
        return mask
    }

    /// Whether the outline covers at least half of sub-column `sub` between `top` and `bottom`
    /// (measured from the outline's vertical centre).
    private func covers(_ sub: Int, top: Double, bottom: Double) -> Bool {
        let (low, high) = (bounds[sub].low, bounds[sub].high)
        if high <= 0 || bottom <= -high || top >= high { return false }
        if top >= -low && bottom <= low { return true }
        var covered = 0.0
        for height in halfHeights[(sub * Self.samples)..<((sub + 1) * Self.samples)] {
            covered += max(0, min(bottom, height) - max(top, -height))
        }
        return covered >= (bottom - top) * Double(Self.samples) * 0.5 - 1e-9
    }

    /// The least and the greatest half height of a sub-column's samples.
    private struct Bounds {
        let low: Double
        let high: Double
    }
}
