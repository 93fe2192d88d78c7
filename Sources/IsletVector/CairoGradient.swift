import IsletCells
import IsletLayout
import IsletPixels

/// A shape's gradient as a cairo pattern: linear and radial patterns as SwiftUI places them
/// (radii in points from the centre), and an angular gradient as a mesh of `ConicSweep`'s
/// wedges, each patch shading smoothly from one edge's colour to the other's.
extension CairoPainter {
    /// Makes `figure`'s gradient the source of the next fill or stroke; false when it has none.
    func setGradient(of figure: VectorFigure) -> Bool {
        guard let paint = figure.gradient, let pattern = pattern(paint, figure: figure) else { return false }
        cairo.setSource(context, pattern)
        cairo.patternDestroy(pattern)
        return true
    }

    private func pattern(_ paint: GradientPaint, figure: VectorFigure) -> CairoLibrary.Object? {
        let gradient = paint.gradient
        let pattern: CairoLibrary.Object?
        switch gradient.kind {
        case .linear(let start, let end):
            let a = paint.position(start), b = paint.position(end)
            pattern = cairo.patternCreateLinear(a.x, a.y, b.x, b.y)
        case .radial(let centre, let startRadius, let endRadius):
            let c = paint.position(centre)
            pattern = cairo.patternCreateRadial(c.x, c.y, max(0, startRadius), c.x, c.y, max(0, endRadius))
        case .angular:
            return ConicSweep(paint).flatMap { mesh($0, reach: $0.reach(covering: figure)) }
        }
        for stop in gradient.stops {
            let (r, g, b, a) = Self.channels(stop.color)
            cairo.patternAddColorStopRGBA(pattern, stop.location, r, g, b, a)
        }
        return pattern
    }

    /// One patch per wedge: corners at the centre, the wedge's start and end, and the centre
    /// again; the two start corners take the start colour, the two end corners the end one.
    private func mesh(_ sweep: ConicSweep, reach: Double) -> CairoLibrary.Object? {
        guard let mesh = cairo.patternCreateMesh() else { return nil }
        for wedge in sweep.wedges {
            cairo.meshPatternBeginPatch(mesh)
            let a = sweep.point(at: wedge.start, radius: reach), b = sweep.point(at: wedge.end, radius: reach)
            cairo.meshPatternMoveTo(mesh, sweep.centre.x, sweep.centre.y)
            cairo.meshPatternLineTo(mesh, a.x, a.y)
            cairo.meshPatternLineTo(mesh, b.x, b.y)
            cairo.meshPatternLineTo(mesh, sweep.centre.x, sweep.centre.y)
            for (corner, colour) in [wedge.from, wedge.from, wedge.to, wedge.to].enumerated() {
                let (r, g, b, alpha) = Self.channels(colour)
                cairo.meshPatternSetCornerColorRGBA(mesh, UInt32(corner), r, g, b, alpha)
            }
            cairo.meshPatternEndPatch(mesh)
        }
        return mesh
    }

    /// A colour's red, green, blue and alpha as cairo's fractions.
    static func channels(_ color: Color) -> (Double, Double, Double, Double) {
        (Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255, color.opacity)
    }
}
