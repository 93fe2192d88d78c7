import FoundationEssentials
import IsletApp
import IsletCells
import IsletTestSupport
import Testing

/// A board taller than the terminal scrolls: at 80x24 the four presentations and the fit
/// report run past the footer, and the arrows, j k, PgUp and PgDn bring the rest into sight.
@Suite("Scrolling a board taller than the terminal, through the headless backend")
struct BoardScrollTests {
    private static let narrow = GridSize(columns: 80, rows: 24)

    private func runtime(_ size: GridSize = narrow) -> (PreviewRuntime, HeadlessBackend) {
        let clock = ManualClock()
        let backend = HeadlessBackend(size: size)
        let state = PreviewState(layout: PreviewFixture.delivery, size: size, wall: clock.now, phone: PreviewFixture.delivery.previewMoment!, policy: .replay)
        let runtime = PreviewRuntime(state: state, backend: backend, now: { clock.now })
        runtime.draw()
        return (runtime, backend)
    }

    private func lines(_ backend: HeadlessBackend) -> [String] { backend.screen.textLines }

    /// The board and its report as a terminal tall enough for all of it shows them: the rows
    /// above the footer, blank ones at the foot dropped.
    private func wholeBoard() -> [String] {
        let (runtime, backend) = runtime(GridSize(columns: 80, rows: 200))
        runtime.send(.key(.character("b")))
        var rows = Array(lines(backend).dropLast())
        while rows.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { rows.removeLast() }
        return rows
    }

    @Test("at 80x24 the board's foot is out of sight and a line says more is below; PgDn brings the fit report's last line into sight, and no key goes past either end")
    func pagesDownToTheReport() throws {
        let whole = wholeBoard()
        #expect(whole.count > 23, "the board and its report are taller than 23 rows: \(whole.count)")
        let (runtime, backend) = runtime()
        runtime.send(.key(.character("b")))
        let top = lines(backend)
        #expect(top[22].hasPrefix("▼ more below · rows 1–22 of \(whole.count)"), "\(top[22])")
        #expect(Array(top[0..<22]) == Array(whole[0..<22]))
        let last = try #require(whole.last)
        #expect(!top.contains(last))

        for _ in 0..<whole.count { runtime.send(.key(.pageDown)) }
        let bottom = lines(backend)
        #expect(bottom[22].hasPrefix("▲ more above"), "\(bottom[22])")
        #expect(Array(bottom[0..<22]) == Array(whole[(whole.count - 22)...]), "the last page ends with the report's last line")
        #expect(runtime.state.boardScroll == whole.count - 22)

        runtime.send(.key(.up))
        #expect(lines(backend)[22].hasPrefix("▲▼ more above and below"))
        runtime.send(.key(.character("j")))
        #expect(lines(backend) == bottom, "j goes back down a row")
        runtime.send(.key(.character("k")))
        runtime.send(.key(.down))
        #expect(lines(backend) == bottom, "Down too")
        for _ in 0..<whole.count { runtime.send(.key(.pageUp)) }
        #expect(Array(lines(backend)[0..<23]) == Array(top[0..<23]), "PgUp goes back to the top, and stops there")
    }

    @Test("with the board scrolled, the footer still fits beside its status at 80 columns")
    func footerFits() {
        let (runtime, backend) = runtime()
        runtime.send(.key(.character("b")))
        runtime.send(.key(.pageDown))
        let footer = lines(backend)[23]
        #expect(footer.hasSuffix("board · iPhone 16 Pro"), "\(footer)")
        #expect(footer.hasPrefix("? help · q quit"), "\(footer)")
        #expect(TerminalText.width(footer) == 80)
    }

    @Test("leaving the board and coming back starts at its top")
    func backToTheTop() {
        let (runtime, backend) = runtime()
        runtime.send(.key(.character("b")))
        let top = lines(backend)
        runtime.send(.key(.pageDown))
        runtime.send(.key(.character("b")))
        runtime.send(.key(.character("b")))
        #expect(lines(backend) == top, "the same screen, \"showing board\" in the footer too")
    }

    @Test("a board that fits draws no scroll line, and the scroll keys say there is nothing to scroll, here and off the board")
    func nothingToScroll() {
        let (runtime, backend) = runtime(GridSize(columns: 160, rows: 60))
        runtime.send(.key(.character("b")))
        let shown = lines(backend)
        #expect(!shown.contains { $0.contains("more below") })
        runtime.send(.key(.pageDown))
        #expect(runtime.state.boardScroll == 0)
        #expect(runtime.state.notice == "the whole board is in sight: nothing to scroll")
        runtime.send(.key(.character("b")))
        runtime.send(.key(.character("j")))
        #expect(runtime.state.notice?.hasPrefix("nothing to scroll here") == true)
    }
}
