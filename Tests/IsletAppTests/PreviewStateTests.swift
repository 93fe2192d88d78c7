import Foundation
@testable import IsletApp
import IsletAPNs
import IsletCells
import IsletInput
import IsletLayout
import IsletModel
import IsletViews
import Testing

@Suite("The previewer's state: messages in, screens out, on a hand-moved clock")
struct PreviewStateTests {
    @Test("with no stream the phone shows the layout's preview activity in the compact island and on the card")
    func previewActivity() {
        let preview = PreviewFixture()
        #expect(preview.state.engine.activities.count == 1)
        #expect(preview.screen.islandTarget?.presentation == .compact)
        let text = preview.text
        #expect(text.contains("12:00"), "the compact trailing timer shows the preview's ETA")
        #expect(text.contains("Luigi's Pizzeria"), "the lock-screen card is drawn")
        #expect(text.contains("driverName: \"Marco\""), "the state panel lists the content state")
    }

    @Test("a paced stream starts the phone's clock at its first push; later pushes wait for their timestamps")
    func pacedPush() {
        let start = PreviewFixture.streamStart
        let preview = PreviewFixture(replaying: [PreviewFixture.update(timestamp: start, driver: "Bea"), PreviewFixture.update(timestamp: start + 30, driver: "Ada")])
        #expect(preview.state.pending.count == 2)
        preview.advance(5)
        #expect(preview.state.pending.count == 1, "the first push is due a second after the clock was set to it")
        #expect(preview.text.contains("Bea"))
        preview.advance(20)
        #expect(preview.state.pending.count == 1, "the second is not due yet")
        preview.advance(10)
        #expect(preview.state.pending.isEmpty)
        #expect(preview.state.log.last?.summary == "update #1 applied", "both update the preview activity the phone holds")
        #expect(preview.state.log.last?.source == "s.ndjson:1")
        #expect(preview.text.contains("Ada"))
    }

    @Test("a push a phone would ignore is logged with the decoding reason, and the island keeps the old state")
    func ignoredPush() {
        let preview = PreviewFixture()
        let phone = preview.state.clock.phoneTime(at: preview.wall).timeIntervalSince1970
        preview.send(.stream(PreviewFixture.update(timestamp: phone, driver: "Ada", progress: "\"0.7\""), source: "stdin", paced: false))
        let entry = preview.state.log.last
        #expect(entry?.tone == .ignored)
        #expect(entry?.details.contains { $0.contains("typeMismatch") && $0.contains("progress") } == true)
        #expect(!preview.text.contains("Ada"))
        #expect(preview.text.contains("IGNORED"))
    }

    @Test("an alert expands the island for a few seconds, then it collapses to compact")
    func alertExpands() {
        let preview = PreviewFixture()
        let phone = preview.state.clock.phoneTime(at: preview.wall).timeIntervalSince1970
        let alert = #", "alert": {"title": "Picked up", "body": "Marco is on the way"}"#
        preview.send(.stream(PreviewFixture.update(timestamp: phone, driver: "Marco", extra: alert), source: "stdin", paced: false))
        #expect(preview.screen.islandTarget?.presentation == .expanded)
        preview.advance(10)
        #expect(preview.screen.islandTarget?.presentation == .compact)
    }

