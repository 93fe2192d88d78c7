/// A path measured along its length: flattened to polylines for the cells, cut to a fraction
/// of its length for `trim(from:to:)` (as SwiftUI trims any shape), and cut into dashes.
extension ShapePath {
    /// A run of straight pieces through `points`; `closed` joins the last back to the first.
    public struct Polyline: Equatable, Sendable {
        public var points: [Point]
        public var closed: Bool

        public init(points: [Point], closed: Bool) {
            self.points = points
            self.closed = closed
        }
    }

    /// One drawn piece: a line or a curve from `start`, its control polygon `points`
    /// (start first, end last). `opens` when a subpath begins with it.
    struct Segment {
        var points: [Point]
        var opens: Bool

        var start: Point { points[0] }
        var end: Point { points[points.count - 1] }

        /// The point a fraction `t` of the way along the curve's parameter: the last point of
        /// `split`'s left half, by the same steps in the same order, without its arrays (a
        /// curve is sampled up to 65 times each time it is drawn).
        func point(at t: Double) -> Point {
            func between(_ a: Point, _ b: Point) -> Point { Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
            switch points.count {
            case 2: return between(points[0], points[1])
            case 3: return between(between(points[0], points[1]), between(points[1], points[2]))
            case 4:
                let a = between(points[0], points[1]), b = between(points[1], points[2]), c = between(points[2], points[3])
                return between(between(a, b), between(b, c))
            default: return Self.split(points, at: t).left.last!
            }
        }

        /// The part of the curve between parameters `t0` and `t1`.
        func part(from t0: Double, to t1: Double) -> [Point] {
            let head = Self.split(points, at: t1).left
            return t1 > 0 ? Self.split(head, at: t0 / t1).right : [head[0], head[0]]
        }

        /// de Casteljau's construction: the control polygons of the two halves at `t`.
        static func split(_ points: [Point], at t: Double) -> (left: [Point], right: [Point]) {
            var level = points, left = [points[0]], right = [points[points.count - 1]]
            while level.count > 1 {
                level = zip(level, level.dropFirst()).map { Point(x: $0.x + ($1.x - $0.x) * t, y: $0.y + ($1.y - $0.y) * t) }
                left.append(level[0])
                right.insert(level[level.count - 1], at: 0)
            }
            return (left, right)
        }

        /// Sample points along the piece: a line needs only its ends; a curve enough that the
        /// chords stay within a fraction of a point of it.
        var samples: [Point] {
            guard points.count > 2 else { return points }
            let reach = zip(points, points.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) }
            let steps = min(64, max(4, Int(saturating: (reach / 2).rounded(.up))))
            return (0...steps).map { point(at: Double($0) / Double(steps)) }
        }

        var length: Double { zip(samples, samples.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) } }

        /// The parameter at which the piece has run `fraction` of its length.
        func parameter(atLength fraction: Double) -> Double {
            let points = samples
            guard points.count > 2 else { return fraction }
            let lengths = zip(points, points.dropFirst()).map { distance($0, $1) }
            var target = fraction * lengths.reduce(0, +)
            for (index, piece) in lengths.enumerated() {
                if target <= piece, piece > 0 { return (Double(index) + target / piece) / Double(lengths.count) }
                target -= piece
            }
            return 1
        }

