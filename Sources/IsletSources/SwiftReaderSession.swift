import FoundationEssentials
import Glibc
import IsletModel

/// `islet-swift serve` kept running beside the previewer, so a saved file costs one request to a
/// warm helper (its libraries loaded, the unchanged files parsed) rather than a new process that
/// parses everything (docs/DECISIONS.md, "A cache of the Swift reader's answers"). The helper
/// talks over a socket pair, so a helper that died is an error to write, never a SIGPIPE, and it
/// ends when islet closes its end. When the session fails, the reader falls back to a run of its own.
public final class SwiftReaderSession: @unchecked Sendable {
    private let executable: String
    private var pid: pid_t = 0
    private var socket: Int32 = -1
    /// Requests sent whose answers were not read yet (`prime`).
    private var unanswered = 0
    /// True once any request was sent: the helper has parsed the sources, or is parsing them.
    private var asked = false

    /// Starts `islet-swift serve`; nil when it cannot be started.
    public init?(executable: String) {
        self.executable = executable
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let spawned: Int32
        (pid, spawned) = ChildProcess.spawn(executable, ["serve"], &actions)
        close(ends[1])
        guard spawned == 0 else {
            close(ends[0])
            return nil
        }
        socket = ends[0]
    }

    deinit {
        // The helper finishes what it is doing, reads the end of its input and exits.
        close(socket)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }

    /// Asks for `paths` without waiting for the answer, unless the helper was asked already, so
    /// it parses while islet draws; the next `read` skips the answer.
    public func prime(_ paths: [String]) {
        if !asked, send(paths) { unanswered += 1 }
    }

    /// The helper's answer for `paths`, as a run of `islet-swift read PATHS` gives it; nil when
    /// the session broke (the helper died or answered out of turn), after which it stays broken.
    func read(_ paths: [String]) -> ChildProcess.Result? {
        guard socket >= 0 else { return nil }
        while unanswered > 0 {
            guard receive() != nil else { return broken() }
            unanswered -= 1
        }
        guard send(paths), let answer = receive() else { return broken() }
        return answer
    }

    private func broken() -> ChildProcess.Result? {
        close(socket)
        socket = -1
        kill(pid, SIGKILL)
        return nil
    }

    private func send(_ paths: [String]) -> Bool {
        guard socket >= 0 else { return false }
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

    /// One answer: the line `STATUS OUTPUT ERROR`, then the two streams' bytes.
    private func receive() -> ChildProcess.Result? {
        var header: [UInt8] = []
        while header.last != UInt8(ascii: "\n") {
            guard header.count < 64, let byte = take(1)?.first else { return nil }
            header.append(byte)
        }
        let fields = String(decoding: header.dropLast(), as: UTF8.self).split(separator: " ").compactMap { Int($0) }
        guard fields.count == 3, fields[1] >= 0, fields[2] >= 0, fields[1] <= ChildProcess.byteLimit, fields[2] <= ChildProcess.byteLimit,
              let output = take(fields[1]), let error = take(fields[2]) else { return nil }
        return ChildProcess.Result(status: Int32(clamping: fields[0]), output: output, error: error)
    }

    /// Exactly `count` bytes from the helper; nil when it ends first.
    private func take(_ count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes[filled...].withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { return nil }
            filled += got
        }
        return bytes
    }
}
