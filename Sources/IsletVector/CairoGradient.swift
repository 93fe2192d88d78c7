internal import CVector
import IsletCells
import IsletLayout

/// A shape's gradient as a cairo pattern: linear and radial patterns as SwiftUI places them
/// (radii in points from the centre), and an angular gradient as a mesh of `ConicSweep`'s
/// wedges, each patch shading smoothly from one edge's colour to the other's.
extension CairoPainter {
    /// Makes `figure`'s gradient the source of the next fill or stroke; false when it has none.
    func setGradient(of figure: VectorFigure) -> Bool {
        guard let paint = figure.gradient, let pattern = pattern(paint, figure: figure) else { return false }
        cairo_set_source(context, pattern)
        cairo_pattern_destroy(pattern)
        return true
    }

    private func pattern(_ paint: GradientPaint, figure: VectorFigure) -> OpaquePointer? {
        let gradient = paint.gradient
        let pattern: OpaquePointer?
        switch gradient.kind {
        case .linear(let start, let end):
            let a = paint.position(start), b = paint.position(end)
            pattern = cairo_pattern_create_linear(a.x, a.y, b.x, b.y)
        case .radial(let centre, let startRadius, let endRadius):
            let c = paint.position(centre)
            pattern = cairo_pattern_create_radial(c.x, c.y, max(0, startRadius), c.x, c.y, max(0, endRadius))
        case .angular:
            return ConicSweep(paint).flatMap { mesh($0, reach: $0.reach(covering: figure)) }
        }
        for stop in gradient.stops {
            let (r, g, b, a) = Self.channels(stop.color)
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, r, g, b, a)
        }
        return pattern
    }

    /// One patch per wedge: corners at the centre, the wedge's start and end, and the centre
    /// again; the two start corners take the start colour, the two end corners the end one.
    private func mesh(_ sweep: ConicSweep, reach: Double) -> OpaquePointer? {
        guard let mesh = cairo_pattern_create_mesh() else { return nil }
        for wedge in sweep.wedges {
            cairo_mesh_pattern_begin_patch(mesh)
            let a = sweep.point(at: wedge.start, radius: reach), b = sweep.point(at: wedge.end, radius: reach)
            cairo_mesh_pattern_move_to(mesh, sweep.centre.x, sweep.centre.y)
            cairo_mesh_pattern_line_to(mesh, a.x, a.y)
            cairo_mesh_pattern_line_to(mesh, b.x, b.y)
            cairo_mesh_pattern_line_to(mesh, sweep.centre.x, sweep.centre.y)
            for (corner, colour) in [wedge.from, wedge.from, wedge.to, wedge.to].enumerated() {
                let (r, g, b, alpha) = Self.channels(colour)
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), r, g, b, alpha)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }

    /// A colour's red, green, blue and alpha as cairo's fractions.
    static func channels(_ color: Color) -> (Double, Double, Double, Double) {
        (Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255, color.opacity)
    }
}
