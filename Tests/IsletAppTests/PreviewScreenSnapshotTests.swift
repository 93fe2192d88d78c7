import IsletApp
import IsletCells
import IsletModel
import IsletRaster
import IsletTestSupport
import Testing

/// The whole previewer screen, text and colours, at the fixture's fixed wall and phone times:
/// every panel, the footer and the phone are pinned, not only the strings a test looks for.
@Suite("The previewer's whole screen, as snapshots")
struct PreviewScreenSnapshotTests {
    private func assertScreen(_ preview: PreviewFixture, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let buffer = preview.screen.render()
        assertSnapshot(TextExporter.export(buffer), named: "previewer.\(name)", sourceLocation: sourceLocation)
        assertSnapshot(styleMask(buffer), named: "previewer.\(name).style", sourceLocation: sourceLocation)
    }

    /// The fixture after two pushes from stdin, one applied and one a phone ignores.
    private func withPushes(_ preview: PreviewFixture) -> PreviewFixture {
        let phone = preview.state.clock.phoneTime(at: preview.wall).timeIntervalSince1970
        preview.send(.stream(PreviewFixture.update(timestamp: phone, driver: "Ada"), source: "stdin", paced: false))
        preview.send(.stream(PreviewFixture.update(timestamp: phone, driver: "Bea", progress: "\"0.9\""), source: "stdin", paced: false))
        preview.advance(1)
        return preview
    }

    @Test("live, wide: the home screen with the island in the status bar beside the lock screen with its clock and card, the state panel, and the log", arguments: [true, false])
    func live(dark: Bool) {
        assertScreen(withPushes(PreviewFixture(dark: dark)), named: "live.\(dark ? "dark" : "light")")
    }

    @Test("live, narrow: one place at a time, the home screen first, l for the lock screen", arguments: [true, false])
    func narrow(dark: Bool) {
        let preview = withPushes(PreviewFixture(size: GridSize(columns: 80, rows: 24), dark: dark))
        assertScreen(preview, named: "narrow.home.\(dark ? "dark" : "light")")
        preview.send(.key(.character("l")))
        assertScreen(preview, named: "narrow.lock.\(dark ? "dark" : "light")")
    }

    @Test("the lock screen in the phone's language: its date line in the locale's words and order, its clock in the locale's hours", arguments: ["de_DE", "ja_JP", "ar_SA"])
    func lockScreenInLocale(identifier: String) throws {
        let locale = try #require(PhoneLocale(identifier))
        let preview = withPushes(PreviewFixture(size: GridSize(columns: 80, rows: 24), locale: locale))
        preview.send(.key(.character("l")))
        assertScreen(preview, named: "narrow.lock.\(identifier)")
    }

    @Test("several activities: the island shows two, the lock screen stacks the cards newest on top and says how many more there are")
    func severalActivities() {
        let preview = PreviewFixture(size: GridSize(columns: 160, rows: 28), policy: .keepingHeldActivity)
        let phone = Int(preview.state.clock.phoneTime(at: preview.wall).timeIntervalSince1970)
        for (offset, restaurant) in ["Nonna's Kitchen", "Taco Loco"].enumerated() {
            let start = #"{"aps": {"timestamp": \#(phone + offset + 1), "event": "start", "attributes-type": "DeliveryAttributes", "#
                + #""attributes": {"orderNumber": \#(5150 + offset), "restaurantName": "\#(restaurant)"}, "#
                + #""content-state": {"driverName": "Bea", "eta": [786020100, 786021120], "step": "confirmed", "progress": 0}, "#
                + #""alert": {"title": "Order confirmed", "body": "\#(restaurant) is on it"}}}"#
            preview.send(.stream(PreviewFixture.push(start), source: "stdin", paced: false))
        }
        preview.advance(5)
        preview.advance(1)
        #expect(preview.screen.cards.count == 2, "two of three cards fit in 27 rows")
        #expect(preview.text.contains("1 more activity"))
        assertScreen(preview, named: "several")
    }

