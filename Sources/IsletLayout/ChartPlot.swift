import Glibc
import IsletCells
import IsletViews

/// A chart laid out in its frame, in points: its marks as shape layers (lines, points and rules
/// as dots in the cells, bars and areas as blocks) and its axes' tick labels. The cells and the
/// vector pictures both draw from this, each with its own label metrics, so they agree on where
/// every mark is (docs/DECISIONS.md, "Paths and charts").
public struct ChartPlot: Sendable {
    /// One tick or legend label: its text centred vertically on `y`, anchored at `x`.
    public struct Label: Equatable, Sendable {
        public enum Anchor: Sendable { case start, middle, end }
        public let text: String
        public let x: Double
        public let y: Double
        public let anchor: Anchor
        /// A legend's swatch: the series' colour; nil for text in the secondary colour.
        public var color: Color? = nil
    }

    /// How strong a tick label is against the chart's foreground: Swift Charts' secondary grey.
    public static let labelOpacity = 0.6

    /// The marks, in the order the chart lists them.
    public private(set) var layers: [ShapeLayer] = []
    public private(set) var labels: [Label] = []
    /// Where the marks are drawn: the frame less the axes' labels.
    public let plot: Rect

    /// Lays `chart` out in `frame`. `labelWidth` measures a label and `labelHeight` is a label's
    /// line; `gap` separates the labels from the plot.
    public init(_ chart: ResolvedChart, in frame: Rect, opacity: Double = 1, labelWidth: (String) -> Double, labelHeight: Double, gap: Double) {

        // Bars along numbers are bands too, one a value, as Swift Charts pads its scale for them.
        let bands = chart.marks.allSatisfy { $0.kind == .bar || $0.x == nil }
        let x = Scale(chart.marks.compactMap(\.x), domain: chart.axes.xDomain, includesZero: false, bands: bands)
        let y = Scale(chart.marks.compactMap(\.y) + chart.marks.compactMap(\.yStart), domain: chart.axes.yDomain, includesZero: true)
        let yLabels = chart.axes.yAxis ? y.ticks.map { (text: $0.text, value: $0.value) } : []
        let reserved = yLabels.map { labelWidth($0.text) }.max().map { $0 + gap } ?? 0
        let legend = chart.legend.isEmpty ? 0 : labelHeight
        let bottom = (chart.axes.xAxis && !x.ticks.isEmpty ? labelHeight : 0) + legend
        let plot = Rect(x: frame.x, y: frame.y, width: max(0, frame.width - reserved), height: max(0, frame.height - bottom))
        self.plot = plot
        labels += Self.legend(chart.legend, from: frame.x, to: frame.maxX, y: frame.maxY - legend / 2, labelWidth: labelWidth, gap: gap)
        for tick in yLabels {
            labels.append(Label(text: tick.text, x: plot.maxX + gap, y: y.position(tick.value, from: plot.maxY, to: plot.y), anchor: .start))
        }
        if chart.axes.xAxis {
            for tick in x.ticks {
                let position = x.position(tick.value, from: plot.x, to: plot.maxX)
                let anchor: Label.Anchor = position <= plot.x + 0.5 ? .start : position >= plot.maxX - 0.5 ? .end : .middle
                labels.append(Label(text: tick.text, x: position, y: plot.maxY + labelHeight / 2, anchor: anchor))
            }
        }
        // Marks keep half a point inside the plot, so a rule on its edge lies in the plot's cells.
        let marksArea = Rect(x: plot.x + 0.5, y: plot.y + 0.5, width: max(0, plot.width - 1), height: max(0, plot.height - 1))
        let place = { (mark: ChartMark) -> ShapePath.Point? in
            guard let mx = mark.x, let my = mark.y else { return nil }
            return ShapePath.Point(x: x.position(mx, from: marksArea.x, to: marksArea.maxX), y: y.position(my, from: marksArea.maxY, to: marksArea.y))
        }
        let baseline = y.position(.number(min(max(0, y.low), y.high)), from: marksArea.maxY, to: marksArea.y)
        let low = { (mark: ChartMark) -> Double in mark.yStart.map { y.position($0, from: marksArea.maxY, to: marksArea.y) } ?? baseline }
        var index = 0
        let marks = chart.marks
        var taken = Set<Int>()
        while index < marks.count {
            let mark = marks[index]
            let paint = mark.color.withOpacity(mark.color.opacity * opacity)
            if taken.contains(index) {
                index += 1
                continue
            }
            switch mark.kind {
            case .line, .area:
                // A series: the marks of its `foregroundStyle(by:)` series wherever they are, or
                // else the marks of this kind and colour that follow one another.
                var members: [Int] = []
                if let series = mark.series {
                    members = marks.indices.filter { $0 >= index && marks[$0].kind == mark.kind && marks[$0].series == series }
                } else {
                    var end = index
                    while end < marks.count, marks[end].kind == mark.kind, marks[end].color == mark.color, marks[end].series == nil {
                        members.append(end)
                        end += 1
                    }
                }
                taken.formUnion(members)
                let placed = members.compactMap { member in place(marks[member]).map { (point: $0, low: low(marks[member])) } }
                var line = Self.series(placed.map(\.point), mark.interpolation)
                if mark.kind == .line {
                    var layer = ShapeLayer(path: line, color: paint, lineWidth: mark.lineWidth ?? 2, lineCap: .round, lineJoin: .round)
                    layer.dots = true
                    layers.append(layer)
                } else if !placed.isEmpty {
                    // Down to the baseline, or back along the range's low ends (`yStart`).
                    let lows = placed.reversed().map { ShapePath.Point(x: $0.point.x, y: $0.low) }
                    for element in Self.series(lows, mark.interpolation).elements {
                        if case .move(let point) = element { line.addLine(to: point) } else { line.append(element) }
                    }
                    line.closeSubpath()
                    layers.append(ShapeLayer(path: line, color: paint))
                }
                index += 1
                continue
            case .point:
                if let point = place(mark) {
                    let radius = ((mark.symbolSize ?? 30) / Double.pi).squareRoot()
                    var disc = ShapePath()
                    disc.addEllipse(x: point.x - radius, y: point.y - radius, width: 2 * radius, height: 2 * radius)
                    var layer = ShapeLayer(path: disc, color: paint)
                    layer.dots = true
                    layers.append(layer)
                }
            case .rule:
                var rule = ShapePath()
                if let point = place(mark), mark.yStart != nil {
                    // `RuleMark(x:yStart:yEnd:)`: from one end of the range to the other.
                    rule.addLines([ShapePath.Point(x: point.x, y: low(mark)), point])
                } else if let mx = mark.x, mark.y == nil {
                    let at = x.position(mx, from: marksArea.x, to: marksArea.maxX)
                    rule.addLines([ShapePath.Point(x: at, y: marksArea.y), ShapePath.Point(x: at, y: marksArea.maxY)])
                } else if let my = mark.y, mark.x == nil {
                    let at = y.position(my, from: marksArea.maxY, to: marksArea.y)
                    rule.addLines([ShapePath.Point(x: marksArea.x, y: at), ShapePath.Point(x: marksArea.maxX, y: at)])
                }
                var layer = ShapeLayer(path: rule, color: paint, lineWidth: mark.lineWidth ?? 1)
                layer.dots = true
                if !rule.isEmpty { layers.append(layer) }
            case .bar:
                if let point = place(mark) {
                    let width = x.bandWidth(across: marksArea.width, marks: marks.count { $0.kind == .bar }) * 0.6
                    var bar = ShapePath()
                    let from = low(mark)
                    bar.addRect(x: point.x - width / 2, y: min(point.y, from), width: width, height: abs(from - point.y))
                    layers.append(ShapeLayer(path: bar, color: paint))
                }
            }
            index += 1
        }
    }

