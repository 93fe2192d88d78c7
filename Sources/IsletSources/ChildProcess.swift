import FoundationEssentials
import Glibc
import IsletInput

/// Runs a program to its end with no input and keeps what it printed on both streams, read
/// together through `poll` so a full pipe on one side never stalls the other. islet runs its
/// Swift reader this way (FoundationEssentials has no `Process`, and Foundation would load ICU).
struct ChildProcess {
    struct Result {
        /// The exit status, or 128 plus the signal that ended it, as a shell reports it.
        let status: Int32
        let output: [UInt8]
        let error: [UInt8]
        /// The signal that ended the program; nil when it exited.
        var signal: Int32? = nil
    }

    /// Either stream past this many bytes stops the run: a reader gone wrong cannot take islet's memory.
    static let byteLimit = 64 << 20

    /// - Throws: `InputError` naming the program when it cannot be started or says too much.
    static func run(_ executable: String, _ arguments: [String]) throws(InputError) -> Result {
        var outputPipe: [Int32] = [-1, -1], errorPipe: [Int32] = [-1, -1]
        guard pipe(&outputPipe) == 0 else { throw failure(executable, "cannot make a pipe") }
        guard pipe(&errorPipe) == 0 else {
            close(outputPipe[0]); close(outputPipe[1])
            throw failure(executable, "cannot make a pipe")
        }
        // Only the child's copies (dup2 clears the flag) survive exec: no other descriptor of islet's leaks.
        for fd in outputPipe + errorPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        let (pid, spawned) = spawn(executable, arguments, &actions)
        close(outputPipe[1])
        close(errorPipe[1])
        guard spawned == 0 else {
            close(outputPipe[0]); close(errorPipe[0])
            throw failure(executable, "cannot start it: \(String(cString: strerror(spawned)))")
        }
        let streams = drain(outputPipe[0], errorPipe[0])
        close(outputPipe[0])
        close(errorPipe[0])
        if streams.overflowed { kill(pid, SIGKILL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        guard !streams.overflowed else { throw failure(executable, "it printed more than \(byteLimit >> 20) MB; stopped") }
        let signal = status & 0x7f
        return Result(status: signal == 0 ? (status >> 8) & 0xff : 128 + signal, output: streams.output, error: streams.error, signal: signal == 0 ? nil : signal)
    }

    /// Starts `executable` with `arguments` and islet's environment, its descriptors set up by
    /// `actions`: the child's pid, and 0 or the error that kept it from starting.
    static func spawn(_ executable: String, _ arguments: [String], _ actions: inout posix_spawn_file_actions_t) -> (pid: pid_t, error: Int32) {
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in environment { free(pointer) }
        }
        var pid: pid_t = 0
        var spawned = posix_spawn(&pid, executable, &actions, nil, argv, environment)
        // A program just written is "busy" while any process forked meanwhile still holds it
        // open for writing (another thread's child, until it execs): wait for that, up to two
        // seconds, as a loaded machine can take that long to run the child to its exec.
        for _ in 0..<100 where spawned == ETXTBSY {
            usleep(20_000)
            spawned = posix_spawn(&pid, executable, &actions, nil, argv, environment)
        }
        return (pid, spawned)
    }

    /// Reads both descriptors until both end, or until one passes `byteLimit`.
    private static func drain(_ output: Int32, _ error: Int32) -> (output: [UInt8], error: [UInt8], overflowed: Bool) {
        var collected: [[UInt8]] = [[], []]
        var open = [true, true]
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while open.contains(true) {
            var descriptors = [output, error].enumerated().map { index, fd in
                pollfd(fd: open[index] ? fd : -1, events: Int16(POLLIN), revents: 0)
            }
            let ready = poll(&descriptors, nfds_t(descriptors.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            for index in descriptors.indices where open[index] && descriptors[index].revents != 0 {
                let count = read(descriptors[index].fd, &buffer, buffer.count)
                if count > 0 {
                    collected[index] += buffer[0..<count]
                    if collected[index].count > byteLimit { return (collected[0], collected[1], true) }
                } else if count == 0 || errno != EINTR && errno != EAGAIN {
                    open[index] = false
                }
            }
        }
        return (collected[0], collected[1], false)
    }

    private static func failure(_ executable: String, _ reason: String) -> InputError {
        InputError(file: executable, reason)
    }
}
