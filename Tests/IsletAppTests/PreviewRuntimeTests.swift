import FoundationEssentials

@testable import IsletApp
import IsletRaster
import IsletCells
import IsletTestSupport
import Testing

@Suite("The previewer's runtime through the headless backend: only changed cells reach the terminal")
struct PreviewRuntimeTests {
    private func runtime(_ clock: ManualClock, size: GridSize = GridSize(columns: 160, rows: 40)) -> (PreviewRuntime, HeadlessBackend) {
        let backend = HeadlessBackend(size: size)
        let state = PreviewState(layout: PreviewFixture.delivery, size: size, wall: clock.now, phone: PreviewFixture.delivery.previewMoment!, policy: .replay)
        return (PreviewRuntime(state: state, backend: backend, now: { clock.now }), backend)
    }

    @Test("the first frame draws the screen; drawing again with nothing changed writes nothing")
    func nothingChangedWritesNothing() {
        let clock = ManualClock()
        let (runtime, backend) = runtime(clock)
        runtime.draw()
        #expect(backend.frames.count == 1)
        #expect(TextExporter.export(backend.screen).contains("Luigi's Pizzeria"))
        let written = backend.cellsWritten
        runtime.draw()
        #expect(backend.cellsWritten == written)
        #expect(backend.frames.count == 1, "no flush without changes")
    }

    @Test("a second of a ticking timer rewrites only a few cells, and the runtime wakes once a second for it")
    func timerTickIsSmall() throws {
        let clock = ManualClock()
        let (runtime, backend) = runtime(clock)
        runtime.draw()
        let before = backend.cellsWritten
        clock.advance(by: .seconds(1))
        runtime.send(.tick)
        let written = backend.cellsWritten - before
        #expect(written > 0, "the countdown moved")
        #expect(written <= 12, "only the timer's digits change, in the island and on the card")
        let wake = try #require(runtime.nextWake())
        #expect(wake > 0 && wake <= 1)
    }

    @Test("switching to the expanded island animates: frames in between differ from both ends, then it settles")
    func morphFrames() {
        let clock = ManualClock()
        let (runtime, backend) = runtime(clock)
        runtime.draw()
        runtime.send(.key(.character("e")))
        let animating = runtime.screen.isAnimating(at: clock.now)
        #expect(animating)
        #expect(runtime.nextWake() == 1.0 / 30)
        var frames: [String] = []
        for _ in 0..<20 {
            clock.advance(by: .seconds(1.0 / 30))
            runtime.send(.tick)
            frames.append(TextExporter.export(backend.screen))
        }
        #expect(Set(frames).count > 3, "the island changes shape over several frames")
        let stillAnimating = runtime.screen.isAnimating(at: clock.now)
        #expect(!stillAnimating)
        #expect(frames.last?.contains("Call Marco") == true, "the expanded content shows once the shape settles")
    }

    @Test("a resize redraws at the new size")
    func resize() {
        let clock = ManualClock()
        let (runtime, backend) = runtime(clock)
        runtime.draw()
        backend.send([.resize(GridSize(columns: 80, rows: 24))])
        if case .resize(let size)? = backend.nextInput(timeout: .zero) { runtime.send(.resize(size)) }
        #expect(backend.screen.width == 80)
        let text = TextExporter.export(backend.screen)
        #expect(!text.contains("Luigi's Pizzeria"), "80 columns hold one place: the home screen, not the lock screen's card")
        #expect(text.contains("Home Screen") && text.contains("DeliveryAttributes #1"))
    }
}
