import IsletCells

/// A chart with its data filled in: marks with values and colours, axes and domains. Like a
/// shape it takes the room it is offered; `ChartPlot` lays its marks out in that frame.
public struct ResolvedChart: Equatable, Sendable {
    public var marks: [ChartMark]
    public var axes: ChartAxes

    public init(marks: [ChartMark], axes: ChartAxes = ChartAxes()) {
        self.marks = marks
        self.axes = axes
    }
}

/// A chart's axes and scales, as a layout file or the chart's modifiers set them.
public struct ChartAxes: Equatable, Sendable {
    /// `.chartXAxis(.hidden)` / `.chartYAxis(.hidden)` clear these.
    public var xAxis: Bool
    public var yAxis: Bool
    /// `.chartXScale(domain:)` / `.chartYScale(domain:)`; nil: from the data.
    public var xDomain: ClosedRange<Double>?
    public var yDomain: ClosedRange<Double>?

    public init(xAxis: Bool = true, yAxis: Bool = true, xDomain: ClosedRange<Double>? = nil, yDomain: ClosedRange<Double>? = nil) {
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.xDomain = xDomain
        self.yDomain = yDomain
    }
}

/// One mark with its values.
public struct ChartMark: Equatable, Sendable {
    /// `LineMark`, `PointMark`, `RuleMark`, `BarMark`, `AreaMark`.
    public enum Kind: String, CaseIterable, Equatable, Sendable {
        case line, point, rule, bar, area
    }

    /// `.interpolationMethod(_)`: how a line or area runs between its points.
    public enum Interpolation: String, CaseIterable, Equatable, Sendable {
        case linear, catmullRom, cardinal, monotone, stepStart, stepCenter, stepEnd
    }

    /// A plotted value: a number (dates are seconds) or a category.
    public enum Value: Equatable, Sendable {
        case number(Double)
        case category(String)
    }

    public var kind: Kind
    public var x: Value?
    public var y: Value?
    public var color: Color
    public var lineWidth: Double?
    public var interpolation: Interpolation
    public var symbolSize: Double?

    public init(kind: Kind, x: Value?, y: Value?, color: Color, lineWidth: Double? = nil, interpolation: Interpolation = .linear, symbolSize: Double? = nil) {
        self.kind = kind
        self.x = x
        self.y = y
        self.color = color
        self.lineWidth = lineWidth
        self.interpolation = interpolation
        self.symbolSize = symbolSize
    }
}
