import IsletCells

/// A SwiftUI shape view with its paint decided: `Circle().trim(from: 0, to: 0.7)
/// .stroke(.green, lineWidth: 4).rotationEffect(.degrees(-90))` is a circle, no fill, a green
/// 4 pt stroke, trimmed to 0...0.7 and turned a quarter back. Like SwiftUI's shapes it has no
/// size of its own: layout gives it what it is offered, and the outline is drawn from that.
public struct ResolvedShape: Equatable, Sendable {
    /// The outlines SwiftUI widgets use.
    public enum Outline: Equatable, Sendable {
        /// `Circle()`: the largest circle centred in the frame.
        case circle
        /// `Capsule()`: round ends across the shorter side.
        case capsule
        /// `Rectangle()`.
        case rectangle
        /// `RoundedRectangle(cornerRadius:)`.
        case roundedRectangle(cornerRadius: Double)
        /// `ContainerRelativeShape()`: concentric with the island or card it sits in, so its
        /// corners are the container's less the shape's distance from the container's edge.
        case containerRelative
        /// `Path`, or a custom `Shape`'s `path(in:)`.
        case path(PathSource)
    }

    /// `.stroke(color, lineWidth:)` or `.strokeBorder(color, lineWidth:)`, with
    /// `StrokeStyle(lineWidth:lineCap:lineJoin:dash:)`.
    public struct Stroke: Equatable, Sendable {
        public var color: Color
        public var lineWidth: Double
        /// `strokeBorder`: the line lies inside the outline; `stroke` centres it on the outline.
        public var inside: Bool
        /// How a trimmed line ends: `.round` caps a ring's arc with half discs.
        public var lineCap: LineCap
        /// How a path's pieces meet at a corner.
        public var lineJoin: LineJoin
        /// Lengths of dash and gap, in turn; empty for a solid line.
        public var dash: [Double]
        /// A gradient stroke (`color` is then its last colour, which the cells show).
        public var gradient: ShapeGradient?

        public init(
            color: Color, lineWidth: Double = 1, inside: Bool = false, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, dash: [Double] = [],
            gradient: ShapeGradient? = nil
        ) {
            self.color = color
            self.gradient = gradient
            self.lineWidth = lineWidth
            self.inside = inside
            self.lineCap = lineCap
            self.lineJoin = lineJoin
            self.dash = dash
        }
    }

    /// SwiftUI's `CGLineCap`: how an open line ends.
    public enum LineCap: String, CaseIterable, Equatable, Sendable {
        case butt, round, square
    }

    /// SwiftUI's `CGLineJoin`: how a stroke turns a corner.
    public enum LineJoin: String, CaseIterable, Equatable, Sendable {
        case miter, round, bevel
    }

    public var outline: Outline
    /// `.fill(color)`; a shape with neither fill nor stroke fills with the foreground style.
    public var fill: Color?
    /// A gradient fill (`fill` is then its last colour, which the cells show).
    public var fillGradient: ShapeGradient?
    public var stroke: Stroke?
    /// `.trim(from:to:)`: the part of the outline drawn, as fractions of the way round,
    /// starting at three o'clock and running clockwise as SwiftUI's circle does.
    public var trim: ClosedRange<Double>
    /// `.rotationEffect(.degrees(_))`, clockwise: turns where the trim starts.
    public var rotation: Double

    public init(outline: Outline, fill: Color? = nil, stroke: Stroke? = nil, trim: ClosedRange<Double> = 0...1, rotation: Double = 0) {
        self.outline = outline
        self.fill = fill
        self.stroke = stroke
        self.trim = trim
        self.rotation = rotation
    }
}
