import IsletCells

/// A chart with its data filled in: marks with values and colours, axes and domains. Like a
/// shape it takes the room it is offered; `ChartPlot` lays its marks out in that frame.
public struct ResolvedChart: Equatable, Sendable {
    public var marks: [ChartMark]
    public var axes: ChartAxes
    /// The legend under the plot: each series and its colour; empty when hidden or no mark
    /// names a series.
    public var legend: [ChartLegendEntry]

    public init(marks: [ChartMark], axes: ChartAxes = ChartAxes(), legend: [ChartLegendEntry] = []) {
        self.marks = marks
        self.axes = axes
        self.legend = legend
    }
}

/// One series in a chart's legend.
public struct ChartLegendEntry: Equatable, Sendable {
    public var name: String
    public var color: Color
    /// The series' marks are bars or areas (a square swatch) rather than lines or points (a dot).
    public var filled: Bool

    public init(name: String, color: Color, filled: Bool) {
        self.name = name
        self.color = color
        self.filled = filled
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
    /// A range's low end: a bar or area from `yStart` to `y`, a rule from one to the other.
    public var yStart: Value?
    /// The series `foregroundStyle(by:)` puts the mark in.
    public var series: String?
    /// True when the series picks the colour: the mark has no `foregroundStyle(_)` of its own.
    public var seriesColored = false
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

extension ChartMark.Value {
    /// The value as a tick or the legend shows it: a category as it is, a whole number without
    /// a point, thousands as "k", anything else to two places; past the whole numbers a Double
    /// holds exactly (10^15 units, 10^18 as thousands) or not finite, as Swift writes it
    /// (`1e+22`, `inf`), since whole digits there would be digits the value does not have.
    public var text: String {
        switch self {
        case .category(let name): return name
        case .number(let value):
            let clean = abs(value) < 1e-9 ? 0 : value
            let thousands = clean / 1000
            if abs(clean) >= 1000, abs(thousands) < Double(Int.saturationBound), thousands.rounded() == thousands {
                return "\(Int(saturating: thousands))k"
            }
            if clean.rounded() == clean, abs(clean) < Double(Int.saturationBound) { return String(Int(saturating: clean)) }
            guard clean.isFinite, abs(clean) < Double(Int.saturationBound) else { return String(clean) }
            return String((clean * 100).rounded() / 100)
        }
    }
}
