import IsletCells
import IsletViews
import Testing

/// Swift Charts' series and ranges from Swift source (issue 17, item 3): `foregroundStyle(by:)`
/// colours each series from the default palette or the chart's style scale, the legend names
/// them under the plot, and `yStart:yEnd:` ranges run between their ends.
@Suite struct ChartSeriesTests {
    private typealias W = WidgetRendering

    static func system(_ name: String) -> Color { ColorName.system(name).resolved(dark: true) }

    /// Two teams' lines, the marks interleaved as a `ForEach` over the data makes them: each team
    /// is one line in its palette colour (blue, then green), and the legend under the x axis
    /// shows a dot in each colour and the team's name.
    @Test func seriesTakeThePaletteInOrderAndTheLegendNamesThem() throws {
        let widget = W(W.lockScreen("""
            Chart {
                ForEach([("Home", 1, 2), ("Away", 1, 6), ("Home", 2, 4), ("Away", 2, 3), ("Home", 3, 8), ("Away", 3, 1)], id: \\.1) { team, minute, goals in
                    LineMark(x: .value("Minute", minute), y: .value("Goals", goals))
                        .foregroundStyle(by: .value("Team", team))
                }
            }
            .chartYAxis(.hidden)
            .frame(height: 54)
            """))
        let lines = widget.result.buffer.textLines
        let legend = try #require(lines.firstIndex { $0.contains("● Home") }, "\(lines)")
        #expect(lines[legend].contains("● Home  ● Away"), "\(lines[legend])")
        #expect(lines[legend - 1].contains("1") && lines[legend - 1].contains("3"), "the x axis above the legend")
        let buffer = widget.result.buffer
        let column = try #require(lines[legend].firstIndex(of: "●").map { lines[legend].distance(from: lines[legend].startIndex, to: $0) })
        #expect(buffer[column, legend].foreground == Self.system("blue"))
        #expect(buffer[column + 8, legend].foreground == Self.system("green"))
        let blue = PathShapeTests.art(buffer, Self.system("blue")), green = PathShapeTests.art(buffer, Self.system("green"))
        #expect(blue.count > 1 && green.count > 1, "each team is a line of its own: \(blue) \(green)")
        #expect(widget.placeholders.isEmpty)
    }

    /// `chartForegroundStyleScale` sets the series' colours, and `chartLegend(.hidden)` drops
    /// the legend: the plot gets its row back.
    @Test func aStyleScaleColoursTheSeriesAndAHiddenLegendIsGone() throws {
        let chart = { (legend: String) in
            W(W.lockScreen("""
                Chart {
                    BarMark(x: .value("Day", "Mon"), y: .value("Cups", 3)).foregroundStyle(by: .value("Drink", "Tea"))
                    BarMark(x: .value("Day", "Tue"), y: .value("Cups", 5)).foregroundStyle(by: .value("Drink", "Coffee"))
                }
                .chartForegroundStyleScale(["Tea": .red, "Coffee": .orange])
                \(legend)
                .frame(height: 54)
                """))
        }
        let shown = chart("").result.buffer
        let row = try #require(shown.textLines.firstIndex { $0.contains("■ Tea") }, "\(shown.textLines)")
        #expect(shown.textLines[row].contains("■ Tea  ■ Coffee"))
        #expect(!PathShapeTests.art(shown, Self.system("red")).isEmpty && !PathShapeTests.art(shown, Self.system("orange")).isEmpty)
        let hidden = chart(".chartLegend(.hidden)").result.buffer
        #expect(!hidden.textLines.contains { $0.contains("Tea") })
        #expect(Self.rows(hidden, Self.system("orange")).count > Self.rows(shown, Self.system("orange")).subtracting([row]).count, "taller bars")
    }

    /// `BarMark(x:yStart:yEnd:)` is a bar between its ends, not from zero: with the y scale at
    /// 0...10, a bar from 4 to 8 leaves the plot's bottom rows empty.
    @Test func aRangeBarRunsBetweenItsEnds() throws {
        let widget = W(W.lockScreen("""
            Chart {
                BarMark(x: .value("Day", "Mon"), yStart: .value("Low", 4), yEnd: .value("High", 8)).foregroundStyle(.green)
                RuleMark(y: .value("Goal", 10)).foregroundStyle(.red)
            }
            .chartXAxis(.hidden).chartYAxis(.hidden)
            .chartYScale(domain: 0...10)
            .frame(height: 90)
            """))
        let buffer = widget.result.buffer
        let rows = Self.rows(buffer, Self.system("green")).sorted()
        let rule = try #require(Self.rows(buffer, Self.system("red")).min())
        // 90 pt is five rows of 18 pt, two units of the scale each, the rule (10) on the top one:
        // the bar from 8 down to 4 fills the second and third rows, and 4...0 stays empty.
        #expect(rows == [rule + 1, rule + 2], "\(buffer.textLines)")
    }

    /// The rows with a cell in `color`, as a glyph or a fill.
    static func rows(_ buffer: CellBuffer, _ color: Color) -> Set<Int> {
        Set((0..<buffer.height).filter { row in (0..<buffer.width).contains { buffer[$0, row].foreground == color || buffer[$0, row].background == color } })
    }
}
