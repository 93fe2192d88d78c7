import Foundation
import IsletApp
import IsletTestSupport
import Synchronization
import Testing

/// The asciicast writer alone: what each line says, how data is escaped and cut, and that
/// times are the clock's, never going backwards.
@Suite("asciicast recorder")
struct AsciicastRecorderTests {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("islet-cast-\(UUID().uuidString).cast").path
    let clock = ManualClock()

    func recorder(title: String? = "islet preview layouts/delivery.json") throws -> AsciicastRecorder {
        let clock = clock
        let header = AsciicastRecorder.Header(timestamp: 1_764_327_600, environment: [("TERM", "tmux-256color"), ("SHELL", "/bin/sh")], title: title)
        return try AsciicastRecorder(path: path, header: header, now: { clock.elapsed })
    }

    /// The file's lines, as written so far.
    func lines() throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// An event line parsed back: time, code, data.
    func event(_ line: String) throws -> (Double, String, String) {
        let array = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
        try #require(array.count == 3)
        return (try #require(array[0] as? Double), try #require(array[1] as? String), try #require(array[2] as? String))
    }

    @Test("the header line carries the size, the start, TERM and SHELL, and the title")
    func header() throws {
        let recorder = try recorder()
        recorder.begin(columns: 100, rows: 30)
        recorder.finish()
        let lines = try lines()
        #expect(lines == [#"{"version": 2, "width": 100, "height": 30, "timestamp": 1764327600, "env": {"TERM": "tmux-256color", "SHELL": "/bin/sh"}, "title": "islet preview layouts/delivery.json"}"#])
        let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(header["version"] as? Int == 2)
    }

    @Test("output and resizes are one line each, timed from begin by the clock")
    func eventsAndTimes() throws {
        let recorder = try recorder()
        clock.advance(by: .seconds(3))
        recorder.begin(columns: 80, rows: 24)
        clock.advance(by: .milliseconds(250))
        recorder.output(Array("hello".utf8))
        clock.advance(by: .microseconds(1_500_001))
        recorder.resize(columns: 100, rows: 30)
        clock.advance(by: .seconds(2))
        recorder.output(Array("bye".utf8))
        recorder.finish()
        let lines = try lines()
        #expect(Array(lines.dropFirst()) == [
            #"[0.250000, "o", "hello"]"#,
            #"[1.750001, "r", "100x30"]"#,
            #"[3.750001, "o", "bye"]"#,
        ])
    }

    @Test("a clock that steps back does not make times go backwards")
    func monotonic() throws {
        let recorder = try recorder()
        recorder.begin(columns: 80, rows: 24)
        clock.advance(by: .seconds(5))
        recorder.output(Array("a".utf8))
        clock.advance(by: .seconds(-2))
        recorder.output(Array("b".utf8))
        clock.advance(by: .seconds(4))
        recorder.output(Array("c".utf8))
        recorder.finish()
        let times = try lines().dropFirst().map { try event($0).0 }
        #expect(times == [5, 5, 7])
    }

    @Test("escapes, quotes, backslashes and newlines are JSON-escaped and read back as sent")
    func escaping() throws {
        let recorder = try recorder(title: "say \"hi\"")
        recorder.begin(columns: 80, rows: 24)
        let text = "\u{1B}[1;31m\"Luigi's\"\\\r\n\t\u{7}end"
        recorder.output(Array(text.utf8))
        recorder.finish()
        let lines = try lines()
        #expect(lines[0].hasSuffix(#""title": "say \"hi\""}"#))
        #expect(lines[1] == #"[0.000000, "o", "\u001b[1;31m\"Luigi's\"\\\r\n\t\u0007end"]"#)
        #expect(try event(lines[1]).2 == text)
    }

    @Test("a character split across writes is held back until it is whole")
    func splitCharacters() throws {
        let recorder = try recorder()
        recorder.begin(columns: 80, rows: 24)
        let pizza = Array("🍕".utf8), arrow = Array("→".utf8)
        recorder.output([UInt8(ascii: "a")] + pizza[..<1])
        recorder.output(Array(pizza[1..<3]))
        recorder.output(Array(pizza[3...]) + arrow[..<2])
        recorder.output(Array(arrow[2...]) + [UInt8(ascii: "b")])
        recorder.output(Array(Array("é".utf8)[..<1]))
        recorder.finish()
        let data = try lines().dropFirst().map { try event($0).2 }
        #expect(data == ["a", "🍕", "→b", "\u{FFFD}"], "no event for a write that is only part of a character; what never completes ends as U+FFFD")
    }

    @Test("bytes that are not UTF-8 become U+FFFD rather than a broken file")
    func invalidBytes() throws {
        let recorder = try recorder()
        recorder.begin(columns: 80, rows: 24)
        recorder.output([0x41, 0xFF, 0x42, 0xC3])
        recorder.output([0x28, 0x43])
        recorder.finish()
        let data = try lines().dropFirst().map { try event($0).2 }
        #expect(data == ["A\u{FFFD}B", "\u{FFFD}(C"])
    }

    @Test("C1 controls are escaped, and read back as the same characters")
    func c1Controls() throws {
        let recorder = try recorder()
        recorder.begin(columns: 80, rows: 24)
        recorder.output(Array("\u{9B}31m".utf8))
        recorder.finish()
        let line = try lines()[1]
        #expect(line == #"[0.000000, "o", "\u009b31m"]"#)
        #expect(try event(line).2 == "\u{9B}31m")
    }

    @Test("nothing is recorded before begin or after finish")
    func outsideTheSession() throws {
        let recorder = try recorder()
        recorder.output(Array("early".utf8))
        recorder.resize(columns: 1, rows: 1)
        recorder.begin(columns: 80, rows: 24)
        recorder.finish()
        recorder.output(Array("late".utf8))
        #expect(try lines().count == 1)
    }

    @Test("a path that cannot be written is an error naming the file")
    func unwritablePath() {
        let path = "/nonexistent-islet-directory/session.cast"
        #expect(throws: RecordingError.self) {
            _ = try AsciicastRecorder(path: path, header: .init(timestamp: 0))
        }
        do {
            _ = try AsciicastRecorder(path: path, header: .init(timestamp: 0))
        } catch {
            #expect(error.description == "/nonexistent-islet-directory/session.cast: cannot write the recording: No such file or directory")
        }
    }
}
