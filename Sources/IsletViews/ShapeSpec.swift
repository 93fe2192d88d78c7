/// A shape view as a layout file writes it, checked: `{"shape": "circle", "trim": [0,
/// "state.progress"], "stroke": "green", "lineWidth": 4, "rotation": -90}`. Colours and the
/// trim may be expressions; the resolver turns it into a `ResolvedShape`.
public struct ShapeSpec: Equatable, Sendable {
    /// The paint of `.stroke(...)` or `.strokeBorder(...)`.
    public struct StrokeSpec: Equatable, Sendable {
        /// Nil: the foreground style, as `.stroke(lineWidth:)` without a colour.
        public var color: ColorChoice?
        public var lineWidth: Double
        public var inside: Bool
        public var lineCap: ResolvedShape.LineCap
        public var lineJoin: ResolvedShape.LineJoin
        public var dash: [Double]

        public init(
            color: ColorChoice?, lineWidth: Double = 1, inside: Bool = false, lineCap: ResolvedShape.LineCap = .butt,
            lineJoin: ResolvedShape.LineJoin = .miter, dash: [Double] = []
        ) {
            self.color = color
            self.lineWidth = lineWidth
            self.inside = inside
            self.lineCap = lineCap
            self.lineJoin = lineJoin
            self.dash = dash
        }
    }

    /// The shape names of `"shape"`, each SwiftUI's type name with a lower-case first letter.
    public enum Name: String, CaseIterable, Sendable {
        case circle, capsule, rectangle, roundedRectangle, containerRelative
    }

    /// The keys a shape view takes beside `"shape"` (`ViewKind.parameters`).
    static let parameters = ["cornerRadius", "fill", "stroke", "lineWidth", "strokeBorder", "lineCap", "lineJoin", "dash", "trim", "rotation"]

    public var outline: ResolvedShape.Outline
    public var fill: ColorChoice?
    public var stroke: StrokeSpec?
    /// `trim(from:to:)`: numbers or expressions of the data, each clamped to 0...1 when resolved.
    public var trimFrom: Expression
    public var trimTo: Expression
    /// Degrees, clockwise.
    public var rotation: Double

    public init(
        outline: ResolvedShape.Outline, fill: ColorChoice? = nil, stroke: StrokeSpec? = nil,
        trimFrom: Expression = .number(0), trimTo: Expression = .number(1), rotation: Double = 0
    ) {
        self.outline = outline
        self.fill = fill
        self.stroke = stroke
        self.trimFrom = trimFrom
        self.trimTo = trimTo
        self.rotation = rotation
    }
}
