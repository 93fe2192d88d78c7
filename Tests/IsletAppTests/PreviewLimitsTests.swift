import FoundationEssentials
import Glibc
@testable import IsletApp
import IsletCells
import IsletFeed
import IsletTestSupport
import Testing

/// Issue 18, items 9 and 10: no stream value crashes the previewer, and a stream faster than
/// the screen is read a bounded amount a turn, so frames are still drawn and keys still read.
@Suite struct PreviewLimitsTests {
    @Test func aFirstPushFromTheYear1e300StartsThePhoneAtTheEndOfTheYear9999() {
        let push = PreviewFixture.push(#"{"aps": {"timestamp": 1e300, "event": "update", "content-state": {"driverName": "Far", "eta": [786020100, 786021120], "step": "delivering", "progress": 0.5}}}"#)
        let fixture = PreviewFixture(size: GridSize(columns: 160, rows: 50), replaying: [push])
        let phone = fixture.state.clock.phoneTime(at: fixture.wall)
        #expect(phone == ReplayPolicy.phoneTimes.upperBound.addingTimeInterval(-ReplayPolicy.lead))
        // The lock-screen clock converted the phone's time to whole seconds and trapped.
        #expect(fixture.text.contains("Luigi's Pizzeria"))
        fixture.advance(3600)
        #expect(fixture.state.clock.phoneTime(at: fixture.wall) == ReplayPolicy.phoneTimes.upperBound)
        #expect(!fixture.text.isEmpty)
    }

    @Test func aStreamFasterThanTheScreenIsReadABoundedAmountATurn() throws {
        // A file stands for `yes "$(cat update.json)" |`: more is always there to read. Read to
        // the end in one turn, the previewer drew nothing and read no key until it was all in.
        let line = #"{"aps": {"timestamp": 1764327700, "event": "update", "content-state": {"driverName": "Ana", "eta": [786020100, 786021120], "step": "delivering", "progress": 0.5}}}"# + "\n"
        let lines = 4 * LiveStream.bytesPerTurn / line.utf8.count
        let path = "/tmp/islet-fast-stream-\(getpid()).ndjson"
        let file = fopen(path, "w")
        for _ in 0..<lines { fputs(line, file) }
        fclose(file)
        defer { unlink(path) }
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        let stream = LiveStream(descriptor: descriptor, name: "stdin")

        var turns: [[PreviewMessage]] = []
        while !stream.isFinished { turns.append(stream.readAvailable()) }
        #expect(turns.count >= 5, "about four turns of pushes, then the end")
        #expect(turns.allSatisfy { $0.count <= LiveStream.bytesPerTurn / line.utf8.count + 1 })
        let pushes = turns.joined().filter { if case .stream(.entry, _, _) = $0 { true } else { false } }
        #expect(pushes.count == lines)
    }

    @Test func qQuitsWhileStdinKeepsComing() {
        // Four megabytes without a newline stand for `/dev/zero`. Read to the end in the first
        // turn, they kept the loop from drawing or reading keys until all were in (and
        // `/dev/zero` never ends); now each turn reads a bounded amount, draws and reads keys.
        let path = "/tmp/islet-zeros-\(getpid())"
        let file = fopen(path, "w")
        let zeros = [UInt8](repeating: 0, count: 4 << 20)
        fwrite(zeros, 1, zeros.count, file)
        fclose(file)
        defer { unlink(path) }
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        let clock = ManualClock()
        let backend = KeyOnTurn(30, key: .character("q"), size: GridSize(columns: 100, rows: 30))
        let state = PreviewState(layout: PreviewFixture.delivery, size: backend.size, wall: clock.now, phone: PreviewFixture.delivery.previewMoment!, policy: .replay)
        let runtime = PreviewRuntime(state: state, backend: backend, now: { clock.now }, streamDescriptor: descriptor)
        runtime.run()
        #expect(runtime.state.wantsToQuit)
        #expect(backend.flushes > 1, "frames were drawn while the stream was still coming")
        let log = runtime.state.log
        #expect(log.contains { $0.details.contains { $0.hasPrefix("this line is longer than 1048576 bytes and is skipped") } })
        #expect(!log.contains { $0.summary == "end of stream" }, "q was read before the stream was all in")
    }
}

/// A terminal whose person presses `key` on the loop's `turn`th look at the keyboard.
private final class KeyOnTurn: TerminalBackend {
    let size: GridSize
    private let turn: Int
    private let key: Key
    private var looks = 0
    private(set) var flushes = 0

    init(_ turn: Int, key: Key, size: GridSize) {
        self.turn = turn
        self.key = key
        self.size = size
    }

    func apply(_ changes: [CellChange]) {}

    func flush() { flushes += 1 }

    func nextInput(timeout: Duration?) -> InputEvent? {
        looks += 1
        return looks == turn ? .key(key) : nil
    }
}
