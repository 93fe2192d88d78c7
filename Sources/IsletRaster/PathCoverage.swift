import IsletLayout

/// Which sub-cells a path view covers, in the same masks `ShapeCoverage` gives the rounded
/// outlines (bit `2 * subRow + subColumn` from the top left), so one painter draws both. The
/// path is flattened to polylines (`ShapePath.polylines`):
///
/// - a fill covers a sub-cell when at least half of its four sample points are inside the
///   polygons (non-zero winding, as SwiftUI fills);
/// - a stroke covers a sub-cell whose centre lies within half the line's width of the line, or
///   that the line's centre passes through, so a line thinner than a sub-cell is one unbroken
///   run. The sub-cell is taken from its top left edges to nine tenths of the way across and
///   down: a line exactly on the edge between two sub-cells lights the one below (or right of)
///   it, and a line grazing the far corner leaves it.
struct PathCoverage {
    typealias Point = PathPoint

    let columns: Int
    let rows: Int
    let subWidth: Double
    let subHeight: Double
    let columnPoints: Double
    let rowPoints: Double
    /// Filled outlines, each closed.
    private var polygons: [[Point]] = []
    /// A stroke's straight pieces, and half its width.
    private var pieces: [(Point, Point)] = []
    private let halfWidth: Double

    init(layer: ShapeLayer, columns: Int, rows: Int, projection: CellProjection) {
        self.columns = columns
        self.rows = rows
        columnPoints = projection.columnPoints
        rowPoints = projection.rowPoints
        subWidth = projection.columnPoints / Double(columns)
        subHeight = projection.rowPoints / Double(rows)
        halfWidth = (layer.lineWidth ?? 0) / 2
        guard let path = layer.path else { return }
        if layer.lineWidth == nil {
            polygons = path.polylines.map(\.points)
        } else {
            for line in path.dashed(layer.dash) {
                var points = line.points
                if line.closed, let first = points.first { points.append(first) }
                pieces += zip(points, points.dropFirst()).map { ($0, $1) }
            }
        }
    }

    /// The covered sub-cells of the cell at (`column`, `row`) in surface cells.
    func mask(column: Int, row: Int) -> Int {
        let left = Double(column) * columnPoints, top = Double(row) * rowPoints
        let near = pieces.isEmpty ? [] : pieces.filter { touches($0, left: left - halfWidth, top: top - halfWidth, right: left + columnPoints + halfWidth, bottom: top + rowPoints + halfWidth) }
        if polygons.isEmpty, near.isEmpty { return 0 }
        var mask = 0
        for subRow in 0..<rows {
            for subColumn in 0..<columns {
                let x = left + Double(subColumn) * subWidth, y = top + Double(subRow) * subHeight
                if polygons.isEmpty ? stroked(near, x: x, y: y) : filled(x: x, y: y) { mask |= 1 << (2 * subRow + subColumn) }
            }
        }
        return mask
    }

    /// At least two of four points spread over the sub-cell at (`x`, `y`) are inside.
    private func filled(x: Double, y: Double) -> Bool {
        var inside = 0
        for (u, v) in [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)] where winding(Point(x: x + u * subWidth, y: y + v * subHeight)) != 0 {
            inside += 1
        }
        return inside >= 2
    }

    /// The winding number of the polygons around `point`.
    private func winding(_ point: Point) -> Int {
        var total = 0
        for polygon in polygons where polygon.count > 2 {
            for (index, a) in polygon.enumerated() {
                let b = polygon[(index + 1) % polygon.count]
                if a.y <= point.y {
                    if b.y > point.y, side(a, b, point) > 0 { total += 1 }
                } else if b.y <= point.y, side(a, b, point) < 0 {
                    total -= 1
                }
            }
        }
        return total
    }

    /// Positive when `point` is left of the line from `a` to `b` (y down).
    private func side(_ a: Point, _ b: Point, _ point: Point) -> Double {
        (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
    }

    /// The line covers the sub-cell at (`x`, `y`): its centre is within the line's half width,
    /// or the line passes through the sub-cell's middle half.
    private func stroked(_ near: [(Point, Point)], x: Double, y: Double) -> Bool {
        let centre = Point(x: x + subWidth / 2, y: y + subHeight / 2)
        for (a, b) in near {
            if Self.distance(centre, a, b) <= halfWidth { return true }
            if touches((a, b), left: x, top: y, right: x + subWidth * 0.9, bottom: y + subHeight * 0.9) { return true }
        }
        return false
    }

    /// The distance from `point` to the piece from `a` to `b`.
    static func distance(_ point: Point, _ a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = dx * dx + dy * dy
        let t = length > 0 ? min(1, max(0, ((point.x - a.x) * dx + (point.y - a.y) * dy) / length)) : 0
        let x = a.x + t * dx - point.x, y = a.y + t * dy - point.y
        return (x * x + y * y).squareRoot()
    }

    /// Whether the piece crosses the box (Liang and Barsky's clipping).
    private func touches(_ piece: (Point, Point), left: Double, top: Double, right: Double, bottom: Double) -> Bool {
        let (a, b) = piece
        let dx = b.x - a.x, dy = b.y - a.y
        var low = 0.0, high = 1.0
        for (p, q) in [(-dx, a.x - left), (dx, right - a.x), (-dy, a.y - top), (dy, bottom - a.y)] {
            if p == 0 {
                if q < 0 { return false }
            } else {
                let t = q / p
                if p < 0 { low = max(low, t) } else { high = min(high, t) }
                if low > high { return false }
            }
        }
        return true
    }
}
