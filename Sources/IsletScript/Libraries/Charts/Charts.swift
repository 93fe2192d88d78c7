import IsletProgram
import IsletViews

/// Swift Charts: `Chart { … }` and `Chart(data) { item in … }` with `LineMark`, `PointMark`,
/// `RuleMark`, `BarMark` and `AreaMark`, their styles folded into each mark, and the chart's
/// axes and scales folded into the chart, as `shaped` folds a shape's paint.
extension LibraryContext {
    /// `Chart { … }` or `Chart(data) { item in … }`.
    func chart(_ arguments: [ScriptElement], at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue {
        let content: [ScriptView]
        if let data = arguments.first(where: { $0.label == nil && !isFunction($0.value) })?.value {
            content = [try view(of: try forEach(data, arguments.last?.value, at: spot), at: spot)]
        } else {
            content = try contentViews(arguments, at: spot)
        }
        return .view(ScriptView(.chart(ChartSpec(marks: []), content)))
    }

    /// `LineMark(x: .value("Hour", hour), y: .value("Steps", steps))`; a `RuleMark` may have one of them.
    func mark(_ kind: ChartMark.Kind, _ arguments: [ScriptElement]) -> ScriptValue {
        let plotted = { (labels: [String]) -> IsletViews.Expression? in
            for label in labels {
                if let value = self.argument(label, arguments) { return self.plottedValue(value) }
            }
            return nil
        }
        var spec = MarkSpec(kind: kind, x: plotted(["x", "xEnd", "xStart"]), y: plotted(["y", "yEnd", "yStart"]))
        // A range (`yStart:yEnd:`) keeps both ends; a lone `yStart` is the value itself.
        if argument("yEnd", arguments) != nil { spec.yStart = plotted(["yStart"]) }
        return .view(ScriptView(.mark(spec)))
    }

    /// `.value("Label", v)`'s value as the expression a layout file would write: a number, a
    /// date as its seconds, a string or an enum's raw value as a category.
    private func plottedValue(_ value: ScriptValue) -> IsletViews.Expression? {
        var plotted = value
        if case .symbolCall("value", let parts) = value, parts.count >= 2 { plotted = parts[1].value }
        switch plotted {
        case .int(let number): return .number(Double(number))
        case .double(let number): return .number(number)
        case .date(let date): return .number(date.timeIntervalSince1970)
        case .string(let text): return .string(text)
        case .enumCase(let choice):
            if case .string(let raw) = rawValue(of: choice) { return .string(raw) }
            return .string(choice.name)
        default: return nil
        }
    }

    /// A chart's or a mark's own modifiers folded into it; nil when `name` is not one of them.
    func chartModified(_ name: String, _ receiver: ScriptValue, _ arguments: [ScriptElement]) -> ScriptValue? {
        guard case .view(var view) = receiver else { return nil }
        let first = arguments.first?.value
        switch view.content {
        case .mark(var spec) where view.modifiers.isEmpty:
            switch name {
            case "foregroundStyle", "foregroundColor":
                if arguments.first?.label == "by", let first { spec.series = plottedValue(first) }
                if arguments.first?.label == nil, let color = first.flatMap(color(of:)) { spec.color = .fixed(.fixed(color)) }
            case "lineStyle":
                if case .instance(let style)? = first, let width = style.fields["lineWidth"]?.number { spec.lineWidth = width }
            case "interpolationMethod":
                if let method = first.flatMap(symbolName).flatMap(ChartMark.Interpolation.init(rawValue:)) { spec.interpolation = method }
            case "symbolSize":
                spec.symbolSize = first?.number
            case _ where LibraryTables.quietMarkModifiers.contains(name):
                break
            default:
                return nil
            }
            view.content = .mark(spec)
        case .chart(var spec, let marks):
            switch name {
            case "chartXAxis": spec.axes.xAxis = first.flatMap(symbolName) != "hidden"
            case "chartYAxis": spec.axes.yAxis = first.flatMap(symbolName) != "hidden"
            case "chartXScale": spec.axes.xDomain = domain(argument("domain", arguments))
            case "chartYScale": spec.axes.yDomain = domain(argument("domain", arguments))
            case "chartLegend": spec.legend = arguments.first?.label != nil || first.flatMap(symbolName) != "hidden"
            case "chartForegroundStyleScale": spec.seriesColors = styleScale(arguments)
            case _ where LibraryTables.quietChartModifiers.contains(name): break
            default: return nil
            }
            view.content = .chart(spec, marks)
        default:
            return nil
        }
        return .view(view)
    }

    /// `["Home": .blue, "Away": .red]`, or `domain: ["Home", "Away"], range: [.blue, .red]`: each
    /// series' colour, in the legend's order.
    private func styleScale(_ arguments: [ScriptElement]) -> [ChartSeriesColor] {
        var pairs: [(ScriptValue, ScriptValue)] = []
        if case .dictionary(let entries)? = arguments.first?.value, arguments.first?.label == nil {
            pairs = entries.map { ($0.key, $0.value) }
        } else if case .array(let names)? = argument("domain", arguments), case .array(let colours)? = argument("range", arguments) {
            pairs = Array(zip(names, colours))
        }
        return pairs.compactMap { name, colour in
            guard let series = plottedValue(name).flatMap(seriesName), let paint = color(of: colour) else { return nil }
            return ChartSeriesColor(name: series, color: .fixed(.fixed(paint)))
        }
    }

    /// A series' name as the legend writes it: a string as it is, a number as a tick.
    private func seriesName(_ value: IsletViews.Expression) -> String? {
        switch value {
        case .string(let text): text
        case .number(let number): ChartMark.Value.number(number).text
        default: nil
        }
    }

    /// `domain: 0...100` as a range of numbers; nil for anything else (the data decides).
    private func domain(_ value: ScriptValue?) -> ClosedRange<Double>? {
        guard case .range(let lower, let upper, _)? = value, let low = lower.number, let high = upper.number, high > low else { return nil }
        return low...high
    }

    private func isFunction(_ value: ScriptValue) -> Bool {
        if case .function = value { return true }
        return false
    }
}

extension LibraryTables {
    /// The marks' initializers, by the kind they make.
    static let markKinds: [String: ChartMark.Kind] = ["LineMark": .line, "PointMark": .point, "RuleMark": .rule, "BarMark": .bar, "AreaMark": .area]

    /// Chart modifiers with nothing to draw here: accepted, the chart drawn as it is.
    fileprivate static let quietChartModifiers: Set<String> = [
        "chartPlotStyle", "chartBackground", "chartOverlay", "chartXAxisLabel", "chartYAxisLabel",
        "chartSymbolScale", "chartXSelection", "chartScrollableAxes", "chartAngleSelection",
    ]

    /// Mark modifiers with nothing to draw here.
    fileprivate static let quietMarkModifiers: Set<String> = ["symbol", "annotation", "cornerRadius", "position", "offset", "alignsMarkStylesWithPlotArea", "zIndex"]
}
