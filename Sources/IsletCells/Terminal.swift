/// A backend and the frame it shows. Everything above draws a whole `CellBuffer` each frame;
/// `draw` hands the backend only the cells that differ from the last one and flushes, as
/// ratatui's `Terminal::draw` does, so an idle timer costs a few bytes a second.
public final class Terminal {
    public let backend: any TerminalBackend
    private var previous: CellBuffer?

    public init(backend: any TerminalBackend) {
        self.backend = backend
    }

    /// Shows `frame`; returns how many cells were written (0 when nothing changed, and then
    /// nothing is flushed either).
    @discardableResult
    public func draw(_ frame: CellBuffer) -> Int {
        let changes = frame.changes(since: previous)
        previous = frame
        guard !changes.isEmpty else { return 0 }
        backend.apply(changes)
        backend.flush()
        return changes.count
    }
}
