import Foundation
import IsletTestSupport
import Testing

/// `islet preview FOLDER` on the widget's Swift, in a tmux pane: the widget's own SwiftUI is
/// drawn, a saved file redraws it, a file that does not parse shows swift-syntax's diagnostics
/// over the last good picture, and `p` / `P` step through the app's `#Preview` states.
@Suite("islet preview of the widget's Swift in a terminal")
struct SwiftPreviewTmuxTests {
    private func startPreview() throws -> (TmuxPane, URL)? {
        let folder = try SwiftWidgetRenderTests.parcelFolder()
        guard let pane = try TmuxPane.start(["preview", folder.path], columns: 160, rows: 40) else { return nil }
        return (pane, folder.appendingPathComponent("ParcelWidget.swift"))
    }

    @Test("saving a Swift file redraws; a syntax error shows its diagnostics and keeps the last good picture")
    func liveEditing() throws {
        guard let (pane, file) = try startPreview() else { return }
        try pane.waitFor(text: "Books: Bo is 9 stops away")
        let edited = SwiftWidgetRenderTests.parcelWidget.replacingOccurrences(of: "stops away", with: "stops from you")
        try edited.write(to: file, atomically: true, encoding: .utf8)
        try pane.waitFor(text: "Books: Bo is 9 stops from you")
        let reloaded = try pane.waitFor(text: "swift reloaded")
        #expect(reloaded?.contains("Swift reloaded") == false, "the source column names the Swift once")
        try edited.replacingOccurrences(of: "var courier: String", with: "var courier: = String").write(to: file, atomically: true, encoding: .utf8)
        let broken = try pane.waitFor("the syntax error over the last good picture") { text in
            text.contains("Swift error (showing the last good code)") && text.contains("the Swift sources do not parse")
        }
        #expect(broken?.contains("Books: Bo is 9 stops from you") == true, "the last good picture stays on screen")
        try SwiftWidgetRenderTests.parcelWidget.write(to: file, atomically: true, encoding: .utf8)
        try pane.waitFor(text: "Books: Bo is 9 stops away")
        try pane.send(keys: "q")
        try pane.waitFor(text: "EXIT=0")
    }

    @Test("replaying a stream against a Swift folder, saving a Swift file redraws the streamed activity")
    func savingDuringAStreamRedraws() throws {
        let folder = try SwiftSourcesTests.copyOfSample("delivery")
        guard let pane = try TmuxPane.start(["preview", folder.path, "samples/delivery.ndjson"], columns: 160, rows: 40) else { return }
        try pane.waitFor("the stream's first push drawn by the Swift") { $0.contains("start #1 applied") && $0.contains("Marco is on the way") }
        try SwiftSourcesTests.saveNewDeliverySentence(in: folder)
        let saved = try pane.waitFor(text: "Marco is around the corner")
        #expect(saved?.contains("start #1 applied") == true, "the replayed activity stays on the phone")
        try pane.send(keys: "q")
        try pane.waitFor(text: "EXIT=0")
    }

    @Test("p and P step through the #Preview states; what cannot be drawn is in the log with its place")
    func previewStates() throws {
        guard let (pane, _) = try startPreview() else { return }
        let first = try pane.waitFor(text: "Books: Bo is 9 stops away")
        #expect(first?.contains("ParcelWidget.swift:18:17") == true, "the log lists the placeholder with its place")
        try pane.send(keys: "p")
        try pane.waitFor(text: "Books: Ana is 2 stops away")
        try pane.waitFor(text: "preview state 2 of 2")
        try pane.send(keys: "P")
        try pane.waitFor(text: "Books: Bo is 9 stops away")
        try pane.send(keys: "q")
        try pane.waitFor(text: "EXIT=0")
    }
}
