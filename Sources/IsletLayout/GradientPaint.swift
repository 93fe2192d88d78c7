import Glibc
import IsletCells
import IsletViews

/// A gradient laid out: its unit points are fractions of `frame` (the shape view's frame, as
/// SwiftUI resolves a shape style) and it turns with the shape by `rotation` degrees clockwise
/// about the frame's centre, as `rotationEffect` turns the whole view.
public struct GradientPaint: Equatable, Sendable {
    public var gradient: ShapeGradient
    public var frame: Rect
    public var rotation: Double

    public init(_ gradient: ShapeGradient, frame: Rect, rotation: Double = 0) {
        self.gradient = gradient
        self.frame = frame
        self.rotation = rotation.isFinite ? rotation : 0
    }

    /// The unit point `point` in surface points, turned with the shape: a turned linear or
    /// radial gradient is the same gradient between turned points, so no backend needs a transform.
    public func position(_ point: ShapeGradient.UnitPoint) -> (x: Double, y: Double) {
        let x = frame.x + point.x * frame.width, y = frame.y + point.y * frame.height
        guard rotation != 0 else { return (x, y) }
        let cx = frame.x + frame.width / 2, cy = frame.y + frame.height / 2, angle = rotation * Double.pi / 180
        let dx = x - cx, dy = y - cy
        return (cx + dx * cos(angle) - dy * sin(angle), cy + dx * sin(angle) + dy * cos(angle))
    }

    /// The colour at (`x`, `y`) in surface points: where the point falls along a linear
    /// gradient's line, between a radial gradient's radii, or round an angular gradient's sweep.
    /// The terminal colours each cell by its centre with it (docs/DECISIONS.md, "Paths and charts").
    public func color(x: Double, y: Double) -> Color {
        switch gradient.kind {
        case .linear(let start, let end):
            let a = position(start), b = position(end)
            let dx = b.x - a.x, dy = b.y - a.y, length = dx * dx + dy * dy
            return gradient.color(at: length > 0 ? ((x - a.x) * dx + (y - a.y) * dy) / length : 1)
        case .radial(let centre, let startRadius, let endRadius):
            let c = position(centre), distance = hypot(x - c.x, y - c.y), span = endRadius - startRadius
            return gradient.color(at: span != 0 ? (distance - startRadius) / span : (distance < startRadius ? 0 : 1))
        case .angular(let centre, _, _):
            let c = position(centre), sweep = self.sweep
            var offset = (atan2(y - c.y, x - c.x) * 180 / Double.pi - sweep.start).truncatingRemainder(dividingBy: 360)
            if offset < 0 { offset += 360 }
            if offset <= sweep.span { return sweepColor(at: offset) }
            return offset < sweep.span + (360 - sweep.span) / 2 ? gradient.lastColor : gradient.stops[0].color
        }
    }

    /// An angular gradient's sweep in degrees clockwise from three o'clock, turned with the
    /// shape: SwiftUI draws only the last full turn of a sweep longer than one, and fills the part
    /// of the turn a shorter sweep leaves with its end colour, then (from halfway) its start colour.
    /// Zero for the other kinds.
    public var sweep: (start: Double, span: Double) {
        guard case .angular(_, let startAngle, let endAngle) = gradient.kind else { return (0, 0) }
        let span = min(360, max(0, endAngle - startAngle))
        return (endAngle - span + rotation, span)
    }

    /// The colour `offset` degrees past the start of the sweep, within its span.
    public func sweepColor(at offset: Double) -> Color {
        gradient.color(at: sweep.span > 0 ? offset / sweep.span : 1)
    }

    /// The same paint moved by (`dx`, `dy`).
    public func offsetBy(dx: Double, dy: Double) -> GradientPaint {
        GradientPaint(gradient, frame: frame.offsetBy(dx: dx, dy: dy), rotation: rotation)
    }
}
