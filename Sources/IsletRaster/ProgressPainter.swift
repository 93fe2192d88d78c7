import Glibc
import IsletCells
import IsletLayout

/// Progress views drawn from their geometry at the shapes' sub-cell resolution, as SwiftUI
/// draws them: a linear `ProgressView` is a thin capsule track with a tinted capsule filled to
/// the exact fraction, a `Gauge` a ring lit clockwise from the top.
///
/// A cell holds two colours, the glyph's and the background's, and a cell where fill and track
/// meet would need three (fill, track, and the ground around them). There the fill's sub-cells
/// win and the track resumes in the next cell, so the fill's end stays exact to a sub-column:
/// half a column with quadrants and sextants alike, 84 steps across the lock screen's 42 columns.
struct ProgressPainter {
    let projection: CellProjection
    /// The caller's outline answers: a bar's ends and a ring recur on every frame.
    let memo: ShapeMemos

    /// How much of the tint the unfilled track shows (SwiftUI's is a faint tint of the fill;
    /// the vector pictures use the same share).
    static let trackOpacity = 0.25

    /// A linear progress bar in `cells`: a capsule one sub-row thick (the thinnest a cell can
    /// show; 4 pt on the phone) on the sub-row at or just below the middle of the middle row.
    func drawBar(fraction: Double, in cells: CellRect, color: Color, ground: Color, into buffer: inout CellBuffer) {
        guard cells.width > 0, cells.height > 0 else { return }
        let resolution = projection.shapes
        let row = cells.row + (cells.height - 1) / 2
        let subHeight = projection.rowPoints / Double(resolution.rows)
        let track = Rect(
            x: Double(cells.column) * projection.columnPoints, y: Double(row) * projection.rowPoints + Double(resolution.rows / 2) * subHeight,
            width: Double(cells.width) * projection.columnPoints, height: subHeight
        )
        let empty = CapsuleLine(track, row: row, projection: projection, memo: memo)
        var lit = track
        lit.width = track.width * min(1, max(0, fraction))
        // The fill starts where the track does; from five cells long it shares the track's left end.
        let full = lit.width > 0 ? CapsuleLine(lit, row: row, projection: projection, memo: memo, start: lit.width > 5 * projection.columnPoints ? empty.start : nil) : nil
        let tint = color.withOpacity(Self.trackOpacity).composited(over: ground)
        // The straight middle of the fill and of the track are runs of cells drawn alike.
        var column = cells.column
        while column < cells.maxColumn {
            let fill = full?.mask(column) ?? 0, track = empty.mask(column)
            var end = column + 1
            while end < cells.maxColumn, (full?.mask(end) ?? 0) == fill, empty.mask(end) == track { end += 1 }
            put(fill: fill, color: color, track: track, tint: tint, row: row, columns: column..<end, into: &buffer)
            column = end
        }
    }

    /// A circular gauge in `cells`: a ring as wide as the vector pictures' 4 pt stroke, or a
    /// sub-cell where that is more, inscribed in the cells and centred in them; the sub-cells
    /// whose centre lies within `fraction` of a turn clockwise from the top take the tint, the
    /// rest the track. A ring under two rows across is one `SmallRing` glyph.
    func drawRing(fraction: Double, in cells: CellRect, color: Color, ground: Color, into buffer: inout CellBuffer) {
        guard cells.width > 0, cells.height > 0 else { return }
        let resolution = projection.shapes
        let subWidth = projection.columnPoints / Double(resolution.columns)
        let subHeight = projection.rowPoints / Double(resolution.rows)
        let centre = (x: (Double(cells.column) + Double(cells.width) / 2) * projection.columnPoints, y: (Double(cells.row) + Double(cells.height) / 2) * projection.rowPoints)
        let outer = min(Double(cells.width) * projection.columnPoints, Double(cells.height) * projection.rowPoints) / 2
        let inner = max(0, outer - max(4, subWidth, subHeight))
        let tint = color.withOpacity(Self.trackOpacity).composited(over: ground)
        if SmallRing.isSmall(diameter: 2 * outer, projection: projection) {
            // One glyph: the lit quarters in the tint, or the bare track ring.
            let cell = SmallRing.cell(x: centre.x, y: centre.y, projection: projection)
            let quarters = SmallRing.quarters(fraction)
            guard cell.column >= 0, cell.row >= 0, cell.column < buffer.width, cell.row < buffer.height else { return }
            var drawn = buffer[cell.column, cell.row]
            drawn.glyph = SmallRing.glyphs[quarters]
            drawn.foreground = quarters > 0 ? color : tint
            drawn.bold = false
            buffer[cell.column, cell.row] = drawn
            return
        }
        let turn = min(1, max(0, fraction))
        let key = RingKey(cells: cells, projection: projection, turn: turn)
        let masks = memo.rings.value(for: key) { ringMasks(in: cells, outer: outer, inner: inner, turn: turn) }
        for row in cells.row..<cells.maxRow {
            for column in cells.column..<cells.maxColumn {
                let index = 2 * ((row - cells.row) * cells.width + column - cells.column)
                put(fill: masks[index], color: color, track: masks[index + 1], tint: tint, row: row, columns: column..<column + 1, into: &buffer)
            }
        }
    }

