import Glibc
import IsletCells
import IsletViews

/// A rounded rectangle in points (a capsule or circle when the radius is half its shorter side).
public struct ShapeBand: Equatable, Sendable {
    public var rect: Rect
    public var radius: Double

    public init(rect: Rect, radius: Double) {
        self.rect = rect
        self.radius = max(0, min(radius, rect.width / 2, rect.height / 2))
    }

    /// The same outline moved `amount` inwards on every side (outwards when negative), its
    /// corners staying concentric; nil when nothing is left.
    public func inset(by amount: Double) -> ShapeBand? {
        let inner = Rect(x: rect.x + amount, y: rect.y + amount, width: rect.width - 2 * amount, height: rect.height - 2 * amount)
        guard inner.width > 0, inner.height > 0 else { return nil }
        return ShapeBand(rect: inner, radius: radius - amount)
    }

    /// Whether the point (`x`, `y`) lies inside the outline, its round corners included.
    public func contains(x: Double, y: Double) -> Bool {
        guard x >= rect.x, x <= rect.maxX, y >= rect.y, y <= rect.maxY else { return false }
        let dx = max(rect.x + radius - x, x - (rect.maxX - radius), 0), dy = max(rect.y + radius - y, y - (rect.maxY - radius), 0)
        return dx * dx + dy * dy <= radius * radius
    }

    /// True when the outline is a circle, which a turn leaves as it is (only its trim turns).
    public var isCircle: Bool {
        abs(rect.width - rect.height) < 1e-9 && abs(radius - rect.width / 2) < 1e-9
    }
}

/// The island or card a shape view sits in, which `ContainerRelativeShape` follows.
public struct ShapeContainer: Equatable, Sendable {
    public var outline: Rect
    public var cornerRadius: Double

    public init(outline: Rect, cornerRadius: Double) {
        self.outline = outline
        self.cornerRadius = cornerRadius
    }
}

/// One coat of paint of a shape view, in points: the area inside `outer` and outside `inner`
/// (a fill has no inner outline; a stroke is a band between two), kept where the trim's sweep
/// runs. The cell painter and the vector pictures both draw from these, so they agree.
public struct ShapeLayer: Equatable, Sendable {
    public var outer: ShapeBand
    public var inner: ShapeBand?
    public var color: Color
    /// For a stroke: its width, and whether it lies inside the outline (`strokeBorder`); the
    /// vector pictures draw it as a line along the band's middle.
    public var lineWidth: Double?
    /// The part of the outline drawn, in turns from three o'clock, clockwise.
    public var trim: ClosedRange<Double>
    /// Degrees clockwise that the trim's start is turned by.
    public var rotation: Double
    /// How a trimmed stroke's ends are drawn.
    public var lineCap: ResolvedShape.LineCap
    /// A path view's outline in surface points, rotated and trimmed already (its `trim` is then
    /// whole and `outer` is its bounding box): drawn as the path, not as `outer`.
    public var path: ShapePath?
    /// A path's stroke: how its corners join and its dashes.
    public var lineJoin: ResolvedShape.LineJoin = .miter
    public var dash: [Double] = []
    /// Drawn in the cells as dots (braille), finer than the blocks: a chart's lines and points.
    public var dots = false
    /// A gradient painted instead of `color` (its last stop's): the pictures draw it, the
    /// cells take its colour at each cell's centre (`color(x:y:)`).
    public var gradient: GradientPaint?

    /// The layer's colour at (`x`, `y`) in surface points: its gradient's there, or its colour.
    public func color(x: Double, y: Double) -> Color {
        gradient?.color(x: x, y: y) ?? color
    }

    /// A trim past the outline's ends is cut to them and a rotation that is not finite is none:
    /// a reader's numbers reach here unchecked, and a sweep must stay a number of turns.
    public init(
        outer: ShapeBand, inner: ShapeBand? = nil, color: Color, lineWidth: Double? = nil, trim: ClosedRange<Double> = 0...1, rotation: Double = 0,
        lineCap: ResolvedShape.LineCap = .butt
    ) {
        self.outer = outer
        self.inner = inner
        self.color = color
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        let from = min(1, max(0, trim.lowerBound))
        self.trim = from...max(from, min(1, trim.upperBound))
        self.rotation = rotation.isFinite ? rotation.truncatingRemainder(dividingBy: 360) : 0
    }

    /// A `Color` view: its frame, filled.
    public init(filling frame: Rect, with color: Color) {
        self.init(outer: ShapeBand(rect: frame, radius: 0), color: color)
    }

    /// True when the trim leaves the whole outline.
    public var isWhole: Bool { trim.lowerBound <= 0 && trim.upperBound >= 1 }

    /// The centre the trim's sweep turns about.
    public var centre: (x: Double, y: Double) { (outer.rect.x + outer.rect.width / 2, outer.rect.y + outer.rect.height / 2) }

