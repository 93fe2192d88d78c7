import IsletCells
import IsletLayout
import IsletModel
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

    private func draw(_ json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> CellBuffer? {
        renderPreview(layoutJSON: json, file: "order.json", presentation: .small, deviceID: "iphone-16-pro", sourceLocation: sourceLocation)?.buffer
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

    @Test func aSmallViewIsCheckedLikeAnyRegion() {
        #expect(throws: InputError.self) { try LayoutReader.read(Self.layout(small: #"{ "text": "{state.missing}" }"#)) }
    }
}
