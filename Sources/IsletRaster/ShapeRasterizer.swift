import IsletCells
import IsletLayout

/// Draws rounded rectangles at quadrant resolution (2x2 per cell). The shape's outline sits
/// half a cell inside its cell rectangle on every side, so rims and rounded ends are drawn
/// with quadrant blocks and the outline shows even without colour.
public struct ShapeRasterizer: Sendable {
    public let projection: CellProjection

    public init(projection: CellProjection) {
        self.projection = projection
    }

    /// Quadrant blocks by coverage mask: upper-left 1, upper-right 2, lower-left 4, lower-right 8.
    /// Kept as cell glyphs, since every rim cell of every frame takes one.
    static let quadrants = [" ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█"].map(InlineGlyph.init)

    /// Fills `shape` into `buffer` at offset (`column`, `row`): covered cells get the fill as
    /// background, partly covered ones a quadrant block in the fill (or rim) colour.
    public func draw(_ shape: SurfaceShape, into buffer: inout CellBuffer, column: Int, row: Int) {
        let cw = projection.columnPoints, rh = projection.rowPoints
        let cells = shape.cells
        let left = (Double(cells.column) + 0.5) * cw, right = (Double(cells.maxColumn) - 0.5) * cw
        let top = (Double(cells.row) + 0.5) * rh, bottom = (Double(cells.maxRow) - 0.5) * rh
        let radius = min(shape.cornerRadius, (bottom - top) / 2, (right - left) / 2)
        func inside(_ x: Double, _ y: Double) -> Bool {
            guard x >= left, x <= right, y >= top, y <= bottom else { return false }
            let cx = min(max(x, left + radius), right - radius), cy = min(max(y, top + radius), bottom - radius)
            let dx = x - cx, dy = y - cy
            return dx * dx + dy * dy <= radius * radius + 1e-6
        }
        // Columns whose samples all lie between the rounded ends depend only on the row, so one
        // sample set serves the whole middle of each row.
        let firstMiddle = Int(saturating: ((left + radius) / cw - 0.25).rounded(.up))
        let lastMiddle = Int(saturating: ((right - radius) / cw - 0.75).rounded(.down))
        let filled = Cell(text: " ", background: shape.fill)
        let rim = shape.rim ?? shape.fill
        func paint(_ mask: Int, column: Int, row: Int) {
            if mask == 15 {
                buffer[column, row] = filled
            } else if mask != 0 {
                var cell = buffer[column, row]
                cell.glyph = Self.quadrants[mask]
                cell.foreground = rim
                cell.bold = false
                buffer[column, row] = cell
            }
        }
        let middleStart = min(max(firstMiddle, cells.column), cells.maxColumn), middleEnd = min(lastMiddle + 1, cells.maxColumn)
        let middle = middleStart..<max(middleStart, middleEnd)
        for y in cells.row..<cells.maxRow where (0..<buffer.height).contains(row + y) {
            let upperY = (Double(y) + 0.25) * rh, lowerY = (Double(y) + 0.75) * rh
            func mask(_ x: Int) -> Int {
                let leftX = (Double(x) + 0.25) * cw, rightX = (Double(x) + 0.75) * cw
                var mask = 0
                if inside(leftX, upperY) { mask |= 1 }
                if inside(rightX, upperY) { mask |= 2 }
                if inside(leftX, lowerY) { mask |= 4 }
                if inside(rightX, lowerY) { mask |= 8 }
                return mask
            }
            func paintEnd(_ columns: Range<Int>) {
                for x in columns where (0..<buffer.width).contains(column + x) {
                    paint(mask(x), column: column + x, row: row + y)
                }
            }
            paintEnd(cells.column..<middle.lowerBound)
            paintEnd(middle.upperBound..<cells.maxColumn)
            guard let first = middle.first else { continue }
            let middleMask = mask(first)
            if middleMask == 15 {
                buffer.fill(row: row + y, columns: column + middle.lowerBound..<column + middle.upperBound, with: filled)
            } else if middleMask != 0 {
                for x in middle where (0..<buffer.width).contains(column + x) {
                    paint(middleMask, column: column + x, row: row + y)
                }
            }
        }
    }
}
