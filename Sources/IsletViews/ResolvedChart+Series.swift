import IsletCells

/// `foregroundStyle(by:)`: each series gets its own colour, from `chartForegroundStyleScale`
/// when the chart gives one, else from Swift Charts' default palette in the order the series
/// first appear; the legend lists them (docs/DECISIONS.md, "Paths and charts").
extension ResolvedChart {
    /// Swift Charts' default series colours, in order, cycled past the seventh (as observed on
    /// iOS 18: blue, green, orange, purple, red, cyan, yellow).
    public static let seriesPalette = ["blue", "green", "orange", "purple", "red", "cyan", "yellow"]

    /// Colours the marks whose series decides their colour (a mark with a colour of its own
    /// keeps it) and builds the legend unless `legend` is false. `scale` is the chart's style
    /// scale with its colours resolved.
    mutating func colourSeries(scale: [(name: String, color: Color)], legend: Bool, dark: Bool) {
        var order = scale.map(\.name)
        for mark in marks {
            if let series = mark.series, !order.contains(series) { order.append(series) }
        }
        guard !order.isEmpty else { return }
        func colour(_ series: String) -> Color {
            if let fixed = scale.first(where: { $0.name == series }) { return fixed.color }
            let index = order.firstIndex(of: series)! - scale.count
            return ColorName.system(Self.seriesPalette[max(0, index) % Self.seriesPalette.count]).resolved(dark: dark)
        }
        for index in marks.indices where marks[index].seriesColored {
            if let series = marks[index].series { marks[index].color = colour(series) }
        }
        guard legend else { return }
        self.legend = order.map { series in
            let kind = marks.first { $0.series == series }?.kind
            return ChartLegendEntry(name: series, color: colour(series), filled: kind == .bar || kind == .area)
        }
    }
}
