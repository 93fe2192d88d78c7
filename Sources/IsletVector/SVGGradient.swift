import IsletCells
import IsletLayout
import IsletViews

/// A shape's gradient in SVG: a linear or radial gradient in the document's own points
/// (`userSpaceOnUse`, its unit points placed over the shape view's frame), and an angular one as
/// the wedges of `ConicSweep`, which SVG has no gradient for.
enum SVGGradient {
    /// The `<linearGradient>` or `<radialGradient>` named `id`; an angular gradient has none.
    static func definition(_ paint: GradientPaint, id: String) -> String {
        let gradient = paint.gradient
        switch gradient.kind {
        case .linear(let start, let end):
            let a = paint.position(start), b = paint.position(end)
            let line = "x1=\"\(SVGText.number(a.x))\" y1=\"\(SVGText.number(a.y))\" x2=\"\(SVGText.number(b.x))\" y2=\"\(SVGText.number(b.y))\""
            return "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" \(line)>\n" + stops(gradient.stops) + "</linearGradient>\n"
        case .radial(let centre, let startRadius, let endRadius):
            let c = paint.position(centre), outer = max(startRadius, endRadius, 1e-6)
            // SVG's stops run from the centre to `r`; SwiftUI's from `startRadius` to `endRadius`.
            let placed = gradient.stops.map { ShapeGradient.Stop(color: $0.color, location: (startRadius + $0.location * (endRadius - startRadius)) / outer) }
            let circle = "cx=\"\(SVGText.number(c.x))\" cy=\"\(SVGText.number(c.y))\" r=\"\(SVGText.number(outer))\""
            return "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" \(circle)>\n" + stops(placed) + "</radialGradient>\n"
        case .angular:
            return ""
        }
    }

    /// One `<stop>` per colour stop, at its location.
    static func stops(_ stops: [ShapeGradient.Stop]) -> String {
        stops.map { stop in
            let opacity = stop.color.opacity < 1 ? " stop-opacity=\"\(SVGText.number(stop.color.opacity))\"" : ""
            return "<stop offset=\"\(SVGText.number(stop.location))\" stop-color=\"\(stop.color.hexString)\"\(opacity)/>\n"
        }.joined()
    }

    /// The fan's wedges as triangles, each in the colour at its middle, reaching past `figure`.
    /// Each overlaps the next by a fifth of its width, so no seam of background shows between them.
    static func wedges(_ sweep: ConicSweep, covering figure: VectorFigure) -> String {
        let reach = sweep.reach(covering: figure)
        return sweep.wedges.map { wedge in
            let overlap = (wedge.end - wedge.start) / 5
            let a = sweep.point(at: wedge.start, radius: reach), b = sweep.point(at: wedge.end + overlap, radius: reach)
            let corners = [sweep.centre.x, sweep.centre.y, a.x, a.y, b.x, b.y].map(SVGText.number)
            return "<path d=\"M \(corners[0]) \(corners[1]) L \(corners[2]) \(corners[3]) L \(corners[4]) \(corners[5]) Z\"" + SVGWriter.paint("fill", wedge.middle) + "/>\n"
        }.joined()
    }
}
