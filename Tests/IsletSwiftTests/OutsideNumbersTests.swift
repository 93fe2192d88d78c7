import Testing

/// Numbers a widget's Swift hands a view or modifier, from its code or its state, go through
/// one checked conversion (issue 29, items 1 and 2): a value SwiftUI has no picture for is a
/// located note and the view is drawn without it, and nothing traps. Each of these killed
/// `render`, `preview` or `serve` with SIGILL before.
@Suite struct OutsideNumbersTests {
    private typealias W = WidgetRendering

    static let longText = #"Text("Your pizza is on its way and will arrive soon, with extra cheese and olives")"#

    /// A state's `lines: -1` passed to `.lineLimit`: the text wraps as without a limit, and the
    /// report names the modifier's place; a literal `0` likewise.
    @Test(arguments: [("context.state.lines", #"{"lines": -1}"#, -1), ("0", #"{"lines": 3}"#, 0)])
    func aLineLimitBelowOneIsLeftOffWithANote(_ limit: String, _ state: String, _ shown: Int) {
        let source = W.lockScreen("\(Self.longText).lineLimit(\(limit))", state: "var lines: Int")
        let widget = W(source, state: state)
        let line = (source.components(separatedBy: "\n").firstIndex { $0.contains(".lineLimit(") } ?? -1) + 1
        #expect(widget.placeholders.count == 1, "\(widget.placeholders)")
        #expect(widget.placeholders.first?.hasPrefix("Widget/Widget.swift:\(line):") == true, "\(widget.placeholders)")
        #expect(widget.placeholders.first?.hasSuffix(".lineLimit(\(shown)): a limit below one line has no picture in SwiftUI's documentation; islet draws the text without it") == true)
        let unlimited = W(W.lockScreen(Self.longText))
        #expect(widget.trimmed == unlimited.trimmed)
        #expect(widget.trimmed.contains { $0.contains("olives") }, "\(widget.trimmed)")
    }

    /// A limit of one line still cuts: the checked conversion passes what SwiftUI draws.
    @Test func aLineLimitOfOneCuts() {
        let widget = W(W.lockScreen("\(Self.longText).lineLimit(context.state.lines)", state: "var lines: Int"), state: #"{"lines": 1}"#)
        #expect(widget.placeholders.isEmpty)
        #expect(!widget.trimmed.contains { $0.contains("olives") }, "\(widget.trimmed)")
    }

    /// A Swift `Chart` of the state's values at 10^22 and past, or not finite: drawn, its axis
    /// labels as Swift writes such a number.
    @Test(arguments: [("[1, 1e22]", "1e+22"), ("[1, -3e25]", "e+25"), ("[2, 1e300]", "1e+300")])
    func aChartOfHugeValuesDrawsItsAxis(_ values: String, _ label: String) {
        let widget = W(W.lockScreen("""
            Chart {
                ForEach(Array(context.state.values.enumerated()), id: \\.offset) { item in
                    BarMark(x: .value("Index", item.offset), y: .value("Value", item.element))
                }
            }
            .frame(height: 54)
            """, state: "var values: [Double]"), state: #"{"values": \#(values)}"#)
        #expect(widget.placeholders.isEmpty, "\(widget.placeholders)")
        #expect(widget.lines.contains { $0.contains(label) }, "\(widget.lines)")
    }

    @Test func aChartOfInfiniteAndNaNValuesDraws() {
        let widget = W(W.lockScreen("""
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Cups", Double.infinity))
                BarMark(x: .value("Day", "Tue"), y: .value("Cups", Double.nan))
                RuleMark(y: .value("Cups", -Double.infinity))
                BarMark(x: .value("Day", "Wed"), y: .value("Cups", 4))
            }
            .frame(height: 54)
            """))
        #expect(widget.lines.contains { $0.contains("Wed") }, "\(widget.lines)")
    }

    /// Whole numbers from the widget's code that `Int(_:)` or a range would trap on: the
    /// conversion says so at its place, an out-of-range slice is reported, a colour of a hue
    /// that is not finite is drawn.
    @Test func conversionsThatTrapInSwiftAreReported() {
        let widget = W(W.lockScreen(#"""
            VStack {
                Text("\(Int(1e300))")
                Text("\([1, 2, 3][0...Int.max].count)")
                Text("hue").foregroundStyle(Color(hue: .nan, saturation: 1, brightness: 1))
                Text("\(Calendar.current.dateComponents([.day], from: Date(timeIntervalSince1970: 1e300), to: Date(timeIntervalSince1970: -1e300)).day ?? 0)")
            }
            """#))
        #expect(widget.placeholders.contains { $0.hasSuffix("Int(_:): 1e+300 does not fit in Int, which stops the app") }, "\(widget.placeholders)")
        #expect(widget.placeholders.contains { $0.hasSuffix("[…]: range out of bounds, which stops the app") }, "\(widget.placeholders)")
        #expect(widget.trimmed.contains("hue"), "\(widget.trimmed)")
    }
}
