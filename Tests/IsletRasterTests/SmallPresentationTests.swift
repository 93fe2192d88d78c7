import IsletCells
import IsletInput
import IsletLayout
import IsletTestSupport
import IsletViews
import Testing

/// The Smart Stack (`small`) presentation of a layout file: its own `small` view on the watch's
/// platter, or the compact views at the platter's ends when the layout has none.
@Suite struct SmallPresentationTests {
    /// A layout with a lock screen, compact sides "L" and "12m", and `small` when given.
    private static func layout(small: String?) -> String {
        """
        {
          "activity": "OrderAttributes", "bundleId": "com.example.order",
          "attributes": { "name": "String" }, "contentState": { "eta": "Int" },
          "preview": { "attributes": { "name": "Margherita" }, "contentState": { "eta": 12 } },
          "lockScreen": { "text": "{attributes.name} arrives in {state.eta} min" },
          "dynamicIsland": {
            "compactLeading": { "text": "L" }, "compactTrailing": { "text": "{state.eta}m" }, "minimal": { "text": "M" }
          }\(small.map { ",\n  \"small\": \($0)" } ?? "")
        }
        """
    }

    private func draw(_ json: String, deviceID: String = "iphone-16-pro", sourceLocation: Testing.SourceLocation = #_sourceLocation) -> CellBuffer? {
        renderPreview(layoutJSON: json, file: "order.json", presentation: .small, deviceID: deviceID, sourceLocation: sourceLocation)?.buffer
    }

    @Test func theSmallViewFillsTheWatchsPlatter() throws {
        let small = #"{ "vstack": [ { "text": "{attributes.name}" }, { "text": "{state.eta} min", "foreground": "mint" } ] }"#
        let buffer = try #require(draw(Self.layout(small: small)))
        // 184 x 80.5 pt: 23 columns, three content rows between sub-cell rims.
        #expect(buffer.width == 23 && buffer.height == 5)
        #expect(buffer.contentLines == ["Margherita", "  12 min"])
        let minutes = try #require(buffer.firstCell(showing: "1"))
        #expect(minutes.background == SmartStack.platter)
        #expect(minutes.foreground == ColorName.system("mint").resolved(dark: true))
    }

    @Test func withoutASmallViewTheCompactViewsShowAtTheEnds() throws {
        let buffer = try #require(draw(Self.layout(small: nil)))
        #expect(buffer.textLines[2] == " L                 12m ")
        #expect(buffer.firstCell(showing: "L")?.background == SmartStack.platter)
    }

    /// A phone without an island still pairs with a watch (issue 32, item 7): its compact views
    /// show at the 393 pt class's size, never in 0 pt regions that leave the platter blank.
    @Test func aPhoneWithoutAnIslandShowsTheCompactViewsOnTheWatchToo() throws {
        let rendered = try #require(renderPreview(layoutJSON: Self.layout(small: nil), file: "order.json", presentation: .small, deviceID: "iphone-16e"))
        #expect(rendered.buffer.textLines[2] == " L                 12m ")
        #expect(FitReport.check([rendered.surface]).entries.isEmpty, "no 0 pt region to cut the text")
    }

    @Test func aSmallViewIsCheckedLikeAnyRegion() {
        #expect(throws: InputError.self) { try LayoutReader.read(Self.layout(small: #"{ "text": "{state.missing}" }"#)) }
    }
}
