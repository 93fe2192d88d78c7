import IsletCells
import IsletLayout

/// The island's outline on its way from one surface to another, in cells.
///
/// Everything is measured from the horizontal centre of the surface, which is the camera's:
/// callers place every surface (and every frame) centred on the camera, as the layouts are. So
/// a frame is as wide as its outline, and widths move in steps of 2 columns (one each side),
/// keeping the outline symmetric; only a change of parity (an odd-width target) lands on its
/// last frame. Heights grow downward from the top, where the island hangs.
struct ShapeMorph {
    let from: LaidOutSurface
    let to: LaidOutSurface
    let projection: CellProjection
    /// 1 when the camera is an odd number of columns wide: a canvas of the other parity is
    /// centred half a column off it, which balancing two shapes must allow for.
    let cameraParity: Int

    /// The canvas and shapes of one frame.
    struct Outline {
        let columns: Int
        let rows: Int
        let shapes: [SurfaceShape]
    }

    /// The outline `travel` of the way from `from` to `to` (eased; may overshoot past 1).
    ///
    /// Only a lone island swings past its end, one column each side: with a detached circle at
    /// either end the island is not centred on its own centre, and a swing about that would
    /// tip the pair off the camera, so those shapes settle without one.
    func outline(at eased: Double) -> Outline {
        if eased == 1 || (from.shapes == to.shapes && from.columns == to.columns && from.rows == to.rows) {
            return Outline(columns: to.columns, rows: to.rows, shapes: to.shapes)
        }
        if eased == 0 { return Outline(columns: from.columns, rows: from.rows, shapes: from.shapes) }
        let swings = from.shapes.count <= 1 && to.shapes.count <= 1
        let travel = swings ? eased : min(eased, 1)
        let swing = swings ? 2 : 0
        let columns = Self.stepped(from.columns, to.columns, travel, swing: swing)
        let rows = Self.bounded(Int(saturating: lerp(Double(from.rows), Double(to.rows), travel).rounded()), from.rows, to.rows, swing: 0)
        let shapes = (0..<max(from.shapes.count, to.shapes.count)).compactMap { index in
            shape(index < from.shapes.count ? from.shapes[index] : nil, index < to.shapes.count ? to.shapes[index] : nil,
                  travel: travel, swing: swing, canvas: columns)
        }
        return Outline(columns: columns, rows: rows, shapes: balanced(shapes, canvas: columns))
    }

    /// `shapes` moved together, by whole columns, until the columns they cover are balanced on
    /// the camera within half a column. Each shape is rounded to cells on its own, so an island
    /// and a detached circle can together lean a column to one side; a lone shape never does.
    private func balanced(_ shapes: [SurfaceShape], canvas: Int) -> [SurfaceShape] {
        guard shapes.count > 1, let left = shapes.map(\.cells.column).min(), let right = shapes.map(\.cells.maxColumn).max() else { return shapes }
        // Twice the camera's column within the canvas, as placement centres it.
        let camera = 2 * (canvas / 2) + cameraParity
        let dx = -(left + right - camera) / 2
        guard dx != 0, left + dx >= 0, right + dx <= canvas else { return shapes }
        return shapes.map { shape in
            var cells = shape.cells
            cells.column += dx
            return SurfaceShape(kind: shape.kind, cells: cells, cornerRadius: shape.cornerRadius, fill: shape.fill, rim: shape.rim)
        }
    }

    /// How far right content laid out for `surface` moves to stay centred in `outline`.
    static func shift(of surface: LaidOutSurface, into outline: Outline) -> Int {
        Int(saturating: (Double(outline.columns - surface.columns) / 2).rounded(.down))
    }

    /// `regions` of `surface` placed in `outline`: moved to stay centred, and left out when
    /// they do not lie inside a shape (between its rims), as content is clipped by the island.
    static func place(_ regions: [LaidOutRegion], of surface: LaidOutSurface, in outline: Outline, projection: CellProjection) -> [LaidOutRegion] {
        let dx = shift(of: surface, into: outline)
        return regions.map { $0.shifted(by: dx, projection: projection) }.filter { region in
            outline.shapes.contains { shape in
                CellRect(column: shape.cells.column, row: shape.cells.row + 1, width: shape.cells.width, height: shape.cells.height - 2)
                    .contains(region.cells)
            }
        }
    }

