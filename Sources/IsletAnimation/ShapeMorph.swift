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
            let frame = shape.frame.map { $0.offsetBy(dx: Double(dx) * projection.columnPoints, dy: 0) }
            return SurfaceShape(kind: shape.kind, cells: cells, frame: frame, cornerRadius: shape.cornerRadius, fill: shape.fill, rim: shape.rim)
        }
    }

    /// How far right content laid out for `surface` moves to stay centred in `outline`.
    static func shift(of surface: LaidOutSurface, into outline: Outline) -> Int {
        Int(saturating: (Double(outline.columns - surface.columns) / 2).rounded(.down))
    }

    /// `regions` of `surface` placed in `outline`, moved to stay centred, as the island clips
    /// its content: each region kept only where the shape's plain fill covers its rows. With
    /// `clipping`, a region is narrowed to the columns the fill covers on its rows (the
    /// painter clips every glyph to its region), as content arriving grows with the shape;
    /// without, it is kept whole or left out, as content leaving goes once it no longer fits.
    static func place(
        _ regions: [LaidOutRegion], of surface: LaidOutSurface, in outline: Outline, projection: CellProjection, clipping: Bool = false
    ) -> [LaidOutRegion] {
        let dx = shift(of: surface, into: outline)
        return regions.compactMap { region in
            let moved = region.shifted(by: dx, projection: projection)
            let covered = outline.shapes.lazy.compactMap { $0.fill(covering: moved.cells, projection: projection) }.first
            guard let cells = covered, clipping || cells == moved.cells else { return nil }
            return LaidOutRegion(
                name: moved.name, cells: cells, placed: moved.placed, phoneSize: moved.phoneSize, background: moved.background, margins: moved.margins
            )
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
        // At rest on its end's cells, the shape is that end's exactly.
        if b != nil, cells == last.cells, abs(travel - 1) < Spring.restTolerance { return last }
        let rim: Color? = first.rim == nil && last.rim == nil ? nil : (first.rim ?? first.fill).mixed(toward: last.rim ?? last.fill, blend)
        return SurfaceShape(
            kind: last.kind, cells: cells, frame: frame(of: cells, from: a.map(insets), to: b.map(insets), blend: blend),
            cornerRadius: radius(first, last, travel: travel), fill: first.fill.mixed(toward: last.fill, blend), rim: rim
        )
    }

    /// How far inside its cells a shape's outline runs on each side, in points: half a cell
    /// without a `frame`, the true outline's margins with one.
    private func insets(_ shape: SurfaceShape) -> [Double] {
        let outline = shape.outline(in: projection), cells = shape.cells
        let cw = projection.columnPoints, rh = projection.rowPoints
        return [
            outline.x - Double(cells.column) * cw, outline.y - Double(cells.row) * rh,
            Double(cells.column + cells.width) * cw - outline.maxX, Double(cells.row + cells.height) * rh - outline.maxY,
        ]
    }

    /// The outline on `cells`, its margins `blend` of the way between the two ends' (a shape
    /// only one end has keeps that end's): so the first frame of a morph fits its content as
    /// the surface it leaves did, and the last as the surface it reaches will.
    private func frame(of cells: CellRect, from a: [Double]?, to b: [Double]?, blend: Double) -> Rect? {
        guard let margins = a.flatMap({ a in b.map { b in zip(a, b).map { lerp($0, $1, blend) } } }) ?? a ?? b else { return nil }
        let cw = projection.columnPoints, rh = projection.rowPoints
        let x = Double(cells.column) * cw + margins[0], y = Double(cells.row) * rh + margins[1]
        return Rect(x: x, y: y, width: max(0, Double(cells.column + cells.width) * cw - margins[2] - x), height: max(0, Double(cells.row + cells.height) * rh - margins[3] - y))
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

extension SurfaceShape {
    /// The part of `cells` among this shape's plain fill: the same rows, narrowed to the
    /// columns `coversWhole` allows on them (an interval, as the outline is convex); nil when
    /// no column is left.
    func fill(covering cells: CellRect, projection: CellProjection) -> CellRect? {
        func column(_ index: Int) -> CellRect { CellRect(column: index, row: cells.row, width: 1, height: cells.height) }
        guard let first = (cells.column..<cells.column + cells.width).first(where: { coversWhole(column($0), projection: projection) }) else { return nil }
        let last = (first..<cells.column + cells.width).last { coversWhole(column($0), projection: projection) } ?? first
        return CellRect(column: first, row: cells.row, width: last - first + 1, height: cells.height)
    }

    /// Whether `cells` lie among the shape's plain fill, as the painter draws it (it turns on
    /// a sub-cell, a quarter or a sixth of a cell, when the outline covers half of it): each
    /// cell's sub-cell centres inside the outline, and each cell beside them not empty (a
    /// sub-cell centre inside), for beside an empty cell the painter draws the keyline's
    /// hairline. Content drawn elsewhere would cover the island's edge or spill past it.
    func coversWhole(_ cells: CellRect, projection: CellProjection) -> Bool {
        guard cells.width > 0, cells.height > 0 else { return true }
        let outline = outline(in: projection)
        let radius = max(0, min(cornerRadius, outline.width / 2, outline.height / 2))
        let cw = projection.columnPoints, rh = projection.rowPoints
        func inside(_ x: Double, _ y: Double) -> Bool {
            let slack = 1e-9
            guard x >= outline.x - slack, x <= outline.maxX + slack, y >= outline.y - slack, y <= outline.maxY + slack else { return false }
            let dx = max(outline.x + radius - x, 0, x - (outline.maxX - radius))
            let dy = max(outline.y + radius - y, 0, y - (outline.maxY - radius))
            return dx * dx + dy * dy <= radius * radius + slack
        }
        // The outline is convex, so points between two inside it are too: the outermost
        // sub-cell centres of the rectangle (a quarter of a column, a sixth of a row in), and
        // the innermost ones of the first and last cell beside each side.
        let left = Double(cells.column) * cw, right = Double(cells.column + cells.width) * cw
        let top = Double(cells.row) * rh, bottom = Double(cells.row + cells.height) * rh
        let corners = [(left + cw / 4, top + rh / 6), (right - cw / 4, top + rh / 6), (left + cw / 4, bottom - rh / 6), (right - cw / 4, bottom - rh / 6)]
        let neighbours = [
            (left - cw / 4, top + rh * 3 / 4), (left - cw / 4, bottom - rh * 3 / 4), (right + cw / 4, top + rh * 3 / 4), (right + cw / 4, bottom - rh * 3 / 4),
            (left + cw * 3 / 4, top - rh / 4), (right - cw * 3 / 4, top - rh / 4), (left + cw * 3 / 4, bottom + rh / 4), (right - cw * 3 / 4, bottom + rh / 4),
        ]
        return (corners + neighbours).allSatisfy { inside($0.0, $0.1) }
    }
}
