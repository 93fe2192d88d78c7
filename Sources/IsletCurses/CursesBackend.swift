import CNCurses
import Glibc
import IsletCells

/// The real terminal, through wide-character ncurses: the one `TerminalBackend` that touches a
/// terminal, and the only code that imports `CNCurses`.
///
/// It writes only the cells it is given (a wide glyph by its left half; the continuation cell is
/// left to the terminal), allocates colour pairs as cells need them and recycles them once no
/// cell on screen uses them (`ColorPairTable`), and turns keys, mouse reports and resizes into
/// `InputEvent`s. While it is open, `TerminalGuard` restores the terminal if the process is
/// interrupted, killed or crashes; `shutdown()` (or deinit) restores it otherwise.
///
/// Ctrl-C is a signal, not a key (cbreak mode): it always ends the process with the terminal
/// restored, even if the program is stuck.
///
/// Given a `TerminalRecorder`, it records everything ncurses sends to the terminal, through
/// a pseudo-terminal (`RecordingRelay`), and every resize.
public final class CursesBackend: TerminalBackend {
    public internal(set) var size: GridSize
    public let options: CursesOptions
    /// The colour model after the terminal's limits.
    let depth: ColorDepth
    /// The colour model the backend settled on (`direct`, `256`, `8`, `none`...), for diagnostics.
    public var colorModel: String { depth.name }
    public var palette: TerminalPalette { depth.palette }
    /// The cell's pixels as the terminal reported them when it was opened (`TIOCGWINSZ`, else
    /// its answer to `CSI 16 t`: `CellSizeQuery`).
    public let cellPixels: PixelSize?

    private var screen: OpaquePointer?
    var window: UnsafeMutablePointer<WINDOW>?
    /// `/dev/tty` when the backend opened it; closed by `shutdown()`.
    private var ownedFile: UnsafeMutablePointer<FILE>?
    /// The real terminal: keys are read from it, and the guard restores it.
    let fd: Int32
    /// Where ncurses writes: `fd`, or the recording's pseudo-terminal.
    let outputFD: Int32
    /// Set while a recording runs.
    var relay: RecordingRelay?
    var colors: ColorPairTable
    /// Each combination of colours mapped once to what this terminal can show.
    private var styles: TerminalStyleMemo
    /// The colour pair of each cell as drawn, so `colors` knows which pairs are still on screen.
    var shadow: [Int32]
    /// What the terminal has said about the frames on their way (`hasDrained`).
    var drain = DrainReport()
    /// Replies to the cell-size query still expected after it gave up, read away as they come.
    var lateReplies = LateQueryReplies(expected: false, at: .now)
    /// The key code ncurses returns for `ESC [ <`, the start of an SGR (1006) mouse report, when
    /// terminfo's `kmous` is the older X10 form and ncurses will not parse SGR itself.
    let sgrMouseKey: Int32?
    private let boldAttribute = islet_a_bold(), dimAttribute = islet_a_dim(), reverseAttribute = islet_a_reverse()
    private let italicAttribute = islet_a_italic(), underlineAttribute = islet_a_underline()

    /// Whether the environment's locale is UTF-8; when it is not, pass `asciiOnly`. Calls
    /// `setlocale(LC_ALL, "")` first, which ncurses needs before a screen opens anyway.
    /// Sets the C library's locale from the environment; where that names a UTF-8 locale this
    /// machine has not installed (`LANG=en_US.UTF-8` sent over ssh), `C.UTF-8`, which Debian
    /// always has: the terminal speaks UTF-8 whatever the remote machine's locales.
    static func adoptLocale() {
        guard setlocale(LC_ALL, "") == nil, TerminalFallback.namesUTF8(environment: { getenv($0).map { String(cString: $0) } }) else { return }
        setlocale(LC_ALL, "C.UTF-8")
    }

    public static var localeIsUTF8: Bool {
        adoptLocale()
        guard let codeset = islet_codeset() else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }

