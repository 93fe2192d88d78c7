import FoundationEssentials
import Glibc
import IsletApp
import IsletCurses
import IsletLayout
import IsletTerminal

/// Opens the terminal for the interactive commands the way the person's environment asks
/// (`NO_COLOR`, a locale that is not UTF-8, a stream on stdin) and runs the previewer in it,
/// restoring the terminal however the run ends. `--record FILE` (which `preview`, `serve` and
/// `demo` all accept) records the session as asciicast v2.
enum TerminalSession {
    static var noColor: Bool {
        getenv("NO_COLOR").map { String(cString: $0).isEmpty == false } ?? false
    }

    static func run(_ makeRuntime: (any TerminalBackend) throws -> PreviewRuntime) throws -> Int32 {
        let options = CursesOptions(
            device: .automatic, colorMode: noColor ? .none : .automatic,
            asciiOnly: !CursesBackend.localeIsUTF8, mouse: true
        )
        let recorder = try recorder(for: CommandLine.arguments)
        let backend = try CursesBackend(options: options, recorder: recorder)
        defer { backend.shutdown() }
        let runtime = try makeRuntime(backend)
        runtime.run()
        return 0
    }

    /// The recording `--record` asks for, its file already created, so a path that cannot be
    /// written is an error before the terminal is taken over. The option is read from the
    /// command line with the command's own option list, so every command that lists
    /// `.value("record")` records without passing it here.
    static func recorder(for commandLine: [String]) throws -> AsciicastRecorder? {
        let arguments = Array(commandLine.dropFirst())
        guard let name = arguments.first, let command = Islet.commands.first(where: { $0.name == name }),
              let path = try ArgumentParser(options: command.options).parse(Array(arguments.dropFirst())).value("record")
        else { return nil }
        var environment: [(name: String, value: String)] = []
        for variable in ["TERM", "SHELL"] {
            if let value = getenv(variable) { environment.append((variable, String(cString: value))) }
        }
        let header = AsciicastRecorder.Header(
            timestamp: Int(time(nil)), environment: environment, title: (["islet"] + arguments).joined(separator: " ")
        )
        return try AsciicastRecorder(path: path, header: header)
    }

    /// The wall clock, for the runtime.
    static func wallClock() -> Date { Date() }
}
