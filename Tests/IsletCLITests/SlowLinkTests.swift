import Foundation
import IsletTestSupport
import Testing

/// `islet demo` over a link that carries 2 KB/s with 300 ms each way (issue 33, item 10): frames
/// wait for the terminal to have shown the last one, so none queue behind a slow write, `q` is
/// answered at once, and the screen left behind is whole.
@Suite(.serialized) struct SlowLinkTests {
    @Test func qIsAnsweredAtOnceAndTheScreenIsLeftWhole() throws {
        let link = try SlowLink(["demo"], columns: 100, rows: 30)
        // The terminal answers the question islet asks as it opens, then the first whole screen
        // (kilobytes: seconds at 2 KB/s) arrives and is answered too; then the demo animates.
        #expect(link.run(until: .seconds(30)) { $0.answers >= 2 }, "the first frame reached the terminal")
        // Three seconds of a demo that animates at 30 frames a second, far more than the link
        // carries: were frames queued behind one another, the pseudo-terminal would hold seconds
        // of them ahead of what q sends.
        link.run(until: .seconds(3)) { _ in false }
        link.type("q")
        #expect(link.run(until: .seconds(10)) { $0.restoreSentAt != nil }, "islet left the alternate screen")
        let arrived = try #require(link.lastKeyArrivedAt), restored = try #require(link.restoreSentAt)
        #expect(arrived.duration(to: restored) < .milliseconds(500), "q answered in \(arrived.duration(to: restored))")
        #expect(link.run(until: .seconds(10)) { $0.isDone })
        #expect(link.process.terminationStatus == 0)
        // What the terminal received, played into a real one: after the alternate screen is left,
        // nothing of a frame remains, and no answer was echoed as typed text.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("islet-slow-link-\(UUID().uuidString)")
        // The questions islet asked are left out: the link answered them (or, the cell-size query's
        // `CSI 16 t` and `CSI c`, left them unanswered), and tmux would answer them again into cat's
        // echoing terminal.
        let questions = ["\u{1B}[5n", "\u{1B}[6n", "\u{1B}[16t", "\u{1B}[c"].map { Data($0.utf8) }
        var replay = Data(link.received)
        for question in questions {
            while let found = replay.range(of: question) { replay.removeSubrange(found) }
        }
        try replay.write(to: file)
        guard let pane = try TmuxPane.start([file.path], program: URL(fileURLWithPath: "/bin/cat"), columns: 100, rows: 30) else { return }
        let screen = try #require(try pane.waitFor("cat to end") { $0.contains("EXIT=") })
        let shown = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(shown == ["EXIT=0"], "\(screen)")
    }
}