    /// Opens the terminal full-screen (alternate screen, no echo, cursor hidden); with a
    /// `recorder`, records the session into it (and finishes it at `shutdown`).
    public init(options: CursesOptions = CursesOptions(), recorder: (any TerminalRecorder)? = nil) throws {
        Self.adoptLocale()
        guard !TerminalGuard.isArmed else { throw CursesError.alreadyOpen }
        let streams = try Self.openStreams(options.device)
        let relay: RecordingRelay?
        do {
            relay = try recorder.map { try RecordingRelay(terminal: streams.fd, recorder: $0) }
        } catch {
            if let owned = streams.owned { fclose(owned) }
            throw error
        }
        TerminalGuard.arm(fd: streams.fd)
        // Asked before ncurses owns the terminal, so the reply is read here and never as keys.
        let reported = Self.cellPixels(streams.fd)
        let query = reported == nil ? CellSizeQuery.ask(input: fileno(streams.input), output: streams.fd) : nil
        let opened = options.terminalType.flatMap { type in newterm(type, relay?.output ?? streams.output, streams.input) }
        guard let screen = opened ?? newterm(nil, relay?.output ?? streams.output, streams.input), let window = islet_stdscr() else {
            TerminalGuard.disarm()
            relay?.stop()
            if let owned = streams.owned { fclose(owned) }
            throw CursesError.unknownTerminal(getenv("TERM").map { String(cString: $0) })
        }
        self.options = options
        self.screen = screen
        self.window = window
        ownedFile = streams.owned
        fd = streams.fd
        cellPixels = reported ?? query?.cellSize
        lateReplies = LateQueryReplies(expected: query?.late == true, at: .now)
        outputFD = relay?.slave ?? streams.fd
        self.relay = relay
        Self.configureModes(window)
        let capabilities = Self.startColors(options)
        depth = ColorDepth.resolve(options.colorMode, capabilities)
        colors = ColorPairTable(depth: depth, pairLimit: capabilities.pairs, defaultColors: capabilities.defaultColors)
        styles = TerminalStyleMemo(palette: depth.palette)
        let mouse = options.mouse ? Self.startMouse(fd: outputFD) : nil
        sgrMouseKey = mouse?.sgrKey
        TerminalGuard.setRestoreSequence(Self.restoreSequence(mouse: mouse != nil, depth: depth))
        size = GridSize(columns: max(0, Int(islet_getmaxx(window))), rows: max(0, Int(islet_getmaxy(window))))
        shadow = Array(repeating: 0, count: size.columns * size.rows)
        relay?.start(columns: size.columns, rows: size.rows)
        startDrainReports()
    }

    deinit {
        shutdown()
    }

    public func apply(_ changes: [CellChange]) {
        guard let window else { return }
        var device = NCursesColorDevice()
        for change in changes {
            guard change.column >= 0, change.row >= 0, change.column < size.columns, change.row < size.rows else { continue }
            let index = change.row * size.columns + change.column
            let cell = change.cell
            if cell.isContinuation {
                assign(index, pair: change.column > 0 ? shadow[index - 1] : 0)
                continue
            }
            let (text, style) = SeamlessBlock.drawn(cell.text, in: styles.style(for: cell))
            let pair = colors.pair(foreground: style.foreground, background: style.background, device: &device)
            var glyphCells = CursesGlyph.cells(for: text, asciiOnly: options.asciiOnly)
            if change.column + glyphCells.count > size.columns {
                glyphCells = [[0x20]]
            }
            let attributes = attributes(for: style, background: cell.background)
            for (offset, scalars) in glyphCells.enumerated() {
                assign(index + offset, pair: pair)
                if !scalars.isEmpty {
                    put(scalars, in: window, column: change.column + offset, row: change.row, attributes: attributes, pair: pair)
                }
            }
        }
    }

    /// Sends what was applied to the terminal, then frees the colour pairs no cell uses.
    public func flush() {
        guard let window else { return }
        wnoutrefresh(window)
        doupdate()
        askAfterFrame()
        colors.collect()
    }

    /// Ends the screen and gives the terminal back as it was (`endwin`, `delscreen`, the SGR
    /// mouse mode, the signal handlers). Safe to call more than once; deinit calls it.
    public func shutdown() {
        guard let screen else { return }
        let late = dropFrameInFlight() || lateReplies.expected(at: .now)
        endwin()
        if sgrMouseKey != nil {
            Self.writeAll(outputFD, Array("\u{1B}[?1006l".utf8))
        }
        delscreen(screen)
        self.screen = nil
        window = nil
        relay?.stop()
        relay = nil
        TerminalGuard.disarm()
        if late { swallowLateAnswers() }
        if let ownedFile {
            fclose(ownedFile)
            self.ownedFile = nil
        }
    }

    func assign(_ index: Int, pair: Int32) {
        let old = shadow[index]
        guard old != pair else { return }
        colors.release(old)
        colors.retain(pair)
        shadow[index] = pair
    }

    private func attributes(for style: TerminalStyle, background: Color?) -> attr_t {
        var attributes = islet_a_normal()
        if style.bold { attributes |= boldAttribute }
        if style.dim { attributes |= dimAttribute }
        // curses has no strikethrough attribute: struck text shows plain (docs/DECISIONS.md).
        if style.italic { attributes |= italicAttribute }
        if style.underline { attributes |= underlineAttribute }
        if depth == .monochrome, MonochromeRule.isReversed(background: background) { attributes |= reverseAttribute }
        return attributes
    }

    /// Pair numbers above 255 do not fit the `short` argument: ncurses reads them from `opts`.
    private func put(_ scalars: [UInt32], in window: UnsafeMutablePointer<WINDOW>, column: Int, row: Int, attributes: attr_t, pair: Int32) {
        var text = scalars.map { wchar_t(bitPattern: $0) }
        text.append(0)
        var character = cchar_t()
        var extendedPair = pair
        if setcchar(&character, text, attributes, Int16(truncatingIfNeeded: pair), &extendedPair) != islet_ok() {
            setcchar(&character, [0x3F, 0], attributes, Int16(truncatingIfNeeded: pair), &extendedPair)
        }
        wmove(window, Int32(row), Int32(column))
        wadd_wch(window, &character)
    }
}