    /// The trim's start and end in radians, clockwise from three o'clock (y grows down, as on
    /// screen and in SVG), after the rotation.
    public var sweep: (start: Double, end: Double) {
        let turn = rotation / 360
        return (2 * Double.pi * (trim.lowerBound + turn), 2 * Double.pi * (trim.upperBound + turn))
    }

    /// Whether the point at (`x`, `y`) lies in a round cap of a trimmed ring: a disc as wide as
    /// the band, centred on the band's middle where the trim starts or ends. Other outlines'
    /// trims end square (docs/DECISIONS.md, "Shape views").
    public func capsContain(x: Double, y: Double) -> Bool {
        guard lineCap == .round, !isWhole, let inner, outer.rect.width == outer.rect.height, outer.radius * 2 == outer.rect.width else { return false }
        let half = (outer.radius - inner.radius) / 2, middle = (outer.radius + inner.radius) / 2
        let centre = centre
        for angle in [sweep.start, sweep.end] {
            let dx = x - (centre.x + middle * cos(angle)), dy = y - (centre.y + middle * sin(angle))
            if dx * dx + dy * dy <= half * half { return true }
        }
        return false
    }

    /// Whether the point at (`x`, `y`) lies in the trimmed sweep around `centre`.
    public func sweepContains(x: Double, y: Double) -> Bool {
        if isWhole { return true }
        guard trim.upperBound > trim.lowerBound else { return false }
        let centre = centre
        var turn = (atan2(y - centre.y, x - centre.x) / (2 * Double.pi) - rotation / 360).truncatingRemainder(dividingBy: 1)
        if turn < 0 { turn += 1 }
        return turn >= trim.lowerBound && turn < trim.upperBound
    }
}

extension ResolvedShape {
    /// The outline in `frame`: a circle is the largest one centred in it; a container-relative
    /// shape takes the container's radius less its distance from the container's nearest edge.
    public func outline(in frame: Rect, container: ShapeContainer?) -> ShapeBand {
        switch outline {
        case .circle:
            let diameter = min(frame.width, frame.height)
            let square = Rect(x: frame.x + (frame.width - diameter) / 2, y: frame.y + (frame.height - diameter) / 2, width: diameter, height: diameter)
            return ShapeBand(rect: square, radius: diameter / 2)
        case .capsule:
            return ShapeBand(rect: frame, radius: min(frame.width, frame.height) / 2)
        case .rectangle:
            return ShapeBand(rect: frame, radius: 0)
        case .roundedRectangle(let radius):
            return ShapeBand(rect: frame, radius: radius)
        case .path:
            return ShapeBand(rect: frame, radius: 0)
        case .containerRelative:
            guard let container else { return ShapeBand(rect: frame, radius: 0) }
            let box = container.outline
            let inset = max(0, min(frame.x - box.x, frame.y - box.y, box.maxX - frame.maxX, box.maxY - frame.maxY))
            return ShapeBand(rect: frame, radius: container.cornerRadius - inset)
        }
    }

    /// The fill, then the stroke, laid out in `frame`, at `opacity`. A stroke is at least `least`
    /// points thick, so a thin line still shows where a target's finest mark is coarser:
    /// `stroke` straddles the outline, `strokeBorder` lies inside it.
    public func layers(in frame: Rect, container: ShapeContainer?, opacity: Double = 1, least: Double = 0) -> [ShapeLayer] {
        if case .path(let source) = outline { return pathLayers(source.path(x: frame.x, y: frame.y, width: frame.width, height: frame.height), in: frame, opacity: opacity) }
        let outline = outline(in: frame, container: container)
        var layers: [ShapeLayer] = []
        if let fill {
            var layer = ShapeLayer(outer: outline, color: fill.withOpacity(fill.opacity * opacity), trim: trim, rotation: rotation)
            layer.gradient = gradientPaint(fillGradient, in: frame, opacity: opacity)
            layers.append(layer)
        }
        if let stroke {
            let outer = stroke.inside ? outline : (outline.inset(by: -stroke.lineWidth / 2) ?? outline)
            var layer = ShapeLayer(
                outer: outer, inner: outer.inset(by: max(stroke.lineWidth, least)), color: stroke.color.withOpacity(stroke.color.opacity * opacity),
                lineWidth: stroke.lineWidth, trim: trim, rotation: rotation, lineCap: stroke.lineCap
            )
            layer.gradient = gradientPaint(stroke.gradient, in: frame, opacity: opacity)
            layers.append(layer)
        }
        return layers
    }

    /// A fill's or stroke's gradient over the view's frame, faded with the view and turned with it.
    func gradientPaint(_ gradient: ShapeGradient?, in frame: Rect, opacity: Double) -> GradientPaint? {
        gradient.map { GradientPaint($0.fading(by: opacity), frame: frame, rotation: rotation) }
    }
}