    /// At 40x the engine's 4 s pass in a tenth of a second of wall time; the person still sees
    /// the expanded island, with its content, for 4 s.
    @Test("at --speed 40 an alert keeps the island expanded for its 4 s of wall time, content shown, then it collapses")
    func alertLastsWallSeconds() {
        let start = PreviewFixture.streamStart
        let alert = #", "alert": {"title": "Picked up", "body": "Marco is on the way"}"#
        let preview = PreviewFixture(
            replaying: [PreviewFixture.update(timestamp: start, driver: "Marco"), PreviewFixture.update(timestamp: start + 79, driver: "Bea", extra: alert)],
            speed: 40
        )
        preview.advance(2)
        #expect(preview.state.pending.isEmpty, "the alert is due 80 s of phone time, 2 s of wall time, after the clock starts")
        for quarter in 1...15 {
            preview.advance(0.25)
            #expect(preview.screen.islandTarget?.presentation == .expanded, "still expanded \(Double(quarter) / 4) s after the alert")
            if quarter >= 4 {
                #expect(preview.screen.island?.surface == preview.screen.islandTarget, "settled at \(Double(quarter) / 4) s")
                #expect(preview.text.contains("Call Bea"), "the expanded content shows, not an empty island")
            }
        }
        preview.advance(0.25)
        #expect(preview.screen.islandTarget?.presentation == .compact, "4 s after the alert it collapses")
        #expect(preview.state.alertExpansion == nil)
    }

