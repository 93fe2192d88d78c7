import IsletCells
import Testing

@Suite("Headless backend")
struct HeadlessBackendTests {
    private func frame(_ text: String, width: Int = 8) -> CellBuffer {
        var buffer = CellBuffer(width: width, height: 1)
        buffer.write(text, column: 0, row: 0, clip: CellRect(column: 0, row: 0, width: width, height: 1))
        return buffer
    }

    @Test("the first frame writes every cell, the next only what changed")
    func writesOnlyChangedCells() {
        let backend = HeadlessBackend(size: GridSize(columns: 8, rows: 1))
        let first = frame("12:00")
        backend.apply(first.changes(since: nil))
        backend.flush()
        #expect(backend.cellsWritten == 8)
        let second = frame("12:01")
        let changes = second.changes(since: first)
        #expect(changes.map(\.column) == [4])
        backend.apply(changes)
        backend.flush()
        #expect(backend.screen.textLines == ["12:01   "])
        #expect(backend.frames.count == 2)
    }

    @Test("a wide glyph is written from its left half, even when only its right half changed")
    func wideGlyphChangesIncludeLeftHalf() {
        #expect(frame("🚚 a").changes(since: frame("🍕 a")).map(\.column) == [0])
        let narrowToWide = frame("🚚 a").changes(since: frame("ab a")).map(\.column)
        #expect(narrowToWide == [0, 1])
    }

    @Test("a resize redraws everything and scripted input plays back in order")
    func resizeAndInput() {
        let backend = HeadlessBackend(size: GridSize(columns: 4, rows: 1), input: [.key(.character("e")), .resize(GridSize(columns: 6, rows: 2))])
        #expect(backend.nextInput(timeout: nil) == .key(.character("e")))
        #expect(backend.nextInput(timeout: .zero) == .resize(GridSize(columns: 6, rows: 2)))
        #expect(backend.size == GridSize(columns: 6, rows: 2))
        #expect(backend.nextInput(timeout: .zero) == nil)
        let full = CellBuffer(width: 6, height: 2).changes(since: CellBuffer(width: 4, height: 1))
        #expect(full.count == 12)
    }
}
