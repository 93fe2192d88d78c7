import Glibc
import IsletInput

/// What islet says when its Swift reader is ended by a signal rather than exiting: the signal by
/// name and meaning, and the `.swift` files it was reading, so a crash of the helper (a bug in
/// it, since every input should get a located error) can be reported with what caused it.
enum HelperSignal {
    /// The signals a helper dies of, by number: a crash, or an end from outside.
    private static let names: [Int32: String] = [
        SIGSEGV: "SIGSEGV", SIGBUS: "SIGBUS", SIGILL: "SIGILL", SIGABRT: "SIGABRT", SIGFPE: "SIGFPE", SIGTRAP: "SIGTRAP",
        SIGKILL: "SIGKILL", SIGTERM: "SIGTERM", SIGINT: "SIGINT", SIGHUP: "SIGHUP", SIGXCPU: "SIGXCPU", SIGPIPE: "SIGPIPE",
    ]
    /// The files named when the helper read more than this many.
    private static let filesNamed = 5

    /// `killed by SIGSEGV (Segmentation fault) while reading A.swift, B.swift; …`.
    static func words(_ signal: Int32, reading paths: [String]) -> String {
        let name = names[signal] ?? "signal \(signal)"
        let meaning = strsignal(signal).map { String(cString: $0) } ?? "unknown signal"
        let files = (try? SwiftSourceWalk.files(at: paths)) ?? paths
        let named = files.prefix(filesNamed).joined(separator: ", ") + (files.count > filesNamed ? " and \(files.count - filesNamed) more" : "")
        let cause = signal == SIGKILL || signal == SIGTERM || signal == SIGINT || signal == SIGHUP
            ? "it was stopped from outside (by a person, or by the system when memory ran short)"
            : "a crash in islet's Swift reader, which should have refused these files with a located error: please report it with them"
        return "killed by \(name) (\(meaning)) while reading \(named); \(cause)"
    }
}