    @Test("once an activity ends and another starts, the island, the top card and the state panel show the new one; the ended card stays below it")
    func newActivityAfterAnEndedOne() throws {
        let preview = PreviewFixture()
        let phone = Int(preview.state.clock.phoneTime(at: preview.wall).timeIntervalSince1970)
        let state = #"{"driverName": "Ada", "eta": [786020100, 786021120], "step": "delivered", "progress": 1}"#
        preview.send(.stream(PreviewFixture.push(#"{"aps": {"timestamp": \#(phone), "event": "end", "content-state": \#(state)}}"#), source: "stdin", paced: false))
        let start = #"{"aps": {"timestamp": \#(phone + 1), "event": "start", "attributes-type": "DeliveryAttributes", "#
            + #""attributes": {"orderNumber": 5150, "restaurantName": "Nonna's Kitchen"}, "#
            + #""content-state": {"driverName": "Bea", "eta": [786020100, 786021120], "step": "confirmed", "progress": 0}, "#
            + #""alert": {"title": "Order confirmed", "body": "Nonna's is on it"}}}"#
        preview.send(.stream(PreviewFixture.push(start), source: "stdin", paced: false))
        preview.advance(10)
        #expect(preview.state.engine.presentation.lockScreen.count == 2, "the ended activity is still on the lock screen")
        let primary = try #require(preview.state.primaryActivity)
        #expect(primary.id == 2)
        let text = preview.text
        #expect(text.contains("DeliveryAttributes #2 · active"), "the state panel names the live activity")
        #expect(text.contains("driverName: \"Bea\""))
        let lines = text.components(separatedBy: "\n")
        let newest = try #require(lines.firstIndex { $0.contains("Nonna's Kitchen") }, "the live activity's card")
        let ended = try #require(lines.firstIndex { $0.contains("Luigi's Pizzeria") }, "the ended activity's card, still on the lock screen")
        #expect(newest < ended, "the newest card is on top")
        #expect(preview.screen.cards.count == 2)
    }

    @Test("with the app's other activity types, a push starts one of them and it is drawn with its own layout")
    func anotherActivityTypeOfTheApp() throws {
        let preview = PreviewFixture(companions: [PreviewFixture.delivery, PreviewFixture.countdown])
        let phone = Int(preview.state.clock.phoneTime(at: preview.wall).timeIntervalSince1970)
        let state = #"{"driverName": "Ada", "eta": [786020100, 786021120], "step": "delivered", "progress": 1}"#
        preview.send(.stream(PreviewFixture.push(#"{"aps": {"timestamp": \#(phone), "event": "end", "content-state": \#(state)}}"#), source: "stdin", paced: false))
        let start = #"{"aps": {"timestamp": \#(phone + 1), "event": "start", "attributes-type": "TeaTimerAttributes", "#
            + #""attributes": {"tea": "Genmaicha", "temperature": 85}, "#
            + #""content-state": {"interval": [786020400, 786020580], "steep": 1, "isPaused": false, "pausedFraction": null}, "#
            + #""alert": {"title": "Steeping", "body": "Genmaicha, 3 minutes"}}}"#
        preview.send(.stream(PreviewFixture.push(start), source: "stdin", paced: false))
        preview.advance(1)
        #expect(preview.state.engine.activities.map(\.attributesType) == ["DeliveryAttributes", "TeaTimerAttributes"])
        let text = preview.text
        #expect(text.contains("TeaTimerAttributes #2 · active"), "the state panel names the new type")
        #expect(text.contains("steep: 1"))
        #expect(text.contains("Genmaicha"), "the card is drawn with the countdown layout")
    }

    @Test("r rotates the shown activity's update token: the old one stops working and the log says so")
    func rotateKey() throws {
        let preview = PreviewFixture()
        let old = try #require(preview.state.primaryActivity?.pushToken)
        preview.send(.key(.character("r")))
        let new = try #require(preview.state.primaryActivity?.pushToken)
        #expect(new != old)
        #expect(preview.state.engine.retiredTokens[old]?.reason == .rotated)
        #expect(preview.text.contains("update token rotated"))
        #expect(preview.text.contains("push token \(new.prefix(12))"))
    }

    @Test("keys switch presentations, devices and appearance, and q asks to quit")
    func keys() {
        let preview = PreviewFixture()
        preview.send(.key(.character("e")))
        #expect(preview.state.mode == .expanded)
        #expect(preview.screen.islandTarget?.presentation == .expanded)
        preview.send(.key(.character("e")))
        #expect(preview.state.mode == .live)
        preview.send(.key(.character("b")))
        #expect(preview.text.contains("Lock Screen"), "the board labels every presentation")
        #expect(preview.text.contains("Fit on iPhone 16 Pro: all text fits."), "the board carries the fit report, as render's does")
        let device = preview.state.device.id
        preview.send(.key(.character("d")))
        #expect(preview.state.device.id != device)
        preview.send(.key(.character("t")))
        #expect(preview.state.dark == false)
        preview.send(.key(.character("?")))
        #expect(preview.text.contains("this help"))
        preview.send(.key(.character("q")))
        #expect(preview.state.wantsToQuit)
    }

    @Test("s shows the Apple Watch Smart Stack alone, the countdown's own small view, and again goes back to live")
    func smartStackKey() throws {
        let preview = PreviewFixture(layout: PreviewFixture.countdown)
        preview.send(.key(.character("s")))
        #expect(preview.state.mode == .small)
        let board = try #require(preview.screen.board)
        #expect(board.items.map(\.surface.presentation) == [.small])
        #expect(preview.text.contains("Smart Stack (Apple Watch 45 mm)") && preview.text.contains("⚘ Sencha"))
        #expect(!preview.text.contains("Lock Screen"), "the phone is not drawn")
        #expect(preview.screen.island == nil)
        preview.send(.key(.character("s")))
        #expect(preview.state.mode == .live)
        #expect(preview.screen.board == nil)
    }

    /// Minimal grows to the camera's leading side; its canvas is widened to centre it on the
    /// camera, and a click on the wallpaper there, or between the island and the detached
    /// circle, is no tap.
    @Test("minimal sits with its camera on the phone's centre, and a click beside its shapes is no tap")
    func minimalPlacement() throws {
        let preview = PreviewFixture()
        preview.send(.key(.character("m")))
        preview.advance(1)
        let island = try #require(preview.screen.island)
        let pill = try #require(island.surface.shapes.first).cells
        let geometry = SurfaceGeometry(device: preview.state.device, projection: .standard)
        let cameraStart = island.cells.column + pill.maxColumn - geometry.cameraColumns
        #expect(2 * cameraStart + geometry.cameraColumns == 2 * (PreviewScreen.phoneColumns(geometry) / 2), "the camera is centred")
        #expect(preview.screen.target(column: island.cells.column + pill.column + 2, row: 2) != nil)
        #expect(pill.column > 0, "the canvas reaches past the island")
        #expect(preview.screen.target(column: island.cells.column, row: 2) == nil)
        #expect(preview.screen.target(column: island.cells.column + pill.maxColumn, row: 2) == nil)
    }

    @Test("space pauses the phone's clock and the timer stops; + makes it run faster")
    func clockKeys() {
        let preview = PreviewFixture()
        let start = preview.state.clock.phoneTime(at: preview.wall)
        preview.send(.key(.character(" ")))
        preview.advance(30)
        #expect(preview.state.clock.phoneTime(at: preview.wall) == start)
        preview.send(.key(.character(" ")))
        preview.send(.key(.character("+")))
        preview.advance(10)
        #expect(preview.state.clock.phoneTime(at: preview.wall).timeIntervalSince(start) == 20)
    }

    @Test("a click is a tap: the card opens its widgetURL, a Link in the expanded island its own URL, compact the app")
    func tap() throws {
        let preview = PreviewFixture()
        let island = try #require(preview.screen.island?.cells)
        preview.click(column: island.column + 2, row: island.row + 1, pressed: true)
        preview.click(column: island.column + 2, row: island.row + 1, pressed: false)
        #expect(preview.state.notice == "tap opens the app (no widgetURL or Link here)")
        let card = try #require(preview.screen.card?.cells)
        preview.click(column: card.column + 3, row: card.row + 1, pressed: true)
        preview.click(column: card.column + 3, row: card.row + 1, pressed: false)
        #expect(preview.state.notice == "tap opens pizza://order/4127")
        preview.send(.key(.character("e")))
        preview.advance(1)
        let lines = preview.text.components(separatedBy: "\n")
        let row = try #require(lines.firstIndex { $0.contains("Call Marco") })
        let column = try #require(lines[row].range(of: "Call Marco")).lowerBound.utf16Offset(in: lines[row])
        preview.click(column: column + 1, row: row, pressed: true)
        preview.click(column: column + 1, row: row, pressed: false)
        #expect(preview.state.notice == "tap opens pizza://order/4127/call")
    }

    @Test("holding the mouse on the island expands it until it is let go")
    func holdExpands() throws {
        let preview = PreviewFixture()
        let island = try #require(preview.screen.island?.cells)
        preview.click(column: island.column + 2, row: island.row + 1, pressed: true)
        preview.advance(0.6)
        #expect(preview.screen.islandTarget?.presentation == .expanded)
        preview.click(column: island.column + 2, row: island.row + 1, pressed: false)
        #expect(preview.screen.islandTarget?.presentation == .compact)
    }

    @Test("a broken layout shows its error and keeps the last good layout on screen")
    func brokenLayout() {
        let preview = PreviewFixture()
        preview.send(.layoutFailed(InputError(file: "layouts/delivery.json", path: JSONPath.root.appending("lockScreen"), "expected a view object")))
        let text = preview.text
        #expect(text.contains("Layout error"))
        #expect(text.contains("lockScreen: expected a"))
        #expect(text.contains("Luigi's Pizzeria"), "the last good layout is still drawn")
    }

    /// Issue 33, item 9: the log's source column already says "layout", and the summary said it again.
    @Test("a reloaded layout is logged once as the layout's: the source column names it, the summary says what happened")
    func reloadLogLine() {
        let preview = PreviewFixture()
        preview.send(.layoutChanged(PreviewFixture.delivery))
        let line = preview.text.split(separator: "\n").first { $0.contains("reloaded") }
        #expect(line?.contains("layout reloaded") == true, "\(line ?? "")")
        #expect(line?.contains("layout layout") == false, "\(line ?? "")")
    }

    @Test("an endpoint request is a message like any other: its push reaches the screen and its answer waits for the runtime")
    func endpointRequest() throws {
        let preview = PreviewFixture()
        let token = try #require(preview.state.primaryActivity?.pushToken)
        let phone = Int(preview.state.clock.phoneTime(at: preview.wall).timeIntervalSince1970)
        let body = #"{"aps": {"timestamp": \#(phone), "event": "update", "content-state": "#
            + #"{"driverName": "Ada", "eta": [786020100, 786021120], "step": "delivering", "progress": 0.7}}}"#
        let bundleID = PreviewFixture.delivery.bundleId
        let headers = [HeaderField("apns-push-type", "liveactivity"), HeaderField("apns-topic", bundleID + ".push-type.liveactivity")]
        let request = EndpointRequest(method: "POST", path: "/3/device/\(token)", headers: headers, body: Array(body.utf8))
        preview.send(.endpoint(request))
        #expect(preview.state.lastExchange == nil, "a previewer that serves no endpoint answers nothing")
        #expect(!preview.text.contains("Ada"))
        preview.state.serve(with: APNsGateway(settings: APNsGateway.Settings(bundleID: bundleID)), addresses: ["http://127.0.0.1:2197"])
        preview.send(.endpoint(request))
        #expect(preview.state.lastExchange?.response.status == 200)
        #expect(preview.state.log.last?.summary.contains("applied") == true)
        let text = preview.text
        #expect(text.contains("driverName: \"Ada\""), "the state panel shows the pushed state")
        #expect(text.contains("http://127.0.0.1:2197"), "the endpoint panel says where to push")
    }

    @Test("on a phone without a Dynamic Island, c, m and e say so and change nothing", arguments: ["c", "m", "e"])
    func noIslandKeys(key: Character) {
        let preview = PreviewFixture()
        preview.send(.key(.character("e")))
        preview.send(.key(.character("D")))
        preview.send(.key(.character("D")))
        #expect(preview.state.device.name == "iPhone 16e")
        #expect(preview.state.mode == .live, "a forced island presentation does not outlive the island")
        preview.send(.key(.character(key)))
        #expect(preview.state.mode == .live)
        #expect(preview.state.notice == "iPhone 16e has no Dynamic Island: an alert shows the lock-screen view as a banner")
        #expect(preview.screen.island == nil)
        #expect(preview.text.contains("iPhone 16e has no Dynamic Island:"), "the home screen says so too")
    }

    @Test("l switches the place shown when only one fits; c, m and e bring the home screen back")
    func switchPlace() {
        let preview = PreviewFixture(size: GridSize(columns: 100, rows: 30))
        #expect(preview.screen.island != nil && preview.screen.cards.isEmpty, "the home screen first: the island, no card")
        preview.send(.key(.character("l")))
        #expect(preview.screen.island == nil && preview.screen.cards.count == 1, "the lock screen: the card, no active island")
        #expect(preview.text.contains("Lock Screen") && !preview.text.contains("Home Screen"))
        preview.send(.key(.character("e")))
        #expect(preview.state.place == .home && preview.screen.islandTarget?.presentation == .expanded)
    }

    @Test("the log names the widget's Swift, not a layout, as the source of what draws the activity")
    func swiftIsNamedInTheLog() {
        let swift = PreviewFixture(layout: PreviewFixture.delivery.drawn(by: WidgetDrawing(source: SameRegions(layout: PreviewFixture.delivery))))
        let held = swift.state.log.first { $0.summary.hasPrefix("activity #") }
        #expect(held?.source == "swift")
        #expect(!swift.state.log.contains { $0.source == "layout" })
        let file = PreviewFixture()
        #expect(file.state.log.first { $0.summary.hasPrefix("activity #") }?.source == "layout")
    }

    @Test("a terminal too small for the phone says how big it must be")
    func tooSmall() {
        let preview = PreviewFixture(size: GridSize(columns: 30, rows: 8))
        #expect(preview.text.contains("least 50×12"), "says the size it needs")
        #expect(preview.text.contains("this one is 30×8"))
    }
}

/// A widget drawing with the layout file's own regions: the previewer sees Swift sources that
/// draw what the layout does.
private struct SameRegions: RegionSource {
    let layout: ActivityLayout

    func content(of region: ActivityRegion, data: ActivityData, moment: RegionMoment) -> RegionContent? {
        layout.content(of: region, data: data, moment: moment)
    }
}
