import IsletRaster

/// The size of a terminal in cells.
public struct GridSize: Equatable, Sendable {
    public let columns: Int
    public let rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }
}

/// What a person did: a key, a mouse button, or a resize of the terminal.
public enum InputEvent: Equatable, Sendable {
    case key(Key)
    case mouse(column: Int, row: Int, pressed: Bool)
    case resize(GridSize)
    /// The terminal went away (its window closed, an SSH connection dropped): nothing more
    /// will come, and waiting again would return at once, so the program should end.
    case hangup
}

/// Keys islet reacts to.
public enum Key: Equatable, Sendable {
    case character(Character)
    case up, down, left, right
    case enter, escape, tab, backspace
    case control(Character)
}

/// The only surface that knows about a real terminal; everything else draws into a
/// `CellBuffer`. Implementations: `HeadlessBackend` here, the ncurses one in `IsletCurses`.
public protocol TerminalBackend: AnyObject {
    var size: GridSize { get }
    /// Writes only the cells that differ from the last frame.
    func apply(_ changes: [CellChange])
    /// Makes what was applied visible.
    func flush()
    /// The next input, waiting at most `timeout` (nil: until there is one).
    func nextInput(timeout: Duration?) -> InputEvent?
    /// A file descriptor that becomes readable when input is waiting, so a runtime can wait
    /// on it together with a payload stream; nil when input can only be had by asking.
    var inputDescriptor: Int32? { get }
}

extension TerminalBackend {
    public var inputDescriptor: Int32? { nil }
}
