import FoundationEssentials
import Glibc

/// A program running on a pseudo-terminal of a given size, its output read as a terminal would
/// receive it: how the save benchmark sees the previewer's frames without tmux in between.
final class PseudoTerminal {
    let pid: pid_t
    private let master: Int32
    /// What arrived since the last `drain`, kept to search for a word split across reads.
    private var received: [UInt8] = []

    private init(pid: pid_t, master: Int32) {
        self.pid = pid
        self.master = master
    }

    /// Starts `arguments` in a new session on a new pseudo-terminal of `columns` x `rows`.
    static func spawn(_ arguments: [String], columns: Int, rows: Int) -> PseudoTerminal? {
        // The Glibc module shows neither posix_openpt nor these requests: Linux's own form of
        // unlockpt (TIOCSPTLCK) and ptsname (TIOCGPTN), as <asm-generic/ioctls.h> defines them.
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        var unlock: Int32 = 0, number: UInt32 = 0
        guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else { return nil }
        let slavePath = "/dev/pts/\(number)"
        let slave = open(slavePath, O_RDWR | O_NOCTTY)
        guard slave >= 0 else {
            close(master)
            return nil
        }
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
        close(slave)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, 0x80)  // POSIX_SPAWN_SETSID, which the Glibc module does not show
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Opened first in a new session, the terminal becomes the program's controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        let environment = ProcessInfo.processInfo.environment.merging(["TERM": "xterm-256color"]) { $1 }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp) == 0 else {
            close(master)
            return nil
        }
        return PseudoTerminal(pid: pid, master: master)
    }

    /// Reads what is waiting and forgets everything received so far.
    func drain() {
        while read(timeout: 0) {}
        received.removeAll()
    }

    /// True once `word` arrives (since the last `drain`) within `seconds`.
    func waitFor(_ word: String, seconds: Double) -> Bool {
        let needle = Array(word.utf8)
        let deadline = Bench.seconds() + seconds
        while !contains(needle) {
            let left = deadline - Bench.seconds()
            guard left > 0, read(timeout: left) else { return false }
        }
        return true
    }

    /// The user and system CPU seconds so far of the program and of the children it has now
    /// (the previewer's running helper), from `/proc`. Each thread lists the children it started
    /// itself, so every thread's list is read: the helper need not be the main thread's child.
    func cpuSeconds() -> Double {
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        let children = threads.flatMap { thread in
            FileManager.default.contents(atPath: "/proc/\(pid)/task/\(thread)/children")
                .map { String(decoding: $0, as: UTF8.self).split(separator: " ").compactMap { pid_t($0) } } ?? []
        }
        return ([pid] + children).map(Self.cpuSeconds(of:)).reduce(0, +)
    }

    private static func cpuSeconds(of pid: pid_t) -> Double {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return 0 }
        let text = String(decoding: data, as: UTF8.self)
        // Fields after the command's name in parentheses; utime and stime are the 14th and 15th.
        guard let close = text.lastIndex(of: ")") else { return 0 }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Sends `keys` as typed; false when the terminal is gone.
    func type(_ keys: String) -> Bool {
        let bytes = Array(keys.utf8)
        return write(master, bytes, bytes.count) == bytes.count
    }

    /// Asks the program to quit (`q`), then ends it if it has not within a second.
    func stop() {
        _ = write(master, "q", 1)
        for _ in 0..<100 {
            if waitpid(pid, nil, WNOHANG) == pid {
                close(master)
                return
            }
            drain()
            usleep(10_000)
        }
        kill(pid, SIGKILL)
        waitpid(pid, nil, 0)
        close(master)
    }

    private func contains(_ needle: [UInt8]) -> Bool {
        guard received.count >= needle.count else { return false }
        return (0...(received.count - needle.count)).contains { start in received[start..<start + needle.count].elementsEqual(needle) }
    }

    /// Waits up to `timeout` seconds for output and keeps it; false when none came.
    private func read(timeout: Double) -> Bool {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(timeout * 1000)) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = Glibc.read(master, &buffer, buffer.count)
        guard count > 0 else { return false }
        received += buffer[0..<count]
        return true
    }
}
