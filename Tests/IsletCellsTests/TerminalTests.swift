import IsletCells
import Testing

@Suite("Terminal: a frame in, only its changes out")
struct TerminalTests {
    private func frame(_ text: String) -> CellBuffer {
        var buffer = CellBuffer(width: 6, height: 1)
        buffer.write(text, column: 0, row: 0, clip: CellRect(column: 0, row: 0, width: 6, height: 1))
        return buffer
    }

    @Test("the first frame writes every cell; a ticking clock writes only its changed digit")
    func writesTheDifference() {
        let backend = HeadlessBackend(size: GridSize(columns: 6, rows: 1))
        let terminal = Terminal(backend: backend)
        #expect(terminal.draw(frame("12:00")) == 6)
        #expect(terminal.draw(frame("12:01")) == 1)
        #expect(backend.cellsWritten == 7)
        #expect(backend.screen.textLines == ["12:01 "])
        #expect(backend.frames.count == 2)
    }

    @Test("an unchanged frame neither writes nor flushes")
    func identicalFrameIsFree() {
        let backend = HeadlessBackend(size: GridSize(columns: 6, rows: 1))
        let terminal = Terminal(backend: backend)
        terminal.draw(frame("idle"))
        #expect(terminal.draw(frame("idle")) == 0)
        #expect(backend.frames.count == 1)
    }

    @Test("a frame of another size redraws every cell")
    func resizeRedrawsEverything() {
        let backend = HeadlessBackend(size: GridSize(columns: 6, rows: 1))
        let terminal = Terminal(backend: backend)
        terminal.draw(frame("12:00"))
        #expect(terminal.draw(CellBuffer(width: 3, height: 2)) == 6)
    }
}
