import FoundationEssentials
import IsletLayout
import IsletVector
import IsletViews
import Testing

/// The SVG of a board draws the text traits a terminal cannot: italic, strikethrough, a font
/// width, tracking, and a text shrunk by `minimumScaleFactor` at its shrunk size.
@Suite struct VectorTextStyleTests {
    private func svg(lockScreen view: String) throws -> String {
        let json = #"""
        {"activity": "Styles", "bundleId": "com.example.styles", "contentState": {"name": "String"},
         "preview": {"at": 786020400, "contentState": {"name": "Ada"}},
         "lockScreen": \#(view),
         "dynamicIsland": {"compactLeading": {"text": "x"}, "compactTrailing": {"text": "y"}, "minimal": {"text": "z"}}}
        """#
        let layout = try LayoutReader.read(json, file: "styles.json")
        let settings = RenderSettings(now: Date(timeIntervalSinceReferenceDate: 786_020_400))
        let preview = try #require(layout.preview)
        return SVGWriter.svg(VectorBoard(board: Board(activity: layout, data: preview, settings: settings, presentations: [.lock])).drawing())
    }

    @Test func textTraitsBecomeTheirCSS() throws {
        let drawn = try svg(lockScreen: #"{"vstack": [{"text": "slanted", "italic": true}, {"text": "struck", "strikethrough": true}, {"text": "wide", "fontWidth": "expanded", "tracking": 2}]}"#)
        let lines = drawn.split(separator: "\n")
        #expect(lines.contains { $0.contains(">slanted<") && $0.contains(#"font-style="italic""#) })
        #expect(lines.contains { $0.contains(">struck<") && $0.contains(#"text-decoration="line-through""#) && !$0.contains("font-style") })
        #expect(lines.contains { $0.contains(">wide<") && $0.contains(#"font-stretch="expanded""#) && $0.contains(#"letter-spacing="2""#) })
    }

    @Test func aShrunkTextIsDrawnAtItsShrunkSize() throws {
        let long = "{state.name} is bringing your order from the market, then home"
        let full = try svg(lockScreen: #"{"text": "\#(long)", "lineLimit": 1}"#)
        let shrunk = try svg(lockScreen: #"{"text": "\#(long)", "lineLimit": 1, "minimumScaleFactor": 0.5}"#)
        #expect(full.contains("…") && full.contains(#"font-size="17""#))
        #expect(!shrunk.contains("…") && !shrunk.contains(#"font-size="17""#), "\(shrunk)")
    }
}
