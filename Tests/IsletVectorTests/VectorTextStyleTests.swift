import FoundationEssentials
import IsletLayout
import IsletRaster
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
        return SVGWriter.svg(VectorBoard(board: Board(activity: layout, data: preview, settings: settings, cache: RenderCache().layout, presentations: [.lock])).drawing())
    }

    @Test func textTraitsBecomeTheirCSS() throws {
        let drawn = try svg(lockScreen: #"{"vstack": [{"text": "slanted", "italic": true}, {"text": "struck", "strikethrough": true}, {"text": "wide", "fontWidth": "expanded", "tracking": 2}]}"#)
        let lines = drawn.split(separator: "\n")
        #expect(lines.contains { $0.contains(">slanted<") && $0.contains(#"font-style="italic""#) })
        #expect(lines.contains { $0.contains(">struck<") && $0.contains(#"text-decoration="line-through""#) && !$0.contains("font-style") })
        #expect(lines.contains { $0.contains(">wide<") && $0.contains(#"font-stretch="expanded""#) && $0.contains(#"letter-spacing="2""#) })
    }

    /// A text of runs draws each run as its own text, with its own size, weight and fill, one
    /// after the other on one baseline.
    @Test func eachRunHasItsOwnSizeWeightAndFill() throws {
        let view = #"{"text": [{"text": "12", "bold": true, "foreground": "green"}, {"text": " min", "font": "caption", "foreground": "secondary"}], "font": "title"}"#
        let lines = try svg(lockScreen: view).split(separator: "\n")
        let number = try #require(lines.first { $0.contains(">12<") })
        let unit = try #require(lines.first { $0.contains("> min<") })
        #expect(number.contains(#"font-size="28""#) && number.contains("font-weight="))
        #expect(unit.contains(#"font-size="12""#) && !unit.contains("font-weight="))
        func attribute(_ name: String, _ line: Substring) -> String? {
            line.firstRange(of: name + "=\"").map { String(line[$0.upperBound...].prefix { $0 != "\"" }) }
        }
        #expect(attribute("fill", number) != nil && attribute("fill", number) != attribute("fill", unit))
        #expect(attribute("y", number) == attribute("y", unit), "one baseline")
        let numberX = try #require(attribute("x", number).flatMap(Double.init)), unitX = try #require(attribute("x", unit).flatMap(Double.init))
        #expect(unitX > numberX + 20, "the unit starts after the number's 28 pt digits")
    }

    @Test func aShrunkTextIsDrawnAtItsShrunkSize() throws {
        let long = "{state.name} is bringing your order from the market, then home"
        let full = try svg(lockScreen: #"{"text": "\#(long)", "lineLimit": 1}"#)
        let shrunk = try svg(lockScreen: #"{"text": "\#(long)", "lineLimit": 1, "minimumScaleFactor": 0.5}"#)
        #expect(full.contains("…") && full.contains(#"font-size="17""#))
        #expect(!shrunk.contains("…") && !shrunk.contains(#"font-size="17""#), "\(shrunk)")
    }
}
