import FoundationEssentials
import Glibc
import IsletApp
import IsletCurses
import IsletLayout
import IsletTerminal

/// Opens the terminal for the interactive commands the way the person's environment asks
/// (`NO_COLOR`, a locale that is not UTF-8, a stream on stdin) and runs the previewer in it,
/// restoring the terminal however the run ends.
enum TerminalSession {
    static var noColor: Bool {
        getenv("NO_COLOR").map { String(cString: $0).isEmpty == false } ?? false
    }

    static func run(_ makeRuntime: (any TerminalBackend) throws -> PreviewRuntime) throws -> Int32 {
        let options = CursesOptions(
            device: .automatic, colorMode: noColor ? .none : .automatic,
            asciiOnly: !CursesBackend.localeIsUTF8, mouse: true
        )
        let backend = try CursesBackend(options: options)
        defer { backend.shutdown() }
        let runtime = try makeRuntime(backend)
        runtime.run()
        return 0
    }

    /// The wall clock, for the runtime.
    static func wallClock() -> Date { Date() }
}
