import FoundationEssentials
import Glibc
import IsletInput
import IsletModel
import Synchronization

/// `islet-swift serve` kept running beside the previewer, so a saved file costs one request to a
/// warm helper (its libraries loaded, the unchanged files parsed) rather than a new process that
/// parses everything (docs/DECISIONS.md, "A cache of the Swift reader's answers"). The helper
/// talks over a socket pair, so a helper that died is an error to write, never a SIGPIPE.
///
/// A helper is never waited on for longer than `timeout` (stopped, or blocked opening a FIFO
/// saved as `x.swift`): it is killed, reaped and started again, and the read says so. One that
/// died is reaped when it is found dead, at a read or at `checkHelper`, and started again, so
/// no zombie stays while the previewer runs (docs/DECISIONS.md, "Limits on outside input:
/// printed text and the Swift helper"). Reads and checks come from one thread; `stop` from any.
public final class SwiftReaderSession: @unchecked Sendable {
    /// The running helper: its pid and islet's end of the socket pair.
    private struct Helper {
        let pid: pid_t
        let socket: Int32
    }

    /// How long one answer may take: a cold read of a large widget takes about a second.
    public static let standardTimeout: Duration = .seconds(10)

    private let executable: String
    private let timeout: Duration
    private let helper = Mutex<Helper?>(nil)
    /// Set by `stop`: no helper is started again.
    private let stopped = Mutex(false)
    /// Requests sent whose answers were not read yet (`prime`).
    private var unanswered = 0
    /// True once any request was sent: the helper has parsed the sources, or is parsing them.
    private var asked = false

    /// Starts `islet-swift serve`; nil when it cannot be started.
    public init?(executable: String, timeout: Duration = SwiftReaderSession.standardTimeout) {
        self.executable = executable
        self.timeout = timeout
        guard let started = Self.start(executable) else { return nil }
        helper.withLock { $0 = started }
    }

    deinit {
        stop()
    }

    /// The helper's pid, while one runs (tests find it by it).
    public var helperPID: pid_t? { helper.withLock { $0?.pid } }

    /// Asks for `paths` without waiting for the answer, unless the helper was asked already, so
    /// it parses while islet draws; the next `read` skips the answer.
    public func prime(_ paths: [String]) {
        if !asked, let socket = helper.withLock({ $0?.socket }), send(paths, to: socket) { unanswered += 1 }
    }

    /// The helper's answer for `paths`, as a run of `islet-swift read PATHS` gives it; nil when
    /// no helper runs, or when it died or answered out of turn (it is started again for the next
    /// read, and a run of islet's own answers this one).
    /// - Throws: `InputError` naming the helper when it did not answer within `timeout`.
    func read(_ paths: [String]) throws(InputError) -> ChildProcess.Result? {
        guard let socket = helper.withLock({ $0?.socket }) else { return restart() }
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while unanswered > 0 {
            switch receive(from: socket, until: deadline) {
            case .got: unanswered -= 1
            case .ended: return restart()
            case .timedOut: throw timedOut(paths)
            }
        }
        guard send(paths, to: socket) else { return restart() }
        switch receive(from: socket, until: deadline) {
        case .got(let answer): return answer
        case .ended: return restart()
        case .timedOut: throw timedOut(paths)
        }
    }

    /// Reaps a helper that ended while idle (killed, crashed) and starts another: how it ended,
    /// for the previewer's log, or nil while it runs.
    public func checkHelper() -> String? {
        guard let pid = helperPID else { return nil }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
        helper.withLock { ended in
            if let ended { close(ended.socket) }
            ended = nil
        }
        _ = restart()
        return "\(SwiftReader.helperName) \(Self.describe(status))"
    }

    /// Kills the helper and reaps it: the previewer quits, whatever the helper is doing.
    public func stop() {
        stopped.withLock { $0 = true }
        let ended = helper.withLock { current in
            defer { current = nil }
            return current
        }
        guard let ended else { return }
        close(ended.socket)
        Self.end(ended.pid)
    }

    /// How a helper's wait status reads in the log.
    private static func describe(_ status: Int32) -> String {
        let signal = status & 0x7f
        return signal == 0 ? "exited with status \((status >> 8) & 0xff)" : "was killed by signal \(signal)"
    }

    private func timedOut(_ paths: [String]) -> InputError {
        let seconds = timeout.components.seconds
        _ = restart()
        return InputError(
            file: executable,
            "did not answer within \(seconds) s reading \(paths.joined(separator: " ")); islet killed it and started it again"
        )
    }

    /// Kills and reaps the helper, starts another and answers nil (the caller falls back to a run).
    private func restart() -> ChildProcess.Result? {
        let old = helper.withLock { current in
            defer { current = nil }
            return current
        }
        if let old {
            close(old.socket)
            Self.end(old.pid)
        }
        unanswered = 0
        asked = false
        guard !stopped.withLock({ $0 }), let started = Self.start(executable) else { return nil }
        helper.withLock { $0 = started }
        return nil
    }

    /// SIGKILL (which a stopped process takes too), then the wait that reaps it.
    private static func end(_ pid: pid_t) {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }

    private static func start(_ executable: String) -> Helper? {
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let (pid, spawned) = ChildProcess.spawn(executable, ["serve"], &actions)
        close(ends[1])
        guard spawned == 0 else {
            close(ends[0])
            return nil
        }
        return Helper(pid: pid, socket: ends[0])
    }

    private func send(_ paths: [String], to socket: Int32) -> Bool {
        asked = true
        var request = JSONWriter.compactBytes(.array(paths.map { .string($0) }))
        request.append(UInt8(ascii: "\n"))
        var offset = 0
        while offset < request.count {
            let sent = request[offset...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent < 0 && errno == EINTR { continue }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    /// What one wait on the helper came to.
    private enum Wait<Value> {
        case got(Value)
        /// The helper closed its end or said something that is not an answer.
        case ended
        case timedOut
    }

    /// One answer: the line `STATUS OUTPUT ERROR`, then the two streams' bytes.
    private func receive(from socket: Int32, until deadline: ContinuousClock.Instant) -> Wait<ChildProcess.Result> {
        var header: [UInt8] = []
        while header.last != UInt8(ascii: "\n") {
            guard header.count < 64 else { return .ended }
            switch take(1, from: socket, until: deadline) {
            case .got(let byte): header += byte
            case .ended: return .ended
            case .timedOut: return .timedOut
            }
        }
        let fields = String(decoding: header.dropLast(), as: UTF8.self).split(separator: " ").compactMap { Int($0) }
        guard fields.count == 3, fields[1] >= 0, fields[2] >= 0, fields[1] <= ChildProcess.byteLimit, fields[2] <= ChildProcess.byteLimit else { return .ended }
        var streams: [[UInt8]] = []
        for count in fields[1...] {
            switch take(count, from: socket, until: deadline) {
            case .got(let bytes): streams.append(bytes)
            case .ended: return .ended
            case .timedOut: return .timedOut
            }
        }
        return .got(ChildProcess.Result(status: Int32(clamping: fields[0]), output: streams[0], error: streams[1]))
    }

    /// Exactly `count` bytes from the helper, waiting in `poll` no later than `deadline`.
    private func take(_ count: Int, from socket: Int32, until deadline: ContinuousClock.Instant) -> Wait<[UInt8]> {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return .timedOut }
            var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { continue }
            let got = bytes[filled...].withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if got < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard got > 0 else { return .ended }
            filled += got
        }
        return .got(bytes)
    }
}