    /// The legend's entries in a row from `start`: each a swatch in its series' colour (a dot
    /// for lines and points, a square for bars and areas) and its name; those past `end` are
    /// left out.
    static func legend(_ entries: [ChartLegendEntry], from start: Double, to end: Double, y: Double, labelWidth: (String) -> Double, gap: Double) -> [Label] {
        var labels: [Label] = []
        var x = start
        for entry in entries {
            let swatch = entry.filled ? "■" : "●"
            let nameX = x + labelWidth(swatch) + gap
            guard nameX + labelWidth(entry.name) <= end + 0.5 else { break }
            labels.append(Label(text: swatch, x: x, y: y, anchor: .start, color: entry.color))
            labels.append(Label(text: entry.name, x: nameX, y: y, anchor: .start))
            x = nameX + labelWidth(entry.name) + 2 * gap
        }
        return labels
    }

    /// The path through a series' points, as `interpolationMethod` draws it: straight, in
    /// steps, or a smooth Catmull-Rom curve (as cubic curves through every point).
    static func series(_ points: [ShapePath.Point], _ method: ChartMark.Interpolation) -> ShapePath {
        var path = ShapePath()
        guard let first = points.first else { return path }
        path.move(to: first)
        for (index, (from, to)) in zip(points, points.dropFirst()).enumerated() {
            switch method {
            case .linear:
                path.addLine(to: to)
            case .stepStart:
                path.addLine(to: ShapePath.Point(x: from.x, y: to.y))
                path.addLine(to: to)
            case .stepEnd:
                path.addLine(to: ShapePath.Point(x: to.x, y: from.y))
                path.addLine(to: to)
            case .stepCenter:
                let middle = (from.x + to.x) / 2
                path.addLine(to: ShapePath.Point(x: middle, y: from.y))
                path.addLine(to: ShapePath.Point(x: middle, y: to.y))
                path.addLine(to: to)
            case .catmullRom, .cardinal, .monotone:
                let before = index > 0 ? points[index - 1] : from, after = index + 2 < points.count ? points[index + 2] : to
                path.addCurve(
                    to: to, control1: ShapePath.Point(x: from.x + (to.x - before.x) / 6, y: from.y + (to.y - before.y) / 6),
                    control2: ShapePath.Point(x: to.x - (after.x - from.x) / 6, y: to.y - (after.y - from.y) / 6)
                )
            }
        }
        return path
    }
}