        /// The element that draws this piece from its start.
        var element: Element {
            switch points.count {
            case 2: .line(points[1])
            case 3: .quadCurve(to: points[2], control: points[1])
            default: .curve(to: points[3], control1: points[1], control2: points[2])
            }
        }
    }

    /// The drawn pieces in order; `close` is a line back to the subpath's start.
    var segments: [Segment] {
        var pieces: [Segment] = []
        var current = Point(x: 0, y: 0), start = current, opens = true
        for element in elements {
            switch element {
            case .move(let p):
                current = p
                start = p
                opens = true
                continue
            case .line(let p): pieces.append(Segment(points: [current, p], opens: opens)); current = p
            case .quadCurve(let p, let c): pieces.append(Segment(points: [current, c, p], opens: opens)); current = p
            case .curve(let p, let c1, let c2): pieces.append(Segment(points: [current, c1, c2, p], opens: opens)); current = p
            case .close:
                if current != start { pieces.append(Segment(points: [current, start], opens: opens)) }
                current = start
            }
            opens = false
        }
        return pieces
    }

    /// The path as polylines, curves sampled finely enough for cells.
    public var polylines: [Polyline] {
        var lines: [Polyline] = []
        var points: [Point] = []
        func finish(closed: Bool) {
            if points.count > 1 { lines.append(Polyline(points: points, closed: closed)) }
            points = []
        }
        var current = Point(x: 0, y: 0), start = current
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = p
                start = p
            case .line, .quadCurve, .curve:
                let piece = ShapePath([.move(current), element]).segments[0]
                if points.isEmpty { points = [current] }
                points += piece.samples.dropFirst()
                current = piece.end
            case .close:
                finish(closed: true)
                current = start
            }
        }
        finish(closed: false)
        return lines
    }

    /// The part of the path between fractions `from` and `to` of its length, curves cut exactly:
    /// `trim(from:to:)`. A closed subpath's closing line is part of its length.
    public func trimmed(from: Double, to: Double) -> ShapePath {
        let lower = min(1, max(0, from)), upper = min(1, max(lower, to))
        if lower <= 0, upper >= 1 { return self }
        let pieces = segments
        let lengths = pieces.map(\.length)
        let total = lengths.reduce(0, +)
        guard total > 0, upper > lower else { return ShapePath() }
        // Lengths are sums of sampled chords: a piece that the trim reaches by less than a
        // rounding error is left out rather than drawn as a speck.
        let a = lower * total, b = upper * total, slack = total * 1e-9
        var result = ShapePath()
        var run = 0.0, joined = false
        for (piece, length) in zip(pieces, lengths) {
            defer { run += length }
            let first = max(a, run), last = min(b, run + length)
            guard last > first + slack else {
                joined = false
                continue
            }
            let t0 = length > 0 ? piece.parameter(atLength: (first - run) / length) : 0
            let t1 = length > 0 ? piece.parameter(atLength: (last - run) / length) : 1
            let part = Segment(points: piece.part(from: t0, to: t1), opens: false)
            if !joined || piece.opens || t0 > 0 { result.move(to: part.start) }
            result.append(part.element)
            joined = last >= run + length - slack
        }
        return result
    }

    /// `StrokeStyle(dash:dashPhase:)` for the cells: the polylines cut into the dashes' runs.
    public func dashed(_ pattern: [Double], phase: Double = 0) -> [Polyline] {
        let lines = polylines
        let dashes = pattern.filter { $0.isFinite && $0 >= 0 }
        let period = dashes.reduce(0, +)
        guard !dashes.isEmpty, period > 0 else { return lines }
        var result: [Polyline] = []
        for line in lines {
            var points = line.points
            if line.closed, let first = points.first { points.append(first) }
            var index = 0, left = dashes[0], on = true
            // Skip `phase` into the pattern.
            var skip = phase.truncatingRemainder(dividingBy: period)
            if skip < 0 { skip += period }
            while skip > 0 {
                let step = min(skip, left)
                skip -= step
                left -= step
                if left <= 0 { index = (index + 1) % dashes.count; left = dashes[index]; on.toggle() }
            }
            var dash: [Point] = on ? [points[0]] : []
            for (p, q) in zip(points, points.dropFirst()) {
                var from = p
                var remaining = distance(p, q)
                while remaining > 0 {
                    let step = min(remaining, left)
                    let fraction = step / remaining
                    let to = Point(x: from.x + (q.x - from.x) * fraction, y: from.y + (q.y - from.y) * fraction)
                    if on { dash.append(to) }
                    remaining -= step
                    left -= step
                    from = to
                    if left <= 1e-12 {
                        if on, dash.count > 1 { result.append(Polyline(points: dash, closed: false)) }
                        index = (index + 1) % dashes.count
                        left = dashes[index]
                        on.toggle()
                        dash = on ? [from] : []
                    }
                }
            }
            if on, dash.count > 1 { result.append(Polyline(points: dash, closed: false)) }
        }
        return result
    }
}

/// The straight distance between two points.
func distance(_ a: ShapePath.Point, _ b: ShapePath.Point) -> Double {
    ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
}
