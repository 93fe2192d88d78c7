import FoundationEssentials
import IsletViews
import Testing

/// What the previewer shows before and as a stream begins, by the replay policy it shares with
/// `islet check` (issue 11, items 2 and 8).
@Suite("The previewer's phone before and as a stream begins")
struct PreviewReplayTests {
    static let start = #"{"aps": {"timestamp": 1764327600, "event": "start", "attributes-type": "DeliveryAttributes", "#
        + #""attributes": {"orderNumber": 5150, "restaurantName": "Nonna's Kitchen"}, "#
        + #""content-state": {"driverName": "Bea", "eta": [786020100, 786021120], "step": "confirmed", "progress": 0}, "#
        + #""alert": {"title": "Order confirmed", "body": "Nonna's is on it"}}}"#

    @Test("before stdin says anything, the island and the card show the layout's preview, marked as the preview")
    func previewFromTheFirstFrame() {
        let preview = PreviewFixture()
        let text = preview.text
        #expect(text.contains("Luigi's Pizzeria"), "the card shows the preview's data")
        #expect(text.contains("DeliveryAttributes #1 · active · layout preview"))
        #expect(!text.contains("No activity"))
    }

    @Test("a live stream whose first push starts an activity replaces the preview: the start is #1, alone on the island")
    func startReplacesThePreview() throws {
        let preview = PreviewFixture()
        preview.send(.stream(PreviewFixture.push(Self.start), source: "stdin", paced: false))
        #expect(preview.state.engine.activities.map(\.id) == [1])
        #expect(preview.state.log.contains { $0.summary == "activity #1 withdrawn" })
        #expect(preview.state.log.last?.summary == "start #1 applied")
        preview.advance(10)
        let text = preview.text
        #expect(text.contains("Nonna's Kitchen"))
        #expect(!text.contains("Luigi's Pizzeria"))
        #expect(!text.contains("layout preview"))
    }

    @Test("a live update applies to the preview activity the phone holds, and the preview mark goes")
    func updateKeepsThePreviewActivity() {
        let preview = PreviewFixture()
        let phone = preview.state.clock.phoneTime(at: preview.wall).timeIntervalSince1970
        preview.send(.stream(PreviewFixture.update(timestamp: phone, driver: "Ada"), source: "stdin", paced: false))
        #expect(preview.state.log.last?.summary == "update #1 applied")
        let text = preview.text
        #expect(text.contains("driverName: \"Ada\""))
        #expect(text.contains("DeliveryAttributes #1 · active"))
        #expect(!text.contains("layout preview"))
    }

    @Test("an ignored first update leaves the preview on screen, still marked, and says why")
    func ignoredUpdateKeepsTheMark() {
        let preview = PreviewFixture()
        let phone = preview.state.clock.phoneTime(at: preview.wall).timeIntervalSince1970
        preview.send(.stream(PreviewFixture.update(timestamp: phone, driver: "Ada", progress: "\"0.7\""), source: "stdin", paced: false))
        #expect(preview.state.log.last?.tone == .ignored)
        #expect(preview.text.contains("layout preview"))
    }

    @Test("a layout without a preview shows sample values of its types rather than an empty island")
    func sampleValuesWithoutPreview() throws {
        let layout = try LayoutReader.read(#"""
        {"activity": "KettleAttributes", "bundleId": "com.example.kettle",
         "attributes": {"kettle": "String"}, "contentState": {"title": "String"},
         "lockScreen": {"text": "{attributes.kettle}: {state.title}"},
         "dynamicIsland": {"compactLeading": {"text": "K"}, "compactTrailing": {"text": "{state.title}"}, "minimal": {"text": "K"}}}
        """#)
        let preview = PreviewFixture(layout: layout)
        let text = preview.text
        #expect(text.contains("Kettle: Title"), "the card shows the sample values")
        #expect(text.contains("KettleAttributes #1 · active · layout preview"))
        #expect(preview.state.log.first?.summary == "activity #1 shows sample values")
    }

    @Test("a recorded stream that starts its own activity never shows the preview; the demo's policy keeps it beside")
    func recordedStreamAndDemo() {
        let items = [PreviewFixture.push(Self.start)]
        let replay = PreviewFixture(replaying: items)
        #expect(replay.state.engine.activities.isEmpty, "check judges this stream on an empty phone, and so does the previewer")
        #expect(!replay.state.log.contains { $0.source == "layout" })
        let demo = PreviewFixture(policy: .keepingHeldActivity, replaying: items)
        demo.advance(5)
        #expect(demo.state.engine.activities.map(\.id) == [1, 2], "the preview and the stream's activity share the island")
    }
}
