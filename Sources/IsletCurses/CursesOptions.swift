/// How `CursesBackend` opens the terminal. The caller decides policy (`NO_COLOR`, the locale,
/// whether stdin carries a stream); the backend only follows it, and degrades rather than fails
/// when the terminal offers less than was asked.
public struct CursesOptions: Equatable, Sendable {
    /// Where keys come from and frames go.
    public enum Device: Equatable, Sendable {
        /// `/dev/tty` when it can be opened, else stdin and stdout when both are terminals.
        case automatic
        /// `/dev/tty`, the controlling terminal, so stdin can carry a payload stream.
        case controllingTerminal
        /// stdin and stdout.
        case standardStreams
    }

    /// The colours asked for; the terminal's own limits (terminfo `colors`, `ccc`) still apply.
    public enum ColorMode: Equatable, Sendable {
        /// The best the terminal offers: 24-bit, then 256, then 16 or 8, then none.
        case automatic
        /// 24-bit: direct RGB colours where terminfo has them (`xterm-direct`), else palette
        /// slots redefined with `init_extended_color` where `allowsPaletteChanges`; otherwise
        /// 256 colours.
        case trueColor
        /// The xterm 256-colour cube and grey ramp (`Color.xterm256Index`).
        case indexed256
        /// The 16 ANSI colours (8 where terminfo has 8), as `ANSIColors` chooses them.
        case ansi16
        /// No colour (`NO_COLOR`, monochrome terminals): bold, dim and reverse video only.
        case none
    }

    public var device: Device
    public var colorMode: ColorMode
    /// Draw only ASCII: for a locale that is not UTF-8 (see `CursesBackend.localeIsUTF8`).
    /// Any other glyph that still arrives is replaced by an ASCII look-alike of the same width.
    public var asciiOnly: Bool
    /// Report button-1 presses and releases as `.mouse` events.
    public var mouse: Bool
    /// The caller knows this terminal redefines palette slots faithfully and puts them back
    /// (terminfo's `ccc` alone is not enough: tmux and many emulators claim it and then ignore
    /// or keep the new colours). Without it no slot is ever redefined.
    public var allowsPaletteChanges: Bool
    /// The terminfo entry to open the terminal as; nil for `TERM`'s (`terminalType(environment:)`).
    public var terminalType: String?

    public init(
        device: Device = .automatic, colorMode: ColorMode = .automatic, asciiOnly: Bool = false, mouse: Bool = true,
        allowsPaletteChanges: Bool = false, terminalType: String? = nil
    ) {
        self.allowsPaletteChanges = allowsPaletteChanges
        self.terminalType = terminalType
        self.device = device
        self.colorMode = colorMode
        self.asciiOnly = asciiOnly
        self.mouse = mouse
    }
}

extension CursesOptions {
    /// The terminfo entry a terminal is better opened as than its `TERM`: xterm itself (it sets
    /// `XTERM_VERSION`) under its default `TERM=xterm`, whose entry claims 8 colours although
    /// every xterm Debian builds draws 256, is opened as `xterm-256color`. Nil (keep `TERM`)
    /// for anything else, tmux and screen included, which pass `XTERM_VERSION` on.
    public static func terminalType(environment: (String) -> String?) -> String? {
        func isSet(_ name: String) -> Bool { environment(name).map { !$0.isEmpty } ?? false }
        guard environment("TERM") == "xterm", isSet("XTERM_VERSION"), !isSet("TMUX"), !isSet("STY") else { return nil }
        return "xterm-256color"
    }
}

/// Why the terminal could not be opened; nothing has been changed on the terminal when it is thrown.
public enum CursesError: Error, Equatable, CustomStringConvertible {
    /// Neither `/dev/tty` nor stdin and stdout are a terminal.
    case noTerminal
    /// `newterm` refused the terminal type: `TERM` names no terminfo entry (nil: `TERM` is unset).
    case unknownTerminal(String?)
    /// Another `CursesBackend` is open in this process.
    case alreadyOpen
    /// A recording needs a pseudo-terminal and none could be opened (the reason from the system).
    case noPseudoTerminal(String)

    public var description: String {
        switch self {
        case .noTerminal: "no terminal: /dev/tty cannot be opened and stdin or stdout is not a terminal"
        case .unknownTerminal(let name?): "no terminfo entry for TERM=\(name)"
        case .unknownTerminal(nil): "TERM is not set"
        case .alreadyOpen: "a terminal screen is already open in this process"
        case .noPseudoTerminal(let reason): "cannot open a pseudo-terminal for the recording: \(reason)"
        }
    }
}
