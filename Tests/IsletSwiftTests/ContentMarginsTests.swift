import IsletLayout
import Testing

private typealias W = WidgetRendering

/// `.contentMargins(_:_:for:)` on the Dynamic Island moves the named presentation's content
/// to the margins the widget asks for, and leaves the other presentations where they were.
@Suite struct ContentMarginsTests {
    /// A widget whose island shows "E" leading and "R" trailing when expanded, "L" and "T"
    /// compact, with `modifiers` on the `DynamicIsland`.
    private static func widget(_ modifiers: String) -> String {
        W.island(
            #"DynamicIslandExpandedRegion(.leading) { Text("E") }; DynamicIslandExpandedRegion(.trailing) { Text("R") }"#,
            compact: #"compactLeading: { Text("L").frame(maxWidth: .infinity, alignment: .leading) } compactTrailing: { Text("T").frame(maxWidth: .infinity, alignment: .trailing) }"#,
            modifiers: modifiers
        )
    }

    /// The column of `text` on the first line that has it, and how far from the line's end it
    /// ends.
    private static func columns(of text: Character, _ source: String, _ presentation: Presentation) -> (start: Int, fromEnd: Int)? {
        let lines = W(source, presentation: presentation).result.buffer.textLines
        guard let line = lines.first(where: { $0.contains(text) }), let index = line.firstIndex(of: text) else { return nil }
        let start = line.distance(from: line.startIndex, to: index)
        return (start, line.count - start - 1)
    }

    /// A 4 pt margin on every edge of the expanded island brings its leading and trailing
    /// content nearer the island's sides than islet's default, which keeps clear of the corners.
    @Test func expandedMarginsMoveTheSidesOutwards() throws {
        let plain = try #require(Self.columns(of: "E", Self.widget(""), .expanded))
        let narrow = try #require(Self.columns(of: "E", Self.widget(".contentMargins(.all, 4, for: .expanded)"), .expanded))
        #expect(narrow.start < plain.start)
        let plainTrailing = try #require(Self.columns(of: "R", Self.widget(""), .expanded))
        let narrowTrailing = try #require(Self.columns(of: "R", Self.widget(".contentMargins(.all, 4, for: .expanded)"), .expanded))
        #expect(narrowTrailing.fromEnd < plainTrailing.fromEnd)
        // The compact presentation keeps its margins.
        #expect(Self.columns(of: "L", Self.widget(".contentMargins(.all, 4, for: .expanded)"), .compact)?.start == Self.columns(of: "L", Self.widget(""), .compact)?.start)
    }

    /// A 24 pt leading margin on the compact leading view keeps its content 24 pt from the
    /// capsule's end; the trailing view keeps its own margins. (A margin on both edges would
    /// make "L" wider than its side, and widen the island: `CompactWideningTests`.)
    @Test func compactLeadingHorizontalMargins() throws {
        let modifiers = ".contentMargins(.leading, 24, for: .compactLeading)"
        let plain = try #require(Self.columns(of: "L", Self.widget(""), .compact))
        let wide = try #require(Self.columns(of: "L", Self.widget(modifiers), .compact))
        #expect(wide.start > plain.start)
        #expect(Self.columns(of: "T", Self.widget(modifiers), .compact)?.fromEnd == Self.columns(of: "T", Self.widget(""), .compact)?.fromEnd)
    }

    /// A 16 pt leading margin for `.minimal` keeps "M" 16 pt inside the circle's edge: a column
    /// further in than islet's centred default, in the attached and the detached circle alike.
    @Test func minimalMarginsInsetTheContentInsideItsCircle() {
        let plain = W(Self.widget(""), presentation: .minimal).result.buffer.textLines
        let inset = W(Self.widget(".contentMargins(.leading, 16, for: .minimal)"), presentation: .minimal).result.buffer.textLines
        #expect(plain[1] == "▐ M                 ▌ ▐ M ▌")
        #expect(inset[1] == "▐  M                ▌ ▐  M▌")
        #expect(inset[0] == plain[0] && inset[2] == plain[2], "the island keeps its outline")
    }

    /// A compact side's top or bottom margin moves its content within the pill's height (at
    /// `--scale 2`, where the pill has three rows inside it): 16 pt from the top puts "L" on its
    /// lowest row, 16 pt from the bottom puts "T" on its highest; the other side stays centred.
    @Test func compactVerticalMarginsMoveTheContentWithinThePill() {
        let plain = W(Self.widget(""), presentation: .compact, scale: 2).result.buffer.textLines
        let lowered = W(Self.widget(".contentMargins(.top, 16, for: .compactLeading)"), presentation: .compact, scale: 2).result.buffer.textLines
        let raised = W(Self.widget(".contentMargins(.bottom, 16, for: .compactTrailing)"), presentation: .compact, scale: 2).result.buffer.textLines
        #expect(plain.firstIndex { $0.contains("L") } == 2 && plain.firstIndex { $0.contains("T") } == 2)
        #expect(lowered.firstIndex { $0.contains("L") } == 3 && lowered.firstIndex { $0.contains("T") } == 2)
        #expect(raised.firstIndex { $0.contains("T") } == 1 && raised.firstIndex { $0.contains("L") } == 2)
    }
}