    /// A width `travel` of the way from `a` to `b`, in steps of 2 from `a`, at most `swing`
    /// past either end: the spring's swing is one column each side however far apart the ends
    /// are, so the island never leaves the phone's margin.
    static func stepped(_ a: Int, _ b: Int, _ travel: Double, swing: Int) -> Int {
        bounded(a + 2 * Int(saturating: (Double(b - a) * travel / 2).rounded()), a, b, swing: swing)
    }

    /// `value` kept within `swing` of the range from `a` to `b`; heights do not swing (0), so
    /// the card below never has to make way for a bounce.
    static func bounded(_ value: Int, _ a: Int, _ b: Int, swing: Int) -> Int {
        min(max(value, min(a, b) - swing), max(a, b) + swing)
    }

    /// A shape's place measured from the surface's centre.
    private struct Box {
        var centre: Double
        var width: Int
        var row: Int
        var height: Int

        init(_ shape: SurfaceShape, in surfaceColumns: Int) {
            centre = Double(shape.cells.column) + Double(shape.cells.width) / 2 - Double(surfaceColumns) / 2
            width = shape.cells.width
            row = shape.cells.row
            height = shape.cells.height
        }

        /// This box with no width, at the trailing end of `surface`'s island (its first shape).
        func budding(from surface: LaidOutSurface) -> Box {
            var bud = self
            bud.width = 0
            bud.centre = surface.shapes.first.map { Box($0, in: surface.columns) }.map { $0.centre + Double($0.width) / 2 } ?? centre
            return bud
        }
    }

    /// One shape between its two ends; a shape only one end has grows out of (or shrinks into)
    /// the trailing end of the island at the other end, as the detached minimal circle splits
    /// from the island, so the whole stays balanced on the camera. Nil when too thin to draw.
    private func shape(_ a: SurfaceShape?, _ b: SurfaceShape?, travel: Double, swing: Int, canvas: Int) -> SurfaceShape? {
        guard let any = b ?? a else { return nil }
        var start = Box(a ?? any, in: a == nil ? to.columns : from.columns)
        var end = Box(b ?? any, in: b == nil ? from.columns : to.columns)
        if a == nil { start = start.budding(from: from) }
        if b == nil { end = end.budding(from: to) }
        let width = Self.stepped(start.width, end.width, travel, swing: swing)
        guard width >= 2 else { return nil }
        let height = max(2, Self.bounded(Int(saturating: lerp(Double(start.height), Double(end.height), travel).rounded()), start.height, end.height, swing: 0))
        let centre = lerp(start.centre, end.centre, travel)
        let column = min(max(0, Int(saturating: (Double(canvas) / 2 + centre - Double(width) / 2).rounded())), max(0, canvas - width))
        let cells = CellRect(column: column, row: Int(saturating: lerp(Double(start.row), Double(end.row), travel).rounded()), width: width, height: height)
        let first = a ?? any, last = b ?? any
        let blend = min(max(travel, 0), 1)
        let rim: Color? = first.rim == nil && last.rim == nil ? nil : (first.rim ?? first.fill).mixed(toward: last.rim ?? last.fill, blend)
        return SurfaceShape(
            kind: last.kind, cells: cells, cornerRadius: radius(first, last, travel: travel),
            fill: first.fill.mixed(toward: last.fill, blend), rim: rim
        )
    }

    /// Corners follow the shape: a capsule stays a capsule; otherwise the radius the rasterizer
    /// would draw at each end is interpolated.
    private func radius(_ a: SurfaceShape, _ b: SurfaceShape, travel: Double) -> Double {
        guard a.cornerRadius.isFinite || b.cornerRadius.isFinite else { return .infinity }
        func drawn(_ shape: SurfaceShape) -> Double {
            let width = Double(shape.cells.width - 1) * projection.columnPoints
            let height = Double(shape.cells.height - 1) * projection.rowPoints
            return max(0, min(shape.cornerRadius, width / 2, height / 2))
        }
        return max(0, lerp(drawn(a), drawn(b), travel))
    }
}

/// The value `t` of the way from `a` to `b`.
func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
