import IsletCells

/// A SwiftUI gradient used as a shape's fill, stroke or foreground style: its colour stops and
/// where they run, in the shape's frame. The pictures draw it as a gradient; a cell has one
/// colour, so the terminal paints each cell of a shape in the colour at its centre, and text in
/// the last stop's colour (docs/DECISIONS.md, "Paths and charts").
public struct ShapeGradient: Equatable, Sendable {
    /// A point in a frame as fractions of its width and height: SwiftUI's `UnitPoint`.
    public struct UnitPoint: Equatable, Sendable {
        public var x: Double
        public var y: Double

        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }

        /// SwiftUI's named unit points (`.top`, `.bottomTrailing`, …), left to right as on a
        /// left-to-right screen.
        public static let named: [String: UnitPoint] = [
            "zero": UnitPoint(x: 0, y: 0), "center": UnitPoint(x: 0.5, y: 0.5), "leading": UnitPoint(x: 0, y: 0.5),
            "trailing": UnitPoint(x: 1, y: 0.5), "top": UnitPoint(x: 0.5, y: 0), "bottom": UnitPoint(x: 0.5, y: 1),
            "topLeading": UnitPoint(x: 0, y: 0), "topTrailing": UnitPoint(x: 1, y: 0), "bottomLeading": UnitPoint(x: 0, y: 1),
            "bottomTrailing": UnitPoint(x: 1, y: 1),
        ]
    }

    /// How the colours run.
    public enum Kind: Equatable, Sendable {
        /// `LinearGradient(startPoint:endPoint:)`: along the line between two unit points.
        case linear(start: UnitPoint, end: UnitPoint)
        /// `RadialGradient(center:startRadius:endRadius:)`: outwards, radii in points.
        case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
        /// `AngularGradient(center:startAngle:endAngle:)`: round the centre, angles in degrees
        /// clockwise from three o'clock.
        case angular(center: UnitPoint, startAngle: Double, endAngle: Double)
    }

    /// One colour and where it sits along the gradient, 0 at its start and 1 at its end.
    public struct Stop: Equatable, Sendable {
        public var color: Color
        public var location: Double

        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    public var kind: Kind
    /// In order of location, each location within 0...1.
    public let stops: [Stop]

    /// Nil without a stop. Locations are clamped to 0...1 and sorted, as SwiftUI does; colours
    /// given without locations are spread evenly.
    public init?(kind: Kind, stops: [Stop]) {
        guard !stops.isEmpty else { return nil }
        self.kind = kind
        self.stops = stops.map { Stop(color: $0.color, location: $0.location.isFinite ? min(1, max(0, $0.location)) : 0) }.sorted { $0.location < $1.location }
    }

    /// `colors` spread evenly from the start to the end.
    public init?(kind: Kind, colors: [Color]) {
        let last = Double(max(1, colors.count - 1))
        self.init(kind: kind, stops: colors.enumerated().map { Stop(color: $0.element, location: Double($0.offset) / last) })
    }

    /// The colour a view that cannot shade shows (text, a background): the last stop's.
    public var lastColor: Color { stops[stops.count - 1].color }

    /// Every stop's opacity multiplied by `factor` (a view's `.opacity`).
    public func fading(by factor: Double) -> ShapeGradient {
        ShapeGradient(kind: kind, stops: stops.map { Stop(color: $0.color.withOpacity($0.color.opacity * factor), location: $0.location) }) ?? self
    }

    /// The colour at `location` (0...1) along the gradient, mixed between its two nearest stops.
    public func color(at location: Double) -> Color {
        guard let after = stops.firstIndex(where: { $0.location >= location }) else { return lastColor }
        guard after > 0 else { return stops[0].color }
        let a = stops[after - 1], b = stops[after]
        let span = b.location - a.location
        // Stops a widget placed at an infinite location leave no span to mix across.
        let t = span > 0 && span.isFinite ? min(1, max(0, (location - a.location) / span)) : 1
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * t).rounded()) }
        return Color(
            red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green), blue: mix(a.color.blue, b.color.blue),
            opacity: a.color.opacity + (b.color.opacity - a.color.opacity) * t
        )
    }
}
