import IsletTestSupport
@testable import IsletVector
import Testing

/// A layout file's chart series and ranges in the pictures (issue 17, item 3): range bars
/// between their ends, series colours from `seriesColors` or the palette, and the legend's
/// swatches and names under the x axis.
extension ShapeFigureTests {
    /// Two range bars, each four units tall, the second two units lower: "Coffee" orange from the
    /// chart's scale, "Tea" the palette's first colour (blue); the legend under the day labels.
    @Test func rangeBarsAndTheLegendInSVG() throws {
        let chart = #"""
        {"chart": [
          {"mark": "bar", "x": "'Mon'", "y": 8, "yStart": 4, "series": "'Tea'"},
          {"mark": "bar", "x": "'Tue'", "y": 6, "yStart": 2, "series": "'Coffee'"}
        ], "yAxis": false, "yDomain": [0, 10], "seriesColors": {"Coffee": "orange"}, "frame": {"width": 160, "height": 100}}
        """#
        let drawing = try drawing(chart)
        let paths = try XMLChecker.elements(of: SVGWriter.svg(drawing)).filter { $0.name == "path" }
        func span(_ fill: String) throws -> (top: Double, bottom: Double) {
            let element = try #require(paths.first { $0.attributes["fill"] == fill }, "no bar in \(fill)")
            let ys = try #require(element.attributes["d"]).split(separator: " ").compactMap { Double($0) }.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            return (try #require(ys.min()), try #require(ys.max()))
        }
        let tea = try span("#0a84ff"), coffee = try span("#ff9f0a")
        let unit = coffee.top - tea.top
        #expect(unit > 0 && abs((tea.bottom - tea.top) - 2 * unit) < 0.01 && abs((coffee.bottom - coffee.top) - 2 * unit) < 0.01, "\(tea) \(coffee)")
        let texts = drawing.texts
        let day = try #require(texts.first { $0.text == "Mon" })
        let swatches = texts.filter { $0.text == "■" }
        #expect(swatches.map(\.color.hexString) == ["#ff9f0a", "#0a84ff"], "the scale's series first, then the rest in order")
        let names = texts.filter { $0.text == "Coffee" || $0.text == "Tea" }
        #expect(names.map(\.text) == ["Coffee", "Tea"] && names.allSatisfy { $0.baseline > day.baseline && $0.x > swatches[0].x })
    }
}
