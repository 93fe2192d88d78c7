import Glibc
import IsletCells
import IsletLayout
import IsletViews

/// A shape view's coat of paint at point geometry: a circle is a true circle, a rounded
/// rectangle a rectangle with rounded corners, a stroke a line of its width along the middle of
/// its band, and a trim an arc (on a circle) or the part of the outline inside the trim's
/// sweep (on any other outline, docs/DECISIONS.md, "Shape views").
public struct VectorFigure: Equatable, Sendable {
    /// The outline filled, or the line drawn along it.
    public let outline: ShapeBand
    /// Nil: filled; else the stroke's width, centred on `outline`.
    public let lineWidth: Double?
    public let color: Color
    /// The trimmed sweep in radians clockwise from three o'clock; nil when the whole outline is drawn.
    public let sweep: (start: Double, end: Double)?
    /// How a trimmed stroke ends.
    public let lineCap: ResolvedShape.LineCap
    /// A path view's outline, drawn instead of `outline` (its bounding box), with its stroke's
    /// corners and dashes.
    public let path: ShapePath?
    public let lineJoin: ResolvedShape.LineJoin
    public let dash: [Double]
    /// A gradient drawn instead of `color`.
    public let gradient: GradientPaint?
    /// `rotationEffect`: degrees clockwise the figure is turned about its outline's centre, for
    /// an outline that is neither a circle (which turning leaves as it is, its trim's sweep
    /// turned instead) nor a path (whose points are turned already). `sweep` and `gradient`
    /// are then as before the turn.
    public let rotation: Double

    public init(
        outline: ShapeBand, lineWidth: Double?, color: Color, sweep: (start: Double, end: Double)?, lineCap: ResolvedShape.LineCap = .butt,
        path: ShapePath? = nil, lineJoin: ResolvedShape.LineJoin = .miter, dash: [Double] = [], gradient: GradientPaint? = nil, rotation: Double = 0
    ) {
        self.gradient = gradient
        self.rotation = rotation
        self.outline = outline
        self.lineWidth = lineWidth
        self.color = color
        self.sweep = sweep
        self.lineCap = lineCap
        self.path = path
        self.lineJoin = lineJoin
        self.dash = dash
    }

    /// The figure of one layer of a shape view: a stroke's line runs along the middle of its
    /// band; a turned outline other than a circle or a path is drawn turned as a whole.
    public init(_ layer: ShapeLayer) {
        let line = layer.path == nil ? layer.lineWidth.flatMap { layer.outer.inset(by: $0 / 2) } : nil
        let outline = line ?? layer.outer
        let turned = layer.path == nil && !outline.isCircle && layer.rotation != 0 ? layer.rotation : 0
        let unturn = turned * Double.pi / 180
        self.init(
            outline: outline, lineWidth: layer.lineWidth, color: layer.color,
            sweep: layer.isWhole ? nil : (layer.sweep.start - unturn, layer.sweep.end - unturn), lineCap: layer.lineCap, path: layer.path,
            lineJoin: layer.lineJoin, dash: layer.dash, gradient: turned == 0 ? layer.gradient : layer.gradient.map { GradientPaint($0.gradient, frame: $0.frame) },
            rotation: turned
        )
    }

    /// True when the outline is a circle, drawn as one (and its trim as an arc).
    public var isCircle: Bool { outline.isCircle }

    public var centre: (x: Double, y: Double) { (outline.rect.x + outline.rect.width / 2, outline.rect.y + outline.rect.height / 2) }

    /// The point at `angle` on the circle.
    func point(at angle: Double) -> (x: Double, y: Double) {
        (centre.x + outline.radius * cos(angle), centre.y + outline.radius * sin(angle))
    }

    /// A wedge from the centre through the sweep, far enough out to hold the whole outline: what
    /// a trim on an outline other than a circle is clipped to. Corners every eighth of a turn.
    var wedge: [Double] {
        guard let sweep else { return [] }
        let reach = outline.rect.width + outline.rect.height + (lineWidth ?? 0)
        let steps = min(8, max(1, Int(saturating: ((sweep.end - sweep.start) / (Double.pi / 4)).rounded(.up))))
        var points = [centre.x, centre.y]
        for step in 0...steps {
            let angle = sweep.start + (sweep.end - sweep.start) * Double(step) / Double(steps)
            points += [centre.x + reach * cos(angle), centre.y + reach * sin(angle)]
        }
        return points
    }

    public static func == (a: VectorFigure, b: VectorFigure) -> Bool {
        a.outline == b.outline && a.lineWidth == b.lineWidth && a.color == b.color && a.sweep?.start == b.sweep?.start && a.sweep?.end == b.sweep?.end
            && a.lineCap == b.lineCap && a.path == b.path && a.lineJoin == b.lineJoin && a.dash == b.dash && a.gradient == b.gradient && a.rotation == b.rotation
    }

    func offsetBy(dx: Double, dy: Double) -> VectorFigure {
        VectorFigure(
            outline: ShapeBand(rect: outline.rect.offsetBy(dx: dx, dy: dy), radius: outline.radius), lineWidth: lineWidth, color: color, sweep: sweep,
            lineCap: lineCap, path: path?.applying { ShapePath.Point(x: $0.x + dx, y: $0.y + dy) }, lineJoin: lineJoin, dash: dash,
            gradient: gradient?.offsetBy(dx: dx, dy: dy), rotation: rotation
        )
    }

    /// The same figure before its turn: what a backend draws inside its rotation.
    var unturned: VectorFigure {
        VectorFigure(
            outline: outline, lineWidth: lineWidth, color: color, sweep: sweep, lineCap: lineCap, path: path, lineJoin: lineJoin, dash: dash, gradient: gradient
        )
    }
}
