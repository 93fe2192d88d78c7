import Glibc
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

    /// The same paint moved by (`dx`, `dy`).
    public func offsetBy(dx: Double, dy: Double) -> GradientPaint {
        GradientPaint(gradient, frame: frame.offsetBy(dx: dx, dy: dy), rotation: rotation)
    }
}
