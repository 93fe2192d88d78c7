import IsletCells
import IsletLayout
import IsletRaster
import Testing

/// `Path` and custom `Shape`s from Swift source (issue 17, item 3): the interpreter runs
/// `path(in:)` with the frame layout gives, and the cells show the outline at sub-cell resolution.
@Suite struct PathShapeTests {
    private typealias W = WidgetRendering

    static let triangle = """
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                var path = Path()
                path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.closeSubpath()
                return path
            }
        }
        """

    static let orange = Color(hex: 0xFF9F0A), green = Color(hex: 0x30D158), red = Color(hex: 0xFF453A)

    /// A custom `Shape` filled in a 64 x 54 pt frame (eight columns, three rows): its
    /// `path(in:)` sees that rectangle, and the triangle's slopes are drawn in quadrants.
    @Test func aCustomShapeIsDrawnFromItsPathInTheFrameLayoutGives() {
        let widget = W(W.lockScreen("Triangle().fill(.orange).frame(width: 64, height: 54)", helpers: Self.triangle))
        #expect(Self.art(widget.result.buffer, Self.orange) == [
            "   ▟▙   ",
            " ▗▟██▙▖ ",
            "▗██████▖",
        ])
        #expect(widget.placeholders.isEmpty)
    }

    /// `Path { p in p.addArc(…) }` stroked with a `StrokeStyle`: three quarters of a circle from
    /// twelve o'clock, clockwise on screen (SwiftUI's `clockwise: false`), the top left quarter
    /// left out; a thin line from corner to corner is one unbroken run of quadrants.
    @Test func aPathViewDrawsItsArcsAndLinesAtItsOwnCoordinates() {
        let widget = W(W.lockScreen("""
            HStack {
                Path { p in p.addArc(center: CGPoint(x: 24, y: 27), radius: 20, startAngle: .degrees(-90), endAngle: .degrees(180), clockwise: false) }
                    .stroke(.green, style: StrokeStyle(lineWidth: 3, lineCap: .round))
                    .frame(width: 48, height: 54)
                Path { p in p.move(to: .zero); p.addLine(to: CGPoint(x: 40, y: 50)) }.stroke(.red, lineWidth: 1).frame(width: 48, height: 54)
            }
            """))
        #expect(Self.art(widget.result.buffer, Self.green) == [
            "   ▀▄▖",
            "▗    ▙",
            "▝▜▄▄▛▘",
        ])
        #expect(Self.art(widget.result.buffer, Self.red) == [
            "▜▄    ",
            " ▝▜▄  ",
            "   ▝▚▖",
        ])
        #expect(widget.placeholders.isEmpty)
    }

    /// `Chart { ForEach … LineMark; RuleMark }`: the line in braille dots, a rule across the plot
    /// (in its colour where it crosses the line, both marks' dots kept),
    /// tick labels on the trailing side and under it. `Chart(data) { BarMark }` with the y axis
    /// hidden: one bar per category in blocks, the categories under them.
    @Test func chartsDrawTheirMarksInDotsAndBlocksWithTickLabels() {
        let widget = W(W.lockScreen("""
            VStack {
                Chart {
                    ForEach([3, 5, 4, 8, 6, 9], id: \\.self) { v in
                        LineMark(x: .value("i", v), y: .value("v", v * 2)).foregroundStyle(.green)
                    }
                    RuleMark(y: .value("goal", 10)).foregroundStyle(.red)
                }
                .frame(height: 72)
                Chart(["a", "b", "c"], id: \\.self) { name in
                    BarMark(x: .value("n", name), y: .value("v", name == "b" ? 7 : 3)).foregroundStyle(.orange)
                }
                .chartYAxis(.hidden)
                .frame(height: 54)
            }
            """))
        // Inside the card's edges, without trailing blanks.
        let lines = widget.result.buffer.textLines.map { String(String($0.dropFirst(2).dropLast(2)).reversed().drop { $0 == " " }.reversed()) }
        #expect(Array(lines[1...7]) == [
            "                       ⣀⣀⣀⣀⡤⠤⠤⠤⠔⠒⠒⠂     20",
            "⠤⠤⠤⠤⠤⠤⢤⣤⣤⣤⣤⠤⠤⠤⠤⠶⠶⠶⠶⠭⠭⠭⠭⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤ 10",
            "    ⠈⠉⠁                                 0",
            "2        4         6         8       10",
            "                ▗▄▄▄▄▄▄▄▄▖",
            "  ▗▄▄▄▄▄▄▄▄▖    ▐        ▌    ▗▄▄▄▄▄▄▄▄▖",
            "       a             b             c",
        ])
        // The rule runs across the whole plot, keeping the line's dots where it crosses them.
        #expect(Self.art(widget.result.buffer, Self.red).first?.count == 39)
        #expect(widget.result.buffer.firstCell(showing: "⣀")?.foreground == Self.green)
        #expect(widget.placeholders.isEmpty)
    }

    /// A point at the chart's top value has its centre half a point inside the plot, so half
    /// its dot lies above the chart's frame: those dots are clipped to the chart's own cells,
    /// and the row above (the title's) shows the whole title, its first letter not overdrawn.
    @Test func aChartsMarksStayInsideTheChartsCells() throws {
        let widget = W(W.lockScreen("""
            VStack(spacing: 0) {
                Text("Title").frame(maxWidth: .infinity, alignment: .leading)
                Chart {
                    PointMark(x: .value("i", 1), y: .value("v", 10)).foregroundStyle(.green).symbolSize(100)
                    PointMark(x: .value("i", 2), y: .value("v", 0)).foregroundStyle(.green).symbolSize(100)
                }
                .chartXAxis(.hidden).chartYAxis(.hidden)
                .frame(height: 36)
            }
            """))
        let buffer = widget.result.buffer
        let title = try #require(buffer.textLines.firstIndex { $0.contains("Title") }, "\(buffer.textLines)")
        let green = (0..<buffer.height).filter { row in (0..<buffer.width).contains { buffer[$0, row].foreground == Self.green } }
        #expect(green == [title + 1, title + 2], "\(buffer.textLines)")
        #expect(Self.art(buffer, Self.green) == [
            "⠉                                         ",
            "                                         ⣀",
        ])
        #expect(widget.placeholders.isEmpty)
    }

    /// The sports sample's goal timeline at twice the cells (rows of 9 pt) starts 50 pt down,
    /// part way down a row: it is laid out in the rows it owns (from 54 pt), so its home goals at
    /// the top value are drawn there, neither over the scorers' row above nor cut away.
    @Test func aChartStartingPartWayDownARowKeepsItsTopPoints() throws {
        let pair = try SamplePair("sports")
        let data = try #require(pair.swift.preview)
        let settings = RenderSettings(projection: .scaled(2), now: try #require(pair.layout.previewMoment))
        let surface = ActivityRenderer(source: pair.script, settings: settings, cache: RenderCache().layout).surface(.lock, data: data)
        let lines = SurfacePainter(projection: settings.projection, cache: RenderCache()).paint(surface, wallpaper: nil).textLines
        let scorers = try #require(lines.firstIndex { $0.contains("Saka 23'   Haaland 41'   Havertz 58'") }, "\(lines)")
        let dotted = lines.indices.filter { lines[$0].unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) } }
        // The top row holds the two home goals (and the half-time rule), the next the away goal.
        #expect(dotted == [scorers + 1, scorers + 2], "\(lines)")
        #expect(lines[scorers + 1].split(separator: " ").count == 3, "\(lines)")
    }

    /// The cells painted in `color`, cropped to them: a glyph drawn in it, or █ for a cell it fills.
    static func art(_ buffer: CellBuffer, _ color: Color) -> [String] {
        let rows = (0..<buffer.height).map { row in
            (0..<buffer.width).map { column -> String in
                let cell = buffer[column, row]
                if cell.background == color, cell.text == " " { return "█" }
                return cell.foreground == color ? cell.text : " "
            }
        }
        let used = rows.indices.filter { rows[$0].contains { $0 != " " } }
        let columns = rows.flatMap { row in row.indices.filter { row[$0] != " " } }
        guard let top = used.first, let bottom = used.last, let left = columns.min(), let right = columns.max() else { return [] }
        return (top...bottom).map { rows[$0][left...right].joined() }
    }
}
