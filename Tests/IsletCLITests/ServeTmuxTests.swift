import Foundation
import IsletTestSupport
import Testing

/// `islet serve` as a person runs it: the previewer in a tmux pane, pushes sent by curl to the
/// endpoint it shows, and `q` to leave.
@Suite("islet serve in a terminal")
struct ServeTmuxTests {
    @Test("pushes by curl change the island and the card; an ignored one and a refused one show their reasons")
    func curlPushesChangeTheScreen() throws {
        let tokens = FileManager.default.temporaryDirectory.appendingPathComponent("islet-tokens-\(UUID().uuidString).json")
        guard let pane = try TmuxPane.start(["serve", "layouts/delivery.json", "--port", "0", "--tokens", tokens.path], columns: 180, rows: 40) else { return }
        let screen = try #require(try pane.waitFor(text: "APNs endpoint"))
        let url = try #require(screen.split(separator: "\n").lazy.compactMap { line in
            line.range(of: "http://127.0.0.1:").map { String(line[$0.lowerBound...].prefix { !$0.isWhitespace }) }
        }.first)
        let listing = try JSONSerialization.jsonObject(with: Data(contentsOf: tokens)) as? [String: Any]
        let token = try #require((listing?["activities"] as? [[String: Any]])?.first?["updateToken"] as? String)
        #expect(screen.contains("push token \(token.prefix(20))"), "the screen shows the token to push to")
        let headers = ["-H", "apns-push-type: liveactivity", "-H", "apns-topic: com.example.delivery.push-type.liveactivity"]

        let update = ServeFixtures.update(driver: "Zed")
        #expect(try Curl.run(["--http2-prior-knowledge"] + headers + ["--data-binary", update, "\(url)/3/device/\(token)"]).status == 200)
        try pane.waitFor(text: "Zed is on the way")
        try pane.waitFor(text: "update #1 applied")

        let ignored = ServeFixtures.update(driver: "Yan", offset: 1).replacingOccurrences(of: "\"progress\": 0.5", with: "\"progress\": \"half\"")
        #expect(try Curl.run(["--http2-prior-knowledge"] + headers + ["--data-binary", ignored, "\(url)/3/device/\(token)"]).status == 200)
        let afterIgnored = try pane.waitFor(text: "IGNORED (APNs said 200)")
        #expect(afterIgnored?.contains("typeMismatch") == true, "the log says why the phone ignored what APNs accepted")
        #expect(afterIgnored?.contains("Zed is on the way") == true, "the card keeps the last good state")

        #expect(try Curl.run(["--http1.1", "-H", "apns-push-type: liveactivity", "--data-binary", update, "\(url)/3/device/\(token)"]).status == 400)
        try pane.waitFor(text: "REFUSED 400 MissingTopic")

        try pane.send(keys: "q")
        try pane.waitFor(text: "EXIT=0")
    }

    @Test("serve on a Swift folder redraws when one of its Swift files is saved, keeping the endpoint")
    func savingASwiftFileRedraws() throws {
        let folder = try SwiftSourcesTests.copyOfSample("delivery")
        guard let pane = try TmuxPane.start(["serve", folder.path, "--port", "0"], columns: 180, rows: 40) else { return }
        try pane.waitFor("the Swift's sentence and the endpoint") { $0.contains("Marco is on the way") && $0.contains("APNs endpoint") }
        try SwiftSourcesTests.saveNewDeliverySentence(in: folder)
        let saved = try pane.waitFor(text: "Marco is around the corner")
        #expect(saved?.contains("APNs endpoint") == true, "the endpoint is still shown after the reload")
        try pane.send(keys: "q")
        try pane.waitFor(text: "EXIT=0")
    }

    @Test("serve on the widget's Swift folder draws its SwiftUI, and a push by curl redraws it")
    func swiftFolderRedrawsOnAPush() throws {
        let tokens = FileManager.default.temporaryDirectory.appendingPathComponent("islet-tokens-\(UUID().uuidString).json")
        guard let pane = try TmuxPane.start(["serve", "samples/swift/delivery", "--port", "0", "--tokens", tokens.path], columns: 180, rows: 40) else { return }
        // The sentence is the Swift's own `statusLine` on its first #Preview state; with no
        // configuration islet would draw a plain layout of the fields instead.
        let screen = try #require(try pane.waitFor("the Swift's lock screen and the endpoint") { text in
            text.contains("Marco is on the way") && text.contains("APNs endpoint")
        })
        let url = try #require(screen.split(separator: "\n").lazy.compactMap { line in
            line.range(of: "http://127.0.0.1:").map { String(line[$0.lowerBound...].prefix { !$0.isWhitespace }) }
        }.first)
        let listing = try JSONSerialization.jsonObject(with: Data(contentsOf: tokens)) as? [String: Any]
        let token = try #require((listing?["activities"] as? [[String: Any]])?.first?["updateToken"] as? String)
        let headers = ["-H", "apns-push-type: liveactivity", "-H", "apns-topic: com.example.delivery.push-type.liveactivity"]
        let update = ServeFixtures.update(driver: "Zed")
        #expect(try Curl.run(["--http2-prior-knowledge"] + headers + ["--data-binary", update, "\(url)/3/device/\(token)"]).status == 200)
        let pushed = try pane.waitFor("the pushed driver in the Swift's sentence") { $0.contains("Zed is on the way") && $0.contains("update #1 applied") }
        #expect(pushed?.contains("Marco is on the way") == false, "the pushed state replaced the preview state")
        try pane.send(keys: "q")
        try pane.waitFor(text: "EXIT=0")
    }
}
