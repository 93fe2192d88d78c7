import FoundationEssentials
import Glibc
import IsletApp
import IsletCells
import IsletCurses

/// Opens the terminal for the interactive commands the way the person's environment asks
/// (`--color`, `NO_COLOR`, `COLORTERM`, a locale that is not UTF-8, a stream on stdin) and runs the previewer in it,
/// restoring the terminal however the run ends. `--record FILE` (which `preview`, `serve` and
/// `demo` all accept) records the session as asciicast v2.
enum TerminalSession {
    static let record = Option.file("record", "FILE.cast", help: "write the session to FILE.cast as it goes (asciicast v2: asciinema play)")

    /// - Parameters:
    ///   - arguments: the command's; its `--record` path, if any, is recorded to.
    ///   - fix: what to do instead when there is no terminal (`add --headless`), said in the error.
    static func run(_ arguments: ParsedArguments, withoutTerminal fix: String, _ makeRuntime: (any TerminalBackend) throws -> PreviewRuntime) throws -> Int32 {
        let term = ColorEnvironment.variable("TERM") ?? ""
        let fallback = TerminalFallback.terminalType(for: term) { TerminalFallback.terminfoHas($0, environment: ColorEnvironment.variable) }
        let options = CursesOptions(
            device: .automatic, colorMode: ColorEnvironment.cursesMode(arguments),
            asciiOnly: !CursesBackend.localeIsUTF8, mouse: true, allowsPaletteChanges: ColorEnvironment.allowsPaletteChanges,
            terminalType: CursesOptions.terminalType(environment: ColorEnvironment.variable) ?? fallback
        )
        let recorder = try arguments[record].map(recorder(writingTo:))
        let backend: CursesBackend
        do {
            backend = try CursesBackend(options: options, recorder: recorder)
        } catch CursesError.noTerminal {
            throw NoTerminal(fix: fix)
        }
        defer { backend.shutdown() }
        let runtime = try makeRuntime(backend)
        if let fallback {
            runtime.send(.terminalNote("TERM=\(term) has no terminfo entry here", detail: "drawn as \(fallback), the closest entry there is"))
        }
        runtime.run()
        return 0
    }

    /// The recording `--record` asks for, its file already created, so a path that cannot be
    /// written is an error before the terminal is taken over.
    static func recorder(writingTo path: String) throws -> AsciicastRecorder {
        var environment: [(name: String, value: String)] = []
        for variable in ["TERM", "SHELL"] {
            if let value = getenv(variable) { environment.append((variable, String(cString: value))) }
        }
        let header = AsciicastRecorder.Header(
            timestamp: Int(time(nil)), environment: environment, title: (["islet"] + CommandLine.arguments.dropFirst()).joined(separator: " ")
        )
        return try AsciicastRecorder(path: path, header: header)
    }

    /// Whether standard input is a terminal: under `ssh -T` (or a pipe) it is not.
    static var inputIsTerminal: Bool { isatty(0) == 1 }

    /// The wall clock, for the runtime.
    static func wallClock() -> Date { Date() }
}

/// There is no terminal to draw on, said with what the person can do instead, since the usual
/// cause is a pipe, a CI job or `ssh` without `-t`.
struct NoTerminal: Error, CustomStringConvertible {
    let fix: String

    var description: String { CursesError.noTerminal.description + "; " + fix }
}