    /// The lit and the track sub-cells of each cell of a ring in `cells` between the radii
    /// `inner` and `outer`, lit for `turn` clockwise from the top: two masks a cell, row by row.
    private func ringMasks(in cells: CellRect, outer: Double, inner: Double, turn: Double) -> [Int] {
        let resolution = projection.shapes
        let subWidth = projection.columnPoints / Double(resolution.columns)
        let subHeight = projection.rowPoints / Double(resolution.rows)
        let centre = (x: (Double(cells.column) + Double(cells.width) / 2) * projection.columnPoints, y: (Double(cells.row) + Double(cells.height) / 2) * projection.rowPoints)
        let samples = 4
        var masks: [Int] = []
        masks.reserveCapacity(2 * cells.width * cells.height)
        for row in cells.row..<cells.maxRow {
            for column in cells.column..<cells.maxColumn {
                var fillMask = 0, trackMask = 0
                for subRow in 0..<resolution.rows {
                    for subColumn in 0..<resolution.columns {
                        let left = Double(column) * projection.columnPoints + Double(subColumn) * subWidth
                        let top = Double(row) * projection.rowPoints + Double(subRow) * subHeight
                        var inside = 0
                        for sy in 0..<samples {
                            for sx in 0..<samples {
                                let dx = left + (Double(sx) + 0.5) * subWidth / Double(samples) - centre.x
                                let dy = top + (Double(sy) + 0.5) * subHeight / Double(samples) - centre.y
                                let distance = (dx * dx + dy * dy).squareRoot()
                                if distance <= outer && distance >= inner { inside += 1 }
                            }
                        }
                        guard 2 * inside >= samples * samples else { continue }
                        let dx = left + subWidth / 2 - centre.x, dy = top + subHeight / 2 - centre.y
                        // Clockwise from twelve o'clock, 0..<1 of a turn.
                        var angle = atan2(dx, -dy) / (2 * Double.pi)
                        if angle < 0 { angle += 1 }
                        let bit = 1 << (2 * subRow + subColumn)
                        if angle < turn { fillMask |= bit } else { trackMask |= bit }
                    }
                }
                masks.append(fillMask)
                masks.append(trackMask)
            }
        }
        return masks
    }

    /// The fill and track sub-cells of the cells `columns` on `row`: when together they cover a
    /// cell, the fill's character on the track's colour; otherwise the fill's alone, or else the
    /// track's, over what the cell holds.
    private func put(fill: Int, color: Color, track: Int, tint: Color, row: Int, columns: Range<Int>, into buffer: inout CellBuffer) {
        guard fill | track != 0 else { return }
        let full = (1 << (projection.shapes.columns * projection.shapes.rows)) - 1
        let glyph = SubcellGlyphs.table(projection.shapes)[fill != 0 ? fill : track]
        buffer.overlay(glyph, foreground: fill != 0 ? color : tint, background: fill != 0 && fill | track == full ? tint : nil, row: row, columns: columns)
    }
}

/// A capsule one sub-row thick along row `row`, measured by `ShapeCoverage` only in the two
/// cells at each end, where its round caps are (a cap is half a sub-row, less than a cell):
/// every cell between holds the same straight sub-row. A bar is drawn on every frame, and
/// measuring its whole length cost a board a sixth of its time; the end masks are kept as
/// numbers so that reading them copies nothing.
private struct CapsuleLine {
    let columns: ClosedRange<Int>
    let straight: Int
    /// The masks of the cells at `columns`' first two and last two positions, in order; for a
    /// capsule of four cells or fewer, its cells' masks from the first.
    private(set) var ends = (0, 0, 0, 0)

    /// `start`: the masks of the first two cells when another capsule with the same left end
    /// (the track, for the fill) has measured them.
    init(_ outline: Rect, row: Int, projection: CellProjection, memo: ShapeMemos, start: (Int, Int)? = nil) {
        let cw = projection.columnPoints
        let first = Int(saturating: (outline.x / cw + 1e-9).rounded(.down))
        let last = max(first, Int(saturating: (outline.maxX / cw - 1e-9).rounded(.up)) - 1)
        columns = first...last
        straight = 0b11 << (2 * (projection.shapes.rows / 2))
        func measure(_ from: Int, _ count: Int) -> [Int] {
            let cells = CellRect(column: from, row: row, width: count, height: 1)
            return memo.masks(cells: cells, outline: outline, cornerRadius: outline.height / 2, projection: projection)
        }
        if columns.count <= 4 {
            let masks = measure(first, columns.count)
            func at(_ index: Int) -> Int { index < masks.count ? masks[index] : 0 }
            ends = (at(0), at(1), at(2), at(3))
        } else {
            let right = measure(last - 1, 2)
            if let start {
                ends = (start.0, start.1, right[0], right[1])
            } else {
                let left = measure(first, 2)
                ends = (left[0], left[1], right[0], right[1])
            }
        }
    }

    /// The masks of the first two cells, for a capsule that starts where this one does.
    var start: (Int, Int)? { columns.count > 4 ? (ends.0, ends.1) : nil }

    /// The covered sub-cells of the cell in `column`.
    func mask(_ column: Int) -> Int {
        guard columns.contains(column) else { return 0 }
        let offset = column - columns.lowerBound, fromEnd = columns.upperBound - column
        let slot = columns.count <= 4 || offset < 2 ? offset : (fromEnd < 2 ? 3 - fromEnd : -1)
        switch slot {
        case 0: return ends.0
        case 1: return ends.1
        case 2: return ends.2
        case 3: return ends.3
        default: return straight
        }
    }
}
