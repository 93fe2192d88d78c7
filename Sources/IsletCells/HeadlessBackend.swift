/// A terminal in memory: it keeps the screen as a `CellBuffer`, records every flushed frame
/// and the number of cells written, and plays back scripted input. Tests of everything above
/// the backend use it, as swift-nio's tests use its embedded channel.
public final class HeadlessBackend: TerminalBackend {
    public private(set) var size: GridSize
    public private(set) var screen: CellBuffer
    /// The screen at each `flush()`.
    public private(set) var frames: [CellBuffer] = []
    /// Cells written by `apply` since the backend was made.
    public private(set) var cellsWritten = 0
    /// The depth the pretended terminal shows (a real one's is read from terminfo).
    public let palette: TerminalPalette
    /// The cell size the pretended terminal reports, if any.
    public let cellPixels: PixelSize?
    private var pendingInput: [InputEvent]
    /// Whether the pretended terminal has shown the last frame, asked each time the runtime
    /// would draw: a test plays a slow link with it.
    public var drained: () -> Bool = { true }
    public var hasDrained: Bool { drained() }
    /// Adds input while a runtime runs, as a person types during a test.
    public func type(_ event: InputEvent) {
        pendingInput.append(event)
    }

    public init(size: GridSize, input: [InputEvent] = [], palette: TerminalPalette = .trueColor, cellPixels: PixelSize? = nil) {
        self.size = size
        self.palette = palette
        self.cellPixels = cellPixels
        screen = CellBuffer(width: size.columns, height: size.rows)
        pendingInput = input
    }

    public func apply(_ changes: [CellChange]) {
        for change in changes where screen.contains(column: change.column, row: change.row) {
            screen[change.column, change.row] = change.cell
        }
        cellsWritten += changes.count
    }

    public func flush() {
        frames.append(screen)
    }

    public func nextInput(timeout: Duration?) -> InputEvent? {
        guard !pendingInput.isEmpty else { return nil }
        let event = pendingInput.removeFirst()
        if case .resize(let newSize) = event {
            size = newSize
            screen = CellBuffer(width: newSize.columns, height: newSize.rows)
        }
        return event
    }

    /// Queues input as if the person had typed it.
    public func send(_ events: [InputEvent]) {
        pendingInput += events
    }
}