    @Test("a phone without a Dynamic Island shows an alert as a banner of the lock-screen view at the top of the home screen")
    func banner() {
        let preview = PreviewFixture()
        preview.send(.key(.character("D")))
        preview.send(.key(.character("D")))
        #expect(!preview.state.device.hasIsland)
        let phone = preview.state.clock.phoneTime(at: preview.wall).timeIntervalSince1970
        let alert = #", "alert": {"title": "Almost there", "body": "Bea is close"}"#
        preview.send(.stream(PreviewFixture.update(timestamp: phone, driver: "Bea", extra: alert), source: "stdin", paced: false))
        preview.advance(1)
        #expect(preview.screen.banner != nil && preview.screen.island == nil)
        assertScreen(preview, named: "banner")
        preview.advance(4)
        preview.advance(1)
        #expect(preview.screen.banner == nil, "the banner goes when the alert's time is up")
    }

    @Test("at 80x24 the board scrolls: its top with the line saying more is below, then its foot with the fit report", arguments: [true, false])
    func narrowBoard(dark: Bool) {
        let preview = PreviewFixture(size: GridSize(columns: 80, rows: 24), dark: dark)
        preview.send(.key(.character("b")))
        assertScreen(preview, named: "board.narrow.top.\(dark ? "dark" : "light")")
        for _ in 0..<10 { preview.send(.key(.pageDown)) }
        assertScreen(preview, named: "board.narrow.foot.\(dark ? "dark" : "light")")
    }

    @Test("the board of every presentation, as wide as the terminal", arguments: [true, false])
    func board(dark: Bool) {
        let preview = PreviewFixture(dark: dark)
        preview.send(.key(.character("b")))
        assertScreen(preview, named: "board.\(dark ? "dark" : "light")")
    }

    @Test("the help lists the keys over the screen")
    func help() {
        let preview = PreviewFixture()
        preview.send(.key(.character("?")))
        assertScreen(preview, named: "help")
    }

    @Test("a board taller than the terminal stops above the footer: the footer row holds its hints and status on the terminal's ground, nothing of the board")
    func boardLeavesTheFooterClear() {
        let preview = PreviewFixture(size: GridSize(columns: 80, rows: 24))
        preview.send(.key(.character("b")))
        let buffer = preview.screen.render()
        let footer = (0..<buffer.width).map { buffer[$0, buffer.height - 1] }
        #expect(footer.allSatisfy { $0.background == nil }, "no cell of the board's pictures under the footer")
        let status = "board · iPhone 16 Pro"
        let notice = "showing board"
        let expected = notice + String(repeating: " ", count: 80 - notice.count - status.count) + status
        #expect(buffer.textLines[buffer.height - 1] == expected)
    }

    @Test("in an 80-column terminal the help wraps each key's text inside its box: every word shows, none runs off the edge")
    func narrowHelpWraps() {
        let preview = PreviewFixture(size: GridSize(columns: 80, rows: 24))
        preview.send(.key(.character("?")))
        let buffer = preview.screen.render()
        // Inside the box: it spans columns 2 to 77, its text starts two columns in.
        let inside = (0..<buffer.height).map { row in (4..<76).map { buffer[$0, row].text }.joined() }
        let words = inside.joined(separator: " ").split(separator: " ").map(String.init)
        for help in KeyBindings.lines.map(\.help) + [KeyBindings.mouse.help] {
            let expected = help.split(separator: " ").map(String.init)
            let found = words.indices.contains { start in words[start...].starts(with: expected) }
            #expect(found, "shown whole: \(help)")
        }
    }

    @Test("a terminal too small says how large it must be, and nothing else")
    func tooSmall() {
        assertScreen(PreviewFixture(size: GridSize(columns: 30, rows: 8)), named: "too-small")
    }
}
