import IsletCells
import IsletLayout
import Synchronization

/// A small memo of answers worked out from geometry alone, for drawing that is asked the same
/// question on every frame: the previewer draws the same pill, circle and card each time it
/// redraws, and a board draws the same islands whenever it is rendered again. It holds at most
/// `limit` answers and forgets them all when full (a morph makes a new outline on every frame,
/// and those are not asked for twice), so it never grows without bound. A key must hold every
/// input of the answer exactly (lengths as bit patterns), so a remembered answer is the one
/// that would be worked out again.
final class GeometryMemo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    let limit: Int
    private let entries = Mutex<[Key: Value]>([:])

    init(limit: Int) {
        self.limit = limit
    }

    /// The answer for `key`, made by `make` when it is not remembered.
    func value(for key: Key, _ make: () -> Value) -> Value {
        if let known = entries.withLock({ $0[key] }) { return known }
        let made = make()
        entries.withLock { entries in
            if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
            entries[key] = made
        }
        return made
    }

    /// How many answers are remembered.
    var count: Int { entries.withLock { $0.count } }
}

/// The exact inputs of a whole (untrimmed) path layer's masks: the cells measured, the
/// sub-cell grid, the projection's cell size, the line's width and dashes, and every element
/// of the path, lengths as bit patterns.
struct PathLayerKey: Hashable, Sendable {
    private let words: [UInt64]

    init(layer: ShapeLayer, cells: CellRect, resolution: (columns: Int, rows: Int), projection: CellProjection) {
        var words = [cells.column, cells.row, cells.width, cells.height, resolution.columns, resolution.rows].map { UInt64(bitPattern: Int64($0)) }
        words += [projection.columnPoints.bitPattern, projection.rowPoints.bitPattern, layer.lineWidth == nil ? 0 : 1, layer.lineWidth?.bitPattern ?? 0]
        words.append(UInt64(layer.dash.count))
        words += layer.dash.map(\.bitPattern)
        for element in layer.path?.elements ?? [] {
            switch element {
            case .move(let point): words += [1, point.x.bitPattern, point.y.bitPattern]
            case .line(let point): words += [2, point.x.bitPattern, point.y.bitPattern]
            case .quadCurve(let to, let control): words += [3, to.x.bitPattern, to.y.bitPattern, control.x.bitPattern, control.y.bitPattern]
            case .curve(let to, let control1, let control2):
                words += [4, to.x.bitPattern, to.y.bitPattern, control1.x.bitPattern, control1.y.bitPattern, control2.x.bitPattern, control2.y.bitPattern]
            case .close: words.append(5)
            }
        }
        self.words = words
    }
}

/// The exact inputs of a ring gauge's sub-cells: its cells, the projection and the lit turn.
struct RingKey: Hashable, Sendable {
    private let column: Int, row: Int, width: Int, height: Int
    private let columnPoints: UInt64, rowPoints: UInt64, turn: UInt64
    private let shapes: ShapeResolution

    init(cells: CellRect, projection: CellProjection, turn: Double) {
        (column, row, width, height) = (cells.column, cells.row, cells.width, cells.height)
        (columnPoints, rowPoints) = (projection.columnPoints.bitPattern, projection.rowPoints.bitPattern)
        self.turn = turn.bitPattern
        shapes = projection.shapes
    }
}
