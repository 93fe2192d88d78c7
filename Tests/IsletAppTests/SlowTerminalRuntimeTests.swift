import FoundationEssentials
import IsletCells
import IsletTestSupport
import Testing

@testable import IsletApp

/// The runtime on a terminal that is slow to show what it is sent (issue 33, item 10): no frame
/// is written while the last one is on its way, the latest state is drawn once it has arrived,
/// and keys are read all the while.
@Suite struct SlowTerminalRuntimeTests {
    private func runtime(_ backend: HeadlessBackend, _ clock: ManualClock) -> PreviewRuntime {
        let state = PreviewState(layout: PreviewFixture.delivery, size: backend.size, wall: clock.now, phone: PreviewFixture.delivery.previewMoment!, policy: .replay)
        return PreviewRuntime(state: state, backend: backend, now: { clock.now })
    }

    @Test func noFrameIsWrittenBehindOneStillOnItsWayAndQuitTakesEffect() {
        let backend = HeadlessBackend(size: GridSize(columns: 160, rows: 40), input: [.key(.character("t")), .key(.character("q"))])
        backend.drained = { false }
        runtime(backend, ManualClock()).run()
        #expect(backend.frames.count == 1, "the first frame only: the theme's change waited, and q did not")
    }

    @Test func theLatestStateIsDrawnOnceWhenTheTerminalHasCaughtUp() {
        let backend = HeadlessBackend(size: GridSize(columns: 160, rows: 40), input: [.key(.character("t")), .key(.character("e")), .key(.character("t"))])
        // Frames written by the time the runtime asks, each time it would draw.
        var written: [Int] = []
        backend.drained = {
            written.append(backend.frames.count)
            if written.count == 4 { backend.type(.key(.character("q"))) }
            return written.count >= 4
        }
        let clock = ManualClock()
        runtime(backend, clock).run()
        #expect(written.prefix(4) == [1, 1, 1, 1], "nothing written while the terminal had not caught up")
        #expect(written.count > 4 && written[4] == 2, "then one frame for the three keys")
        let direct = HeadlessBackend(size: GridSize(columns: 160, rows: 40), input: [.key(.character("t")), .key(.character("e")), .key(.character("t")), .key(.character("q"))])
        runtime(direct, clock).run()
        #expect(backend.frames.last == direct.frames.last, "the same picture as a fast terminal ends on")
    }
}
