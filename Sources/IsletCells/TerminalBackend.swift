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
    /// The colours the terminal shows, so what is drawn with more than the terminal has (an
    /// image's pixels) is made for that depth rather than rounded afterwards.
    var palette: TerminalPalette { get }
    /// One cell's size in pixels, as the terminal reports it (`TIOCGWINSZ`); nil when it does
    /// not say, and the projection keeps its standard 8 x 18 pt cell (`CellProjection.fitted`).
    var cellPixels: PixelSize? { get }
    /// False while the last frame is still on its way to the terminal (a slow link): a runtime
    /// then waits with the next frame rather than queue it behind, and draws the latest once
    /// this turns true.
    var hasDrained: Bool { get }
}

extension TerminalBackend {
    public var inputDescriptor: Int32? { nil }
    public var palette: TerminalPalette { .trueColor }
    public var cellPixels: PixelSize? { nil }
    public var hasDrained: Bool { true }
}
