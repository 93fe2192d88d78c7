/// A Swift Charts `Chart` as a layout file or the Swift reader writes it, checked: its marks are
/// view nodes (so `forEach`, `if` and `switch` make them from the data as they make views),
/// each a `.mark`, and its axes and scales.
public struct ChartSpec: Equatable, Sendable {
    public var marks: [ViewNode]
    public var axes: ChartAxes
    /// `.chartLegend(.hidden)` clears this: the legend under the plot names each series.
    public var legend = true
    /// `.chartForegroundStyleScale([name: colour])`: each series' colour, in the legend's order.
    public var seriesColors: [ChartSeriesColor] = []

    /// The keys a chart view takes beside `"chart"` (`ViewKind.parameters`).
    static let parameters = ["xAxis", "yAxis", "xDomain", "yDomain", "legend", "seriesColors"]

    public init(marks: [ViewNode], axes: ChartAxes = ChartAxes()) {
        self.marks = marks
        self.axes = axes
    }
}

/// One entry of `chartForegroundStyleScale`: a series' name and its colour.
public struct ChartSeriesColor: Equatable, Sendable {
    public var name: String
    public var color: ColorChoice

    public init(name: String, color: ColorChoice) {
        self.name = name
        self.color = color
    }
}

/// One mark of a chart, checked: `LineMark(x: .value("Minute", goal.minute), y: .value("Goals", 1))`
/// is `{"mark": "line", "x": "goal.minute", "y": 1}`. Values are expressions of the data.
public struct MarkSpec: Equatable, Sendable {
    public var kind: ChartMark.Kind
    /// A number, a date or a string (a category); nil for a rule across the plot.
    public var x: Expression?
    public var y: Expression?
    /// `yStart:` of a range (`BarMark(x:yStart:yEnd:)`): `y` is then its end.
    public var yStart: Expression?
    /// `.foregroundStyle(by: .value("Team", team))`: the series the mark belongs to, which
    /// picks its colour from the chart's palette and names it in the legend.
    public var series: Expression?
    /// `.foregroundStyle(_)`; nil: the accent blue Swift Charts draws with.
    public var color: ColorChoice?
    /// `.lineStyle(StrokeStyle(lineWidth:))`.
    public var lineWidth: Double?
    public var interpolation: ChartMark.Interpolation
    /// `.symbolSize(_)`: a point's area in square points.
    public var symbolSize: Double?

    /// The keys a mark takes beside `"mark"`.
    static let parameters = ["x", "y", "yStart", "series", "foregroundStyle", "lineWidth", "interpolation", "symbolSize"]

    public init(
        kind: ChartMark.Kind, x: Expression? = nil, y: Expression? = nil, color: ColorChoice? = nil, lineWidth: Double? = nil,
        interpolation: ChartMark.Interpolation = .linear, symbolSize: Double? = nil
    ) {
        self.kind = kind
        self.x = x
        self.y = y
        self.color = color
        self.lineWidth = lineWidth
        self.interpolation = interpolation
        self.symbolSize = symbolSize
    }
}
