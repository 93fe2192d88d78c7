import Glibc

/// SwiftUI's `Path`, in points with y growing down: lines and Bézier curves, as a widget's
/// `path(in:)` or `Path { … }` builds them. Arcs, ellipses and rounded corners become cubic
/// curves when added, as Core Graphics stores them, so every picture (the cells, the SVG's
/// `<path d>` and cairo's path) is drawn from the same few elements.
public struct ShapePath: Equatable, Sendable {
    /// A point in the path's coordinates.
    public struct Point: Equatable, Sendable {
        public var x: Double
        public var y: Double

        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// One step of the path.
    public enum Element: Equatable, Sendable {
        case move(Point)
        case line(Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        /// Back to the subpath's first point.
        case close
    }

    public private(set) var elements: [Element]
    /// Where the last element ended, and where the subpath it belongs to began.
    private var current: Point?
    private var subpathStart: Point?

    public init(_ elements: [Element] = []) {
        self.elements = []
        for element in elements { append(element) }
    }

    public static func == (a: ShapePath, b: ShapePath) -> Bool { a.elements == b.elements }

    public var isEmpty: Bool { elements.isEmpty }

    /// Adds `element`, starting a subpath at the origin when a line or curve has none, as
    /// Core Graphics does.
    public mutating func append(_ element: Element) {
        switch element {
        case .move(let point):
            current = point
            subpathStart = point
        case .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
            if current == nil { append(.move(Point(x: 0, y: 0))) }
            current = point
        case .close:
            guard current != nil else { return }
            current = subpathStart
        }
        elements.append(element)
    }

    public mutating func move(to point: Point) { append(.move(point)) }
    public mutating func addLine(to point: Point) { append(.line(point)) }
    public mutating func addQuadCurve(to point: Point, control: Point) { append(.quadCurve(to: point, control: control)) }
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) { append(.curve(to: point, control1: control1, control2: control2)) }
    public mutating func closeSubpath() { append(.close) }

    /// `addLines(_:)`: a subpath through the points.
    public mutating func addLines(_ points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// `addRect(_:)`: a closed subpath, clockwise on screen from the top left.
    public mutating func addRect(x: Double, y: Double, width: Double, height: Double) {
        addLines([Point(x: x, y: y), Point(x: x + width, y: y), Point(x: x + width, y: y + height), Point(x: x, y: y + height)])
        closeSubpath()
    }

    /// `addRoundedRect(in:cornerSize:)`: circular corners, the radius at most half the shorter side.
    public mutating func addRoundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double) {
        let r = max(0, min(radius, width / 2, height / 2))
        guard r > 0 else { return addRect(x: x, y: y, width: width, height: height) }
        let quarter = Double.pi / 2
        move(to: Point(x: x + r, y: y))
        addArc(centre: Point(x: x + width - r, y: y + r), radius: r, start: -quarter, end: 0, clockwise: false)
        addArc(centre: Point(x: x + width - r, y: y + height - r), radius: r, start: 0, end: quarter, clockwise: false)
        addArc(centre: Point(x: x + r, y: y + height - r), radius: r, start: quarter, end: 2 * quarter, clockwise: false)
        addArc(centre: Point(x: x + r, y: y + r), radius: r, start: 2 * quarter, end: 3 * quarter, clockwise: false)
        closeSubpath()
    }

    /// `addEllipse(in:)`: four quarter curves from three o'clock, clockwise on screen.
    public mutating func addEllipse(x: Double, y: Double, width: Double, height: Double) {
        let centre = Point(x: x + width / 2, y: y + height / 2)
        var circle = ShapePath()
        circle.move(to: Point(x: 1, y: 0))
        circle.addArc(centre: Point(x: 0, y: 0), radius: 1, start: 0, end: 2 * Double.pi, clockwise: false)
        circle.closeSubpath()
        addPath(circle.applying { Point(x: centre.x + $0.x * width / 2, y: centre.y + $0.y * height / 2) })
    }

    /// `addArc(center:radius:startAngle:endAngle:clockwise:)`, angles in radians. SwiftUI names
    /// the direction in a y-up system, so on screen (y down) `clockwise: false` turns clockwise,
    /// towards growing angles. A line joins the current point to the arc's start.
    public mutating func addArc(centre: Point, radius: Double, start: Double, end: Double, clockwise: Bool) {
        guard radius.isFinite, start.isFinite, end.isFinite else { return }
        let turn = 2 * Double.pi
        // The sweep in the direction asked, within one turn; a whole turn when the ends differ
        // by a multiple of it.
        var sweep = (end - start).truncatingRemainder(dividingBy: turn)
        if clockwise, sweep > 0 { sweep -= turn }
        if !clockwise, sweep < 0 { sweep += turn }
        if sweep == 0, end != start { sweep = clockwise ? -turn : turn }
        let point = { (angle: Double) in Point(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle)) }
        if current == nil { move(to: point(start)) } else if current != point(start) { addLine(to: point(start)) }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        // A quarter circle's cubic: control points along the tangents, 4/3·tan(θ/4) of the radius out.
        let handle = 4.0 / 3.0 * tan(step / 4) * radius
        for piece in 0..<pieces {
            let a = start + step * Double(piece), b = a + step
            let from = point(a), to = point(b)
            append(.curve(
                to: to, control1: Point(x: from.x - handle * sin(a), y: from.y + handle * cos(a)),
                control2: Point(x: to.x + handle * sin(b), y: to.y - handle * cos(b))
            ))
        }
    }

    /// `addPath(_:)`.
    public mutating func addPath(_ other: ShapePath) {
        for element in other.elements { append(element) }
    }

    /// Every point moved by `transform` (an affine one keeps the curves exact).
    public func applying(_ transform: (Point) -> Point) -> ShapePath {
        ShapePath(elements.map { element in
            switch element {
            case .move(let p): .move(transform(p))
            case .line(let p): .line(transform(p))
            case .quadCurve(let p, let c): .quadCurve(to: transform(p), control: transform(c))
            case .curve(let p, let c1, let c2): .curve(to: transform(p), control1: transform(c1), control2: transform(c2))
            case .close: .close
            }
        })
    }

    /// The path turned `degrees` clockwise (on screen) about (`x`, `y`): `rotationEffect`.
    public func rotated(by degrees: Double, aboutX x: Double, y: Double) -> ShapePath {
        guard degrees.isFinite, degrees.truncatingRemainder(dividingBy: 360) != 0 else { return self }
        let angle = degrees * Double.pi / 180, c = cos(angle), s = sin(angle)
        return applying { Point(x: x + ($0.x - x) * c - ($0.y - y) * s, y: y + ($0.x - x) * s + ($0.y - y) * c) }
    }

    /// The smallest box holding every point and control point: (minX, minY, maxX, maxY).
    public var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        var box: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
        func add(_ p: Point) {
            guard p.x.isFinite, p.y.isFinite else { return }
            box = box.map { (min($0.minX, p.x), min($0.minY, p.y), max($0.maxX, p.x), max($0.maxY, p.y)) } ?? (p.x, p.y, p.x, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(p); add(c)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .close: break
            }
        }
        return box
    }
}
