import IsletCells
import IsletTestSupport
@testable import IsletVector
import Testing

/// Path views and charts in the vector pictures (issue 17, item 3): one `<path d>` per coat of
/// paint, at the frame's points, curves as SVG's own, and cairo fills the same outline.
extension ShapeFigureTests {
    /// The numbers of a `d` attribute, and its commands.
    private func parsed(_ d: String) -> (commands: [String], numbers: [Double]) {
        let parts = d.split(separator: " ").map(String.init)
        return (parts.filter { Double($0) == nil }, parts.compactMap(Double.init))
    }

    /// `{"path": …}` in fractions of a 40 x 20 pt frame: a triangle from the bottom left corner
    /// to the top middle and the bottom right, closed.
    @Test func aLayoutPathIsOnePathAtTheFramesPoints() throws {
        let view = #"{"path": [["move", 0, 1], ["line", 0.5, 0], ["line", 1, 1], ["close"]], "fill": "orange", "frame": {"width": 40, "height": 20}}"#
        let drawing = try drawing(view)
        let element = try #require(try XMLChecker.elements(of: SVGWriter.svg(drawing)).first { $0.name == "path" && $0.attributes["fill"] == "#ff9f0a" })
        let (commands, n) = parsed(try #require(element.attributes["d"]))
        #expect(commands == ["M", "L", "L", "Z"])
        try #require(n.count == 6)
        #expect(n[2] - n[0] == 20 && n[4] - n[0] == 40, "the apex halfway across, the right corner 40 pt on")
        #expect(n[1] - n[3] == 20 && n[5] == n[1], "the apex 20 pt above the base")
        // cairo fills the same triangle: inside it near the base, and not outside its slope.
        let image = try RasterImage(drawing, scale: 2)
        #expect(image.pixel(x: Int((n[2]) * 2), y: Int((n[1] - 2) * 2)) == Color(hex: 0xFF9F0A))
        #expect(image.pixel(x: Int((n[0] + 2) * 2), y: Int((n[3] + 2) * 2)) != Color(hex: 0xFF9F0A))
    }

    /// A dashed, round-joined stroke says so; a trimmed arc keeps the fraction of its length as
    /// exact curves, and a Catmull-Rom line in a chart is cubic curves through its points.
    @Test func strokesKeepTheirStyleAndTrimsAndCurvesStayCurves() throws {
        let dashed = #"{"path": [["move", 0, 0], ["line", 1, 1]], "stroke": "green", "lineWidth": 3, "lineJoin": "round", "dash": [4, 2], "frame": {"width": 40, "height": 40}}"#
        let line = try #require(try XMLChecker.elements(of: SVGWriter.svg(try drawing(dashed))).first { $0.name == "path" && $0.attributes["stroke"] == "#30d158" })
        #expect(line.attributes["stroke-dasharray"] == "4 2" && line.attributes["stroke-linejoin"] == "round" && line.attributes["stroke-width"] == "3")
        let half = #"{"path": [["arc", 0.5, 0.5, 0.5, 0, 360]], "trim": [0, 0.5], "stroke": "green", "lineWidth": 2, "frame": {"width": 40, "height": 40}}"#
        let arc = try #require(try XMLChecker.elements(of: SVGWriter.svg(try drawing(half))).first { $0.name == "path" && $0.attributes["stroke"] == "#30d158" })
        let (commands, n) = parsed(try #require(arc.attributes["d"]))
        #expect(commands == ["M", "C", "C"], "half a circle is two of its four quarter curves")
        #expect(abs((n.last ?? 0) - n[1]) < 0.01 && abs((n[n.count - 2]) - (n[0] - 40)) < 0.01, "from three o'clock to nine: \(n)")
        let chart = #"{"chart": [{"mark": "line", "x": 0, "y": 0, "interpolation": "catmullRom"}, {"mark": "line", "x": 1, "y": 2, "interpolation": "catmullRom"}, {"mark": "line", "x": 2, "y": 1, "interpolation": "catmullRom"}], "xAxis": false, "yAxis": false, "frame": {"width": 100, "height": 50}}"#
        let curve = try #require(try XMLChecker.elements(of: SVGWriter.svg(try drawing(chart))).first { $0.name == "path" && $0.attributes["stroke"] == "#0a84ff" })
        let (marks, points) = parsed(try #require(curve.attributes["d"]))
        #expect(marks == ["M", "C", "C"])
        #expect(curve.attributes["stroke-width"] == "2" && curve.attributes["stroke-linecap"] == "round")
        // The first point is the plot's bottom left corner (half a point in), the second the top middle.
        #expect(abs(points[6] - points[0] - 49.5) < 0.01 && abs(points[1] - points[7] - 49) < 0.01, "\(points)")
    }

    /// A chart's tick labels are text in the secondary colour beside and under the plot.
    @Test func chartAxesAreTickLabels() throws {
        let chart = #"{"chart": [{"mark": "bar", "x": "'Mon'", "y": 3}, {"mark": "bar", "x": "'Tue'", "y": 5}], "frame": {"width": 160, "height": 80}}"#
        let drawing = try drawing(chart)
        let labels = drawing.texts.map(\.text)
        #expect(labels.contains("Mon") && labels.contains("Tue") && labels.contains("0") && labels.contains("4"), "\(labels)")
        let bars = try XMLChecker.elements(of: SVGWriter.svg(drawing)).filter { $0.name == "path" && $0.attributes["fill"] == "#0a84ff" }
        #expect(bars.count == 2)
    }
}
