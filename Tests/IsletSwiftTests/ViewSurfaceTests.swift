import IsletCells
import IsletViews
import Testing

/// SwiftUI's views and modifiers resolved against the library surface as Swift resolves them
/// (`LibrarySurface+Containers`, `+Modifiers`): the forms widgets write draw as before, and a
/// call Swift refuses (an `Int` where a `CGFloat` or `Double` is asked for, a label no
/// overload has, a line limit islet would draw wrongly) is a placeholder naming the call,
/// never a view drawn from a guess.
@Suite struct ViewSurfaceTests {
    private typealias W = WidgetRendering

    /// A stack's spacing is a `CGFloat?`: an `Int` variable does not convert.
    @Test func anIntegerSpacingIsAPlaceholder() {
        let widget = W(W.lockScreen("""
            let gap = 4
            HStack(spacing: gap) { Text("fare") }
            """))
        #expect(widget.placeholders == ["Widget/Widget.swift:16:1: HStack(spacing:_:): no HStack initializer islet knows takes (spacing: Int, a closure of 0 parameters)"])
        #expect(!widget.trimmed.contains { $0.contains("fare") })
    }

    /// `Spacer`'s one parameter is labelled `minLength:`.
    @Test func anUnlabelledSpacerLengthIsAPlaceholder() {
        let widget = W(W.lockScreen("HStack { Text(\"a\"); Spacer(8); Text(\"b\") }"))
        #expect(widget.placeholders == ["Widget/Widget.swift:15:33: Spacer(_:): no Spacer initializer islet knows takes (an integer literal)"])
    }

    /// `.opacity(_:)` takes a `Double`; a `Gauge`'s value a `BinaryFloatingPoint`.
    @Test func integerOpacityAndGaugeValuesArePlaceholders() {
        let widget = W(W.lockScreen("""
            let level = 1
            VStack {
                Text("dim").opacity(level)
                Gauge(value: level, in: 0...10) { Text("fuel") }
            }
            """))
        #expect(widget.placeholders == [
            "Widget/Widget.swift:17:5: opacity(_:): no View method islet knows takes (Int)",
            "Widget/Widget.swift:18:5: Gauge(value:in:_:): no Gauge initializer islet knows takes (value: Int, in: range, a closure of 0 parameters)",
        ])
    }

    /// A line limit over a range is not drawn: listed under the board as left off, never
    /// counted as drawn.
    @Test func aRangeOfLinesIsLeftOff() {
        let widget = W(W.lockScreen("Text(\"Gate B12 changed to B14\").lineLimit(1...2)"))
        #expect(widget.placeholders.count == 1)
        #expect(widget.placeholders.first?.hasSuffix(".lineLimit(_:): islet does not draw a range of lines; the text is drawn without a limit") == true)
    }

    /// The forms widgets write draw as they did: a stack with a trailing closure and an
    /// alignment, `ForEach` taking an enumerated array's pairs apart, padding by edges, a style
    /// in a shape behind a view, a `Label`, a `Button` and a `Link` with their titles.
    @Test func theFormsWidgetsWriteDraw() {
        let widget = W(W.lockScreen("""
            VStack(alignment: .leading, spacing: 2) {
                ForEach(Array(["north", "south"].enumerated()), id: \\.offset) { index, name in
                    Text("\\(index) \\(name)").padding(.horizontal).background(.blue, in: Capsule())
                }
                HStack {
                    Label("Gate", systemImage: "airplane")
                    Spacer(minLength: 4)
                    Button("Pause", action: {})
                    Link("Open", destination: URL(string: "https://example.com")!)
                }
                .opacity(0.9)
                .lineLimit(1)
            }
            """))
        #expect(widget.placeholders.isEmpty)
        for shown in ["0 north", "1 south", "Gate", "Pause", "Open"] {
            #expect(widget.trimmed.contains { $0.contains(shown) }, "\(shown) is not drawn")
        }
    }

    /// `.tint` colours a gauge's ring and leaves its current value label in the foreground
    /// style, as iOS draws an accessory gauge: the "42" in the middle is not green.
    @Test func aTintedGaugeKeepsItsLabelInTheForegroundStyle() {
        let widget = W(W.lockScreen("""
            Gauge(value: 0.42) { Text("load") } currentValueLabel: { Text("42") }
                .gaugeStyle(.accessoryCircular)
                .tint(.green)
                .foregroundStyle(.white)
            """))
        #expect(widget.placeholders.isEmpty)
        let buffer = widget.result.buffer
        #expect(buffer.firstCell(showing: "4")?.foreground == Color(hex: 0xFFFFFF))
        let green = ColorName.system("green").resolved(dark: true)
        #expect((0..<buffer.height).contains { row in (0..<buffer.width).contains { buffer[$0, row].foreground == green } }, "the ring is green")
    }

    /// islet rounds every corner alike, so corners of several radii are a placeholder; one
    /// radius for all four draws.
    @Test func unevenCornersArePlaceholders() {
        let uneven = W(W.lockScreen("UnevenRoundedRectangle(topLeadingRadius: 8, topTrailingRadius: 8).frame(height: 20)"))
        #expect(uneven.placeholders.map { $0.hasSuffix("UnevenRoundedRectangle: islet draws a rectangle's corners with one radius only") } == [true])
        let even = W(W.lockScreen("UnevenRoundedRectangle(topLeadingRadius: 6, bottomLeadingRadius: 6, bottomTrailingRadius: 6, topTrailingRadius: 6).frame(height: 20)"))
        #expect(even.placeholders.isEmpty)
    }
}
