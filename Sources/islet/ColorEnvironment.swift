import Glibc
import IsletCells
import IsletCurses

/// What the environment and `--color` say about colour, decided here and nowhere else, so
/// `render`, `demo`, `preview` and `serve` cannot disagree.
///
/// Precedence: `--color` when given and not `auto`; then `NO_COLOR` (set and not empty: no
/// colour, as no-color.org asks); then `COLORTERM` (`truecolor` or `24bit`: 24-bit); then the
/// terminal (terminfo for the previewer, `TERM`'s name for `render --format ansi`).
enum ColorEnvironment {
    /// `--color`, declared once for every command that draws.
    static let option = Option.choice(
        "color", help: "colours: auto (NO_COLOR, COLORTERM, then the terminal), 24-bit,\nthe 256 palette, the 16 ANSI colours, or none",
        Choice.allCases.map { ($0.rawValue, $0) }
    )

    /// The words `--color` takes.
    enum Choice: String, CaseIterable, Sendable {
        case auto
        case trueColor = "truecolor"
        case indexed256 = "256"
        case ansi16 = "16"
        case none
    }

    /// The choice after the environment: never `auto` unless the terminal is to decide.
    static func choice(_ arguments: ParsedArguments, environment: (String) -> String? = variable) -> Choice {
        if let asked = arguments[option], asked != .auto { return asked }
        if environment("NO_COLOR").map({ !$0.isEmpty }) ?? false { return .none }
        let colorTerm = environment("COLORTERM") ?? ""
        if colorTerm.contains("truecolor") || colorTerm.contains("24bit") { return .trueColor }
        return .auto
    }

    /// What ncurses is asked for; the terminal's limits still apply (`CursesOptions.ColorMode`).
    static func cursesMode(_ arguments: ParsedArguments) -> CursesOptions.ColorMode {
        switch choice(arguments) {
        case .auto: .automatic
        case .trueColor: .trueColor
        case .indexed256: .indexed256
        case .ansi16: .ansi16
        case .none: .none
        }
    }

    /// Palette slots are redefined only in xterm itself (it sets `XTERM_VERSION`, and its `oc`
    /// puts every slot back), never through tmux or screen, which pass the variable on.
    static var allowsPaletteChanges: Bool {
        guard variable("XTERM_VERSION") != nil, variable("TMUX") == nil, variable("STY") == nil else { return false }
        return (variable("TERM") ?? "").hasPrefix("xterm")
    }

    /// The depth `--format ansi` writes at. Without a terminal to ask, `TERM`'s name decides:
    /// `*-direct` 24-bit, `*256color*` 256, `dumb` none, another name 16, and no `TERM` 256;
    /// xterm itself under `TERM=xterm` is the 256-colour terminal it is (`CursesOptions.terminalType`).
    static func exportPalette(_ arguments: ParsedArguments, environment: (String) -> String? = variable) -> TerminalPalette {
        switch choice(arguments, environment: environment) {
        case .trueColor: return .trueColor
        case .indexed256: return .indexed256
        case .ansi16: return .ansi16
        case .none: return .none
        case .auto:
            guard let term = CursesOptions.terminalType(environment: environment) ?? environment("TERM"), !term.isEmpty else { return .indexed256 }
            if term.hasSuffix("-direct") { return .trueColor }
            if term.contains("256color") { return .indexed256 }
            return term == "dumb" ? .none : .ansi16
        }
    }

    /// Whether colour is wanted at all, for the default `--format` (ANSI or plain text).
    static func wantsColor(_ arguments: ParsedArguments) -> Bool {
        choice(arguments) != .none
    }

    static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
