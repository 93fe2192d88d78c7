import Foundation
import IsletTestSupport
import Testing

/// `--record FILE.cast` as a person uses it: `islet preview` in a tmux pane, then the file read
/// back as asciinema would read it.
@Suite("islet preview --record in a terminal")
struct RecordTmuxTests {
    /// An asciicast v2 file, read strictly.
    struct Cast {
        var header: [String: Any]
        var events: [(time: Double, code: String, data: String)]

        /// The text a player would send to its terminal.
        var output: String { events.filter { $0.code == "o" }.map(\.data).joined() }

        init(path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.hasSuffix("\n"), "every line is written whole", sourceLocation: sourceLocation)
            let lines = text.split(separator: "\n").map(String.init)
            let first = try #require(lines.first, "the file has a header", sourceLocation: sourceLocation)
            header = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any], sourceLocation: sourceLocation)
            events = []
            for line in lines.dropFirst() {
                let array = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], "not an array: \(line)", sourceLocation: sourceLocation)
                try #require(array.count == 3, "not [time, code, data]: \(line)", sourceLocation: sourceLocation)
                let time = try #require(Self.number(array[0]), "no time: \(line)", sourceLocation: sourceLocation)
                let code = try #require(array[1] as? String, sourceLocation: sourceLocation)
                let data = try #require(array[2] as? String, "data is not a string: \(line)", sourceLocation: sourceLocation)
                #expect(code == "o" || code == "r", "unknown event \(line)", sourceLocation: sourceLocation)
                events.append((time, code, data))
            }
        }

        static func number(_ value: Any) -> Double? {
            if value is Bool { return nil }
            if let double = value as? Double { return double }
            return (value as? Int).map(Double.init)
        }

        /// The v2 header fields asciinema needs, and times that never go backwards.
        func checkValid(width: Int, height: Int, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(header["version"] as? Int == 2, sourceLocation: sourceLocation)
            #expect(header["width"] as? Int == width, sourceLocation: sourceLocation)
            #expect(header["height"] as? Int == height, sourceLocation: sourceLocation)
            #expect(header["timestamp"] is Int, sourceLocation: sourceLocation)
            #expect((header["env"] as? [String: String])?["TERM"] != nil, sourceLocation: sourceLocation)
            #expect((header["title"] as? String)?.hasPrefix("islet preview ") == true, sourceLocation: sourceLocation)
            let times = events.map(\.time)
            #expect(times.first.map { $0 >= 0 } ?? false, "there is at least one event", sourceLocation: sourceLocation)
            #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }, "times never go backwards", sourceLocation: sourceLocation)
        }
    }

    static func castPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("islet-record-\(UUID().uuidString).cast").path
    }

    static func arguments(recordingTo path: String) -> [String] {
        ["preview", "layouts/delivery.json", "samples/delivery.ndjson", "--speed", "50", "--record", path]
    }

    @Test("a recorded preview is valid asciicast v2 whose output replays what the screen showed, resizes included")
    func recordsTheSession() throws {
        let path = Self.castPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard let pane = try TmuxPane.start(Self.arguments(recordingTo: path), columns: 100, rows: 30) else { return }
        try pane.waitFor(text: "DeliveryAttributes #1")
        try pane.resize(columns: 90, rows: 26)
        try pane.waitFor("the layout at 90×26") { $0.contains("DeliveryAttributes #1") && $0.split(separator: "\n").count <= 26 }
        // A 26-row pane never shows more than 26 lines, so the wait above can end before islet has
        // read the resize; q must not overtake it.
        _ = Polling.until { (try? String(contentsOfFile: path, encoding: .utf8))?.contains(#""r", "90x26""#) == true }
        try pane.send(keys: "q")
        try pane.waitFor(text: "EXIT=0")
        #expect(try pane.modes() == TmuxPane.restoredModes)
        let stty = try #require(try pane.sttyBeforeAndAfter())
        #expect(stty.before == stty.after, "the real terminal's modes are put back")

        let cast = try Cast(path: path)
        cast.checkValid(width: 100, height: 30)
        #expect(cast.events.contains { $0.code == "r" && $0.data == "90x26" })
        #expect(cast.output.contains("DeliveryAttributes"))
        #expect(cast.output.contains("\u{1B}[?1049h"), "the session opens the alternate screen")
        #expect(cast.output.contains("\u{1B}[?1049l"), "and leaves it, from endwin")
    }

    @Test("killed with SIGKILL mid-session, the recording is still valid up to its last line")
    func killedSession() throws {
        let path = Self.castPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard let pane = try TmuxPane.start(Self.arguments(recordingTo: path), columns: 100, rows: 30) else { return }
        try pane.waitFor(text: "DeliveryAttributes #1")
        let pid = try #require(Self.process(withArgument: path), "islet's process")
        #expect(kill(pid, SIGKILL) == 0)
        // The shell writes where islet left the cursor, which may be the footer's last column, so
        // its line can wrap.
        try pane.waitFor("EXIT=137") { $0.replacingOccurrences(of: "\n", with: "").contains("EXIT=137") }

        let cast = try Cast(path: path)
        cast.checkValid(width: 100, height: 30)
        #expect(cast.output.contains("DeliveryAttributes"))
    }

    @Test("a path that cannot be written is an error naming it, before the terminal is touched")
    func unwritablePath() throws {
        let path = "/nonexistent-islet-directory/session.cast"
        let result = try IsletProcess.run(Self.arguments(recordingTo: path))
        #expect(result.status == 2)
        #expect(result.standardError == "islet preview: \(path): cannot write the recording: No such file or directory\n")
        #expect(result.standardOutput.isEmpty)
    }

    /// The islet process whose command line carries `argument` (a unique file name).
    static func process(withArgument argument: String) -> Int32? {
        let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in processes {
            guard let pid = Int32(entry),
                  let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
            else { continue }
            let fields = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            if fields.first == IsletProcess.binary.path, fields.contains(argument) { return pid }
        }
        return nil
    }
}