/// One axis's scale: numbers over a domain (rounded out to whole ticks when the data decides
/// it), or categories in the order they first appear, each a band of equal width.
struct Scale {
    let categories: [String]
    let low: Double
    let high: Double
    let ticks: [(value: ChartMark.Value, text: String)]

    init(_ values: [ChartMark.Value], domain: ClosedRange<Double>?, includesZero: Bool, bands: Bool = false) {
        var categories: [String] = []
        var numbers: [Double] = []
        for value in values {
            switch value {
            case .number(let number) where number.isFinite: numbers.append(number)
            case .category(let name) where !categories.contains(name): categories.append(name)
            default: break
            }
        }
        if bands, categories.isEmpty { categories = Set(numbers).sorted().map(Self.text) }
        self.categories = numbers.isEmpty || bands ? categories : []
        if !self.categories.isEmpty {
            (low, high) = (0, 1)
            ticks = categories.map { (.category($0), $0) }
            return
        }
        var low = domain?.lowerBound ?? numbers.min() ?? 0, high = domain?.upperBound ?? numbers.max() ?? 1
        if domain == nil, includesZero { low = min(low, 0); high = max(high, 0) }
        if high <= low { high = low + 1 }
        let step = Self.step(high - low)
        if domain == nil {
            low = (low / step).rounded(.down) * step
            high = (high / step).rounded(.up) * step
        }
        self.low = low
        self.high = high
        var ticks: [(ChartMark.Value, String)] = []
        var tick = (low / step).rounded(.up) * step
        while tick <= high + step * 1e-9, ticks.count < 12 {
            ticks.append((.number(tick), Self.text(tick)))
            tick += step
        }
        self.ticks = ticks
    }

    /// Where `value` lies between `start` (the domain's low end) and `end`.
    func position(_ value: ChartMark.Value, from start: Double, to end: Double) -> Double {
        switch value {
        case .category(let name):
            let index = categories.firstIndex(of: name) ?? 0
            return start + (end - start) * (Double(index) + 0.5) / Double(max(1, categories.count))
        case .number(let number) where !categories.isEmpty:
            return position(.category(Self.text(number)), from: start, to: end)
        case .number(let number):
            guard number.isFinite else { return start }
            return start + (end - start) * (number - low) / (high - low)
        }
    }

    /// A bar's band: a category's share of the axis, or for numbers the axis over the bars.
    func bandWidth(across length: Double, marks: Int) -> Double {
        length / Double(max(1, categories.isEmpty ? marks : categories.count))
    }

    /// A round step that cuts `span` into two to five ticks: 1, 2 or 5 times a power of ten.
    static func step(_ span: Double) -> Double {
        let rough = span / 3
        let power = pow(10, (log10(rough)).rounded(.down))
        for factor in [1.0, 2, 5, 10] where rough <= factor * power { return factor * power }
        return 10 * power
    }

    /// A tick's label: whole numbers without a point, thousands as "k".
    static func text(_ value: Double) -> String {
        ChartMark.Value.number(value).text
    }
}
