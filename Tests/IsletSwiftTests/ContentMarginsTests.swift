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
    /// content a column nearer the island's sides than the default 14 pt margins.
    @Test func expandedMarginsMoveTheSidesOutwards() throws {
        let plain = try #require(Self.columns(of: "E", Self.widget(""), .expanded))
        let narrow = try #require(Self.columns(of: "E", Self.widget(".contentMargins(.all, 4, for: .expanded)"), .expanded))
        #expect(narrow.start == plain.start - 1)
        let plainTrailing = try #require(Self.columns(of: "R", Self.widget(""), .expanded))
        let narrowTrailing = try #require(Self.columns(of: "R", Self.widget(".contentMargins(.all, 4, for: .expanded)"), .expanded))
        #expect(narrowTrailing.fromEnd == plainTrailing.fromEnd - 1)
        // The compact presentation keeps its margins.
        #expect(Self.columns(of: "L", Self.widget(".contentMargins(.all, 4, for: .expanded)"), .compact)?.start == Self.columns(of: "L", Self.widget(""), .compact)?.start)
    }

    /// A 24 pt horizontal margin on the compact leading view keeps its content 24 pt from the
    /// capsule's end and from the camera; the trailing view keeps its own margins.
    @Test func compactLeadingHorizontalMargins() throws {
        let modifiers = ".contentMargins(.horizontal, 24, for: .compactLeading)"
        let plain = try #require(Self.columns(of: "L", Self.widget(""), .compact))
        let wide = try #require(Self.columns(of: "L", Self.widget(modifiers), .compact))
        #expect(wide.start > plain.start)
        #expect(Self.columns(of: "T", Self.widget(modifiers), .compact)?.fromEnd == Self.columns(of: "T", Self.widget(""), .compact)?.fromEnd)
    }
}
