import Foundation
import Testing

/// A pane on a private tmux server (its own `-L` socket, no config file) running islet, the
/// backend's smoke test (`islet-curses-smoke`) or another `program` such as a shell (with a UTF-8 locale and
/// without the runner's `NO_COLOR`, unless a test sets them) inside a small bash script that records the terminal modes
/// (`stty -g`) before and after, and prints `EXIT=<status>` when islet ends. With `input`,
/// islet's stdin follows that file as it grows, so a test can feed a stream line by line. The
/// tests drive it with `send-keys` and read it with `capture-pane`, as a person would.
public final class TmuxPane {
    static var isletBinary: URL { IsletProcess.binary }

    static var tmuxBinary: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("tmux") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// A pane, or nil after recording why there cannot be one (no tmux, no islet binary): these
    /// tests fail loudly rather than pass without a terminal.
    public static func start(
        _ arguments: [String], program: URL? = nil, input: URL? = nil, environment: [String: String] = [:],
        columns: Int = 60, rows: Int = 12, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> TmuxPane? {
        guard let tmux = tmuxBinary else {
            Issue.record("tmux is not installed: the ncurses backend is tested in a real terminal (apt-get install tmux)", sourceLocation: sourceLocation)
            return nil
        }
        guard program != nil || FileManager.default.isExecutableFile(atPath: isletBinary.path) else {
            Issue.record("no islet binary at \(isletBinary.path): run `swift build --product islet` or set ISLET_BINARY", sourceLocation: sourceLocation)
            return nil
        }
        let pane = try TmuxPane(
            tmux: tmux, command: [(program ?? isletBinary).path] + arguments, input: input, environment: environment, columns: columns, rows: rows
        )
        return pane
    }

    /// A pane running `islet-curses-smoke`, which `swift build --build-tests` puts beside islet:
    /// the ncurses backend alone, drawing a known frame and echoing input.
    public static func startCursesSmoke(
        environment: [String: String] = [:], rows: Int = 12, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> TmuxPane? {
        let smoke = isletBinary.deletingLastPathComponent().appendingPathComponent("islet-curses-smoke")
        guard FileManager.default.isExecutableFile(atPath: smoke.path) else {
            Issue.record("no smoke test at \(smoke.path): run `swift build --build-tests`", sourceLocation: sourceLocation)
            return nil
        }
        return try start([], program: smoke, environment: environment, rows: rows, sourceLocation: sourceLocation)
    }

    let tmux: URL
    let socket = "islet-test-\(UUID().uuidString)"
    let directory: URL

    private init(tmux: URL, command: [String], input: URL?, environment: [String: String], columns: Int, rows: Int) throws {
        self.tmux = tmux
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let assignments = (["LC_ALL": "C.UTF-8"].merging(environment) { $1 }).sorted { $0.key < $1.key }
            .map { "\($0.key)=\(Self.quoted($0.value))" }.joined(separator: " ")
        let script = """
            trap : INT
            stty -g > \(Self.quoted(directory.appendingPathComponent("before").path))
            cd \(Self.quoted(IsletProcess.packageRoot.path))
            \(input.map { Self.feeder(following: $0, fifo: directory.appendingPathComponent("fifo")) } ?? "")
            env -u NO_COLOR \(assignments) \(command.map(Self.quoted).joined(separator: " "))\(input == nil ? "" : " < " + Self.quoted(directory.appendingPathComponent("fifo").path))
            echo "EXIT=$?"
            stty -g > \(Self.quoted(directory.appendingPathComponent("after").path))
            exec sleep 600
            """
        let scriptPath = directory.appendingPathComponent("pane.sh").path
        try script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
        try run(["new-session", "-d", "-s", "islet", "-x", "\(columns)", "-y", "\(rows)", "sh \(Self.quoted(scriptPath))"], startsServer: true)
    }

    /// `kill-server` cannot be used: the server inherits the test thread's blocked signals, and
    /// kill-server works by sending the server SIGTERM. SIGKILL closes the pane's terminal, so
    /// islet and the shell get SIGHUP.
    deinit {
        let fields = ((try? run(["display-message", "-p", "#{pid} #{socket_path}"])) ?? "").split(separator: " ", maxSplits: 1)
        if fields.count == 2, let pid = Int32(fields[0]), pid > 1 {
            kill(pid, SIGKILL)
            unlink(fields[1].trimmingCharacters(in: .whitespacesAndNewlines))
        }
        try? FileManager.default.removeItem(at: directory)
    }

    /// The pane's text; with `escapes`, its colours and attributes as SGR sequences.
    public func capture(escapes: Bool = false) throws -> String {
        try run(["capture-pane", "-p", "-t", "islet"] + (escapes ? ["-e"] : []))
    }

    /// Waits up to `timeout` for the pane to satisfy `condition`, recording a failure with the
    /// pane's text if it never does.
    @discardableResult
    public func waitFor(_ what: String, escapes: Bool = false, timeout: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation, _ condition: (String) -> Bool) throws -> String? {
        var text = ""
        if try Polling.until(timeout: timeout, {
            text = try capture(escapes: escapes)
            return condition(text)
        }) { return text }
        Issue.record("pane never showed \(what); it shows:\n\(text)", sourceLocation: sourceLocation)
        return nil
    }

    @discardableResult
    public func waitFor(text: String, escapes: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) throws -> String? {
        try waitFor("'\(text)'", escapes: escapes, sourceLocation: sourceLocation) { $0.contains(text) }
    }

    /// Waits for the smoke test's first frame.
    public func waitForFrame(sourceLocation: SourceLocation = #_sourceLocation) throws -> String? {
        try waitFor("the first frame of `islet-curses-smoke`", sourceLocation: sourceLocation) {
            $0.contains("q quits")
        }
    }

    /// tmux key names (`x`, `Up`, `C-c`).
    public func send(keys: String...) throws {
        try run(["send-keys", "-t", "islet"] + keys)
    }

    /// Bytes exactly as given, as a terminal would send them (a mouse report).
    public func send(literal: String) throws {
        try run(["send-keys", "-t", "islet", "-l", literal])
    }

    public func send(hex bytes: [UInt8]) throws {
        try run(["send-keys", "-t", "islet", "-H"] + bytes.map { String($0, radix: 16) })
    }

    public func resize(columns: Int, rows: Int) throws {
        try run(["resize-window", "-t", "islet", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// Pane modes as tmux tracks them: alternate screen, any mouse reporting, SGR mouse, cursor
    /// visible, application cursor keys (keypad transmit).
    public func modes() throws -> String {
        try run(["display-message", "-p", "-t", "islet", "alternate=#{alternate_on} mouse=#{mouse_any_flag} sgr=#{mouse_sgr_flag} cursor=#{cursor_flag} keypad=#{keypad_cursor_flag}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    public static let restoredModes = "alternate=0 mouse=0 sgr=0 cursor=1 keypad=0"

    /// The smoke test's pid, from its header line.
    public func isletPID() throws -> Int32? {
        let header = try capture().split(separator: "\n").first { $0.contains("smoke pid ") } ?? ""
        return header.split(separator: " ").drop { $0 != "pid" }.dropFirst().first.flatMap { Int32($0) }
    }

    /// The terminal modes (`stty -g`) before islet started and after it ended, once both are
    /// written. The shell creates each file before `stty` fills it, so an empty file or one
    /// without its closing newline is still being written.
    public func sttyBeforeAndAfter() throws -> (before: String, after: String)? {
        let before = directory.appendingPathComponent("before"), after = directory.appendingPathComponent("after")
        func written(_ file: URL) -> String? {
            guard let text = try? String(contentsOf: file, encoding: .utf8), text.hasSuffix("\n") else { return nil }
            return text
        }
        guard Polling.until({ written(before) != nil && written(after) != nil }), let first = written(before), let second = written(after) else { return nil }
        return (first, second)
    }

    /// Runs a tmux client and answers what it printed.
    @discardableResult
    private func run(_ arguments: [String], startsServer: Bool = false) throws -> String {
        let process = Process()
        let command = ["-L", socket, "-f", "/dev/null"] + arguments
        if startsServer {
            // The server forks from this client and lives on. Foundation does not close the
            // test process's descriptors in children, so without this the server would keep
            // other tests' pipes and Process wait sockets open, and their reads would never end.
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-c", #"for fd in /proc/$$/fd/*; do fd=${fd##*/}; if [ "$fd" -gt 2 ]; then eval "exec $fd>&-"; fi; done; exec "$@""#, "bash", tmux.path] + command
        } else {
            process.executableURL = tmux
            process.arguments = command
        }
        var environment = IsletProcess.environment
        environment["TMUX"] = nil
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        if startsServer {
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return ""
        }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Shell lines that copy `input`, as it grows, into a FIFO that becomes islet's stdin.
    private static func feeder(following input: URL, fifo: URL) -> String {
        "mkfifo \(quoted(fifo.path))\ntail -n +1 -f \(quoted(input.path)) > \(quoted(fifo.path)) &"
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
