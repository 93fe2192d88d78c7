import Glibc
import IsletCells
import IsletLayout

/// An `AngularGradient` as a fan of thin wedges round its centre, each running from one
/// colour to the next: neither SVG nor cairo's simple patterns sweep colour round a point, so
/// both pictures draw the same fan (docs/DECISIONS.md, "Paths and charts").
struct ConicSweep {
    /// One wedge: its angles in radians clockwise from three o'clock and the colours at them.
    struct Wedge {
        let start: Double
        let end: Double
        let from: Color
        let to: Color
        /// The colour halfway round the wedge: its flat colour in SVG.
        let middle: Color
    }

    /// Wedges no wider than this many degrees: the outer edge of a 3° wedge strays from the
    /// arc by less than 0.04% of the radius, and the colour steps between neighbours stay small.
    static let step = 3.0

    let centre: (x: Double, y: Double)
    let wedges: [Wedge]

    /// The fan of `paint`'s angular gradient, or nil when its gradient is not angular.
    init?(_ paint: GradientPaint) {
        guard case .angular(let centre, _, _) = paint.gradient.kind else { return nil }
        self.centre = paint.position(centre)
        let gradient = paint.gradient
        let (start, span) = paint.sweep
        var wedges: [Wedge] = []
        func fan(from: Double, to: Double, colour: (Double) -> Color) {
            guard to > from else { return }
            let count = max(1, Int(((to - from) / Self.step).rounded(.up)))
            for index in 0..<count {
                let a = from + (to - from) * Double(index) / Double(count), b = from + (to - from) * Double(index + 1) / Double(count)
                wedges.append(Wedge(start: a * Double.pi / 180, end: b * Double.pi / 180, from: colour(a), to: colour(b), middle: colour((a + b) / 2)))
            }
        }
        fan(from: start, to: start + span) { paint.sweepColor(at: $0 - start) }
        let rest = 360 - span
        fan(from: start + span, to: start + span + rest / 2) { _ in gradient.lastColor }
        fan(from: start + span + rest / 2, to: start + 360) { _ in gradient.stops[0].color }
        self.wedges = wedges
    }

    /// How far the wedges reach: past every corner of the figure's outline grown by its line.
    func reach(covering figure: VectorFigure) -> Double {
        let rect = figure.outline.rect, margin = figure.lineWidth ?? 0
        let xs = [rect.x - margin, rect.maxX + margin], ys = [rect.y - margin, rect.maxY + margin]
        return xs.flatMap { x in ys.map { y in hypot(x - centre.x, y - centre.y) } }.max()! / cos(Self.step * Double.pi / 360) + 1
    }

    /// The point at `angle` radians, `radius` from the centre.
    func point(at angle: Double, radius: Double) -> (x: Double, y: Double) {
        (centre.x + radius * cos(angle), centre.y + radius * sin(angle))
    }
}
