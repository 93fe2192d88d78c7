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

/// The exact inputs of a rounded rectangle's coverage: its cells, its outline and corner
/// radius in points (as bit patterns) and the projection's cell size and sub-cell resolution.
struct OutlineKey: Hashable, Sendable {
    private let column: Int, row: Int, width: Int, height: Int
    private let x: UInt64, y: UInt64, outlineWidth: UInt64, outlineHeight: UInt64, radius: UInt64
    private let columnPoints: UInt64, rowPoints: UInt64
    private let shapes: ShapeResolution

    init(cells: CellRect, outline: Rect, cornerRadius: Double, projection: CellProjection) {
        (column, row, width, height) = (cells.column, cells.row, cells.width, cells.height)
        (x, y, outlineWidth, outlineHeight) = (outline.x.bitPattern, outline.y.bitPattern, outline.width.bitPattern, outline.height.bitPattern)
        radius = cornerRadius.bitPattern
        (columnPoints, rowPoints) = (projection.columnPoints.bitPattern, projection.rowPoints.bitPattern)
        shapes = projection.shapes
    }
}
