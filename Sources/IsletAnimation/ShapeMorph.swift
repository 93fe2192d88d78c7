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

    /// The canvas and shapes of one frame.
    struct Outline {
        let columns: Int
        let rows: Int
        let shapes: [SurfaceShape]
    }

    /// The outline `travel` of the way from `from` to `to` (eased; may overshoot past 1).
    func outline(at travel: Double) -> Outline {
        if travel == 1 || (from.shapes == to.shapes && from.columns == to.columns && from.rows == to.rows) {
            return Outline(columns: to.columns, rows: to.rows, shapes: to.shapes)
        }
        if travel == 0 { return Outline(columns: from.columns, rows: from.rows, shapes: from.shapes) }
        let columns = Self.stepped(from.columns, to.columns, travel)
        let rows = max(1, Int(saturating: lerp(Double(from.rows), Double(to.rows), travel).rounded()))
        let shapes = (0..<max(from.shapes.count, to.shapes.count)).compactMap { index in
            shape(index < from.shapes.count ? from.shapes[index] : nil, index < to.shapes.count ? to.shapes[index] : nil,
                  travel: travel, canvas: columns)
        }
        return Outline(columns: columns, rows: rows, shapes: shapes)
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

    /// A width `travel` of the way from `a` to `b`, in steps of 2 from `a`.
    static func stepped(_ a: Int, _ b: Int, _ travel: Double) -> Int {
        a + 2 * Int(saturating: (Double(b - a) * travel / 2).rounded())
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
    }

    /// One shape between its two ends; a shape only one end has grows from (or shrinks to)
    /// nothing at its own centre, as the detached minimal circle does. Nil when too thin to draw.
    private func shape(_ a: SurfaceShape?, _ b: SurfaceShape?, travel: Double, canvas: Int) -> SurfaceShape? {
        guard let any = b ?? a else { return nil }
        var start = Box(a ?? any, in: a == nil ? to.columns : from.columns)
        var end = Box(b ?? any, in: b == nil ? from.columns : to.columns)
        if a == nil { start.width = 0 }
        if b == nil { end.width = 0 }
        let width = Self.stepped(start.width, end.width, travel)
        guard width >= 2 else { return nil }
        let height = max(2, Int(saturating: lerp(Double(start.height), Double(end.height), travel).rounded()))
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
