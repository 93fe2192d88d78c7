import Foundation
import IsletTestSupport
import Testing

/// `islet preview` as a person runs it: in a tmux pane, pushes piped to its stdin one line at a
/// time, keys typed, the window resized, and `q` to leave.
@Suite("islet preview in a terminal")
struct PreviewTmuxTests {
    static let start = #"{"aps": {"timestamp": 1764327600, "event": "start", "attributes-type": "DeliveryAttributes", "attributes": {"orderNumber": 4127, "restaurantName": "Luigi's Pizzeria"}, "content-state": {"driverName": "Marco", "eta": [786021900, 786022800], "step": "confirmed", "progress": 0}, "alert": {"title": "Order confirmed", "body": "Luigi's is on it"}}}"#
    static let update = #"{"aps": {"timestamp": 1764327720, "event": "update", "content-state": {"driverName": "Ada", "eta": [786021900, 786022800], "step": "preparing", "progress": 0.2}}}"#
    static let badUpdate = #"{"aps": {"timestamp": 1764327780, "event": "update", "content-state": {"driverName": "Bo", "eta": [786021900, 786022800], "step": "preparing", "progress": "0.3"}}}"#

    /// A pane running `islet preview layouts/delivery.json -` whose stdin follows a file the test appends to.
    private func startPreview(columns: Int = 160, rows: Int = 40) throws -> (TmuxPane, URL)? {
        let feed = FileManager.default.temporaryDirectory.appendingPathComponent("islet-feed-\(UUID().uuidString).ndjson")
        try Data().write(to: feed)
        guard let pane = try TmuxPane.start(["preview", "layouts/delivery.json", "-"], input: feed, columns: columns, rows: rows) else { return nil }
        return (pane, feed)
    }

    private func append(_ line: String, to feed: URL) throws {
        let handle = try FileHandle(forWritingTo: feed)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data((line + "\n").utf8))
        try handle.close()
    }

    @Test("pushes piped in change the island and the card; an ignored push shows its reason in the log")
    func pushesChangeTheScreen() throws {
        guard let (pane, feed) = try startPreview() else { return }
        let silent = try pane.waitFor("the layout's preview, marked, before stdin says anything") { text in
            text.contains("layout preview") && text.contains("Luigi's Pizzeria")
        }
        #expect(silent != nil)
        try append(Self.start, to: feed)
        try pane.waitFor(text: "start #1 applied")
        try pane.waitFor(text: "activity #1 withdrawn")
        try pane.waitFor(text: "Marco is on the way")
        try append(Self.update, to: feed)
        try pane.waitFor(text: "Ada is on the way")
        try append(Self.badUpdate, to: feed)
        let screen = try pane.waitFor(text: "IGNORED")
        #expect(screen?.contains("typeMismatch") == true, "the log says why a phone would ignore it")
        #expect(screen?.contains("Ada is on the way") == true, "the card keeps the last good state")
        try pane.send(keys: "q")
        try pane.waitFor(text: "EXIT=0")
        #expect(try pane.modes() == TmuxPane.restoredModes)
    }

    @Test("keys switch presentations; a resize to 80 columns shows one place, l the other; q restores the terminal")
    func keysAndResize() throws {
        guard let (pane, feed) = try startPreview() else { return }
        try append(Self.start, to: feed)
        try pane.waitFor(text: "Marco is on the way")
        try pane.send(keys: "e")
        try pane.waitFor(text: "Call Marco")
        try pane.send(keys: "b")
        try pane.waitFor(text: "402×874 pt")
        try pane.send(keys: "b")
        try pane.waitFor(text: "showing live")
        try pane.resize(columns: 80, rows: 24)
        let small = try pane.waitFor("the home screen alone at 80×24") { text in
            text.contains("Home Screen") && !text.contains("Lock Screen") && text.split(separator: "\n").count <= 24
        }
        #expect(small != nil)
        try pane.send(keys: "l")
        try pane.waitFor("the lock screen alone, its card") { $0.contains("Lock Screen") && $0.contains("Marco is on the way") }
        try pane.resize(columns: 30, rows: 10)
        // The width asked for follows the cells' proportions tmux reports (45 at 1:2, 50 at 8 x 18 pt).
        try pane.waitFor("the notice asking for a larger terminal") { $0.contains("least 45×12") || $0.contains("least 50×12") }
        try pane.send(keys: "q")
        try pane.waitFor(text: "EXIT=0")
        #expect(try pane.modes() == TmuxPane.restoredModes)
        let stty = try #require(try pane.sttyBeforeAndAfter())
        #expect(stty.before == stty.after)
    }

    @Test("at 80x24 the board scrolls: PgDn (and j) bring its fit report into sight, PgUp goes back")
    func boardScrolls() throws {
        guard let (pane, _) = try startPreview(columns: 80, rows: 24) else { return }
        try pane.waitFor(text: "home screen · live")
        try pane.send(keys: "b")
        try pane.waitFor("the board's top, more below") { $0.contains("▼ more below") && !$0.contains("Fit on iPhone 16 Pro") }
        try pane.send(keys: "NPage")
        try pane.send(keys: "j")
        try pane.waitFor("the board's foot with its fit report") { $0.contains("▲ more above") && $0.contains("Fit on iPhone 16 Pro") }
        try pane.send(keys: "PPage")
        try pane.send(keys: "Up")
        try pane.waitFor("back at the top") { $0.contains("▼ more below") && $0.contains("Compact") }
        try pane.send(keys: "q")
        try pane.waitFor(text: "EXIT=0")
    }

    @Test("saving the layout re-draws at once; a broken save shows its error and keeps the last good layout")
    func hotReload() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("islet-layout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let layout = folder.appendingPathComponent("delivery.json")
        let original = try String(contentsOf: IsletProcess.packageRoot.appendingPathComponent("layouts/delivery.json"), encoding: .utf8)
        try original.write(to: layout, atomically: true, encoding: .utf8)
        guard let pane = try TmuxPane.start(["preview", layout.path], columns: 160, rows: 40) else { return }
        try pane.waitFor(text: "Marco is on the way")
        try original.replacingOccurrences(of: "is on the way", with: "is around the corner").write(to: layout, atomically: true, encoding: .utf8)
        try pane.waitFor(text: "Marco is around the corner")
        try "{ \"activity\": ".write(to: layout, atomically: true, encoding: .utf8)
        let broken = try pane.waitFor(text: "Layout error")
        #expect(broken?.contains("Marco is around the corner") == true, "the last good layout stays on screen")
        try original.write(to: layout, atomically: true, encoding: .utf8)
        try pane.waitFor(text: "Marco is on the way")
        try pane.send(keys: "q")
        try pane.waitFor(text: "EXIT=0")
    }
}
