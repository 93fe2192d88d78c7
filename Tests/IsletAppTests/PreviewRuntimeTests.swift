import FoundationEssentials

@testable import IsletApp
import IsletBundle
import IsletRaster
import IsletCells
import IsletTestSupport
import IsletViews
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

    @Test("an image is drawn in the colours the terminal has, as render --color draws it, not rounded from true colour")
    func imagesTakeTheTerminalsDepth() throws {
        let json = try #require(BundledLayouts.layouts.first { $0.name == "music" }?.json)
        // Read from its own folder, so the album art's path (relative to it) resolves.
        let layout = try LayoutReader.read(json, file: IsletProcess.packageRoot.path + "/layouts/music.json")
        let size = GridSize(columns: 160, rows: 40)
        func screen(_ palette: TerminalPalette) -> CellBuffer {
            let clock = ManualClock()
            let backend = HeadlessBackend(size: size, palette: palette)
            let state = PreviewState(layout: layout, size: size, wall: clock.now, phone: layout.previewMoment!, policy: .replay)
            PreviewRuntime(state: state, backend: backend, now: { clock.now }).draw()
            return backend.screen
        }
        let deep = screen(.trueColor), ansi = screen(.ansi16)
        #expect(TextExporter.export(ansi).contains("Midnight City"), "the lock screen's card, with its album art, is on screen")
        let ansiColors = Set((0..<16).map(Color.xterm256))
        var redrawn = 0
        for row in 0..<size.rows {
            for column in 0..<size.columns where deep[column, row] != ansi[column, row] {
                redrawn += 1
                let cell = ansi[column, row]
                #expect([cell.foreground, cell.background].allSatisfy { $0.map(ansiColors.contains) ?? true }, "column \(column), row \(row): \(cell)")
            }
        }
        // The 44 pt art is some 7 columns by 3 rows; only images depend on the depth.
        #expect(redrawn >= 12, "the album art is chafa's picture for 16 colours")
    }
}
