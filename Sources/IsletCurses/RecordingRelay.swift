import CNCurses
import Glibc
import IsletCells

/// Lets a recording see every byte ncurses sends to the terminal.
///
/// ncurses 6 keeps its own output buffer and `write`s it to `fileno()` of the stream it was
/// given, bypassing stdio, so a `fopencookie` stream (which has no descriptor) never sees a byte.
/// Instead ncurses draws into a pseudo-terminal, and a thread copies what comes out of it to
/// the real terminal and to the recorder. Keys are still read from the real terminal, which is
/// put in the modes ncurses set on the pseudo-terminal (output processing off, since the
/// pseudo-terminal has done it). SIGWINCH copies the real terminal's size to the
/// pseudo-terminal before ncurses asks it (`islet_winch_install`). While recording, Ctrl-Z does
/// not suspend: ncurses would restore only the pseudo-terminal and leave the shell a raw one.
///
/// The only caller of the `islet_winch_*` functions, so their state is compiled once.
final class RecordingRelay: @unchecked Sendable {
    let recorder: any TerminalRecorder
    /// The real terminal, where the copied output goes.
    let terminal: Int32
    let master: Int32
    let slave: Int32
    /// The pseudo-terminal as the output stream `newterm` writes to.
    let output: UnsafeMutablePointer<FILE>
    /// The real terminal's modes before the session: put back by `stop`.
    private var original = termios()
    private var hasOriginal = false
    private let stopPipe: (read: Int32, write: Int32)
    private var thread: pthread_t?

    init(terminal: Int32, recorder: any TerminalRecorder) throws {
        var master: Int32 = -1, slave: Int32 = -1
        guard islet_open_pty(&master, &slave) == 0 else { throw CursesError.noPseudoTerminal(String(cString: strerror(errno))) }
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0, let output = fdopen(slave, "w") else {
            close(master)
            close(slave)
            throw CursesError.noPseudoTerminal(String(cString: strerror(errno)))
        }
        self.terminal = terminal
        self.recorder = recorder
        self.master = master
        self.slave = slave
        self.output = output
        stopPipe = (pipeEnds[0], pipeEnds[1])
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        hasOriginal = tcgetattr(terminal, &original) == 0
        if hasOriginal { tcsetattr(slave, TCSANOW, &original) }
        islet_copy_winsize(terminal, slave)
    }

    /// Once ncurses has set its modes: mirrors them onto the real terminal, writes the
    /// recording's header and starts copying.
    func start(columns: Int, rows: Int) {
        var modes = termios()
        if tcgetattr(slave, &modes) == 0 {
            modes.c_oflag &= ~tcflag_t(OPOST)
            withUnsafeMutableBytes(of: &modes.c_cc) { $0[Int(VSUSP)] = 0 }
            tcsetattr(terminal, TCSANOW, &modes)
        }
        recorder.begin(columns: columns, rows: rows)
        islet_winch_install(terminal, slave)
        // The thread starts with every signal blocked, so SIGWINCH, SIGINT and the rest reach
        // the thread that waits in poll for them.
        var all = sigset_t(), previous = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_BLOCK, &all, &previous)
        var handle = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        if pthread_create(&handle, nil, Self.threadBody, context) == 0 {
            thread = handle
        } else {
            Unmanaged<RecordingRelay>.fromOpaque(context).release()
        }
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }

    /// After `endwin`: copies what is still on its way, stops the thread, puts the real
    /// terminal's modes back and closes the pseudo-terminal and the recording.
    func stop() {
        islet_winch_uninstall()
        if let thread {
            var byte: UInt8 = 1
            _ = write(stopPipe.write, &byte, 1)
            pthread_join(thread, nil)
            self.thread = nil
        }
        if hasOriginal { tcsetattr(terminal, TCSANOW, &original) }
        fclose(output)
        close(master)
        close(stopPipe.read)
        close(stopPipe.write)
        recorder.finish()
    }

    private static let threadBody: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { context in
        guard let context else { return nil }
        let relay = Unmanaged<RecordingRelay>.fromOpaque(context).takeRetainedValue()
        relay.copy()
        return nil
    }

    /// Copies until `stop`, then until the pseudo-terminal has been quiet for 50 ms: what
    /// `endwin` wrote may take a moment to come through it.
    private func copy() {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var descriptors = [pollfd(fd: master, events: Int16(POLLIN), revents: 0), pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0)]
        var stopping = false
        while true {
            let ready = poll(&descriptors, stopping ? 1 : 2, stopping ? 50 : -1)
            if ready < 0, errno == EINTR { continue }
            if ready <= 0 { return }
            if !stopping, descriptors[1].revents != 0 { stopping = true }
            guard descriptors[0].revents != 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else {
                if stopping { return }
                descriptors[0].fd = -1
                continue
            }
            buffer.withUnsafeBytes { bytes in
                let chunk = UnsafeRawBufferPointer(rebasing: bytes[..<count])
                CursesBackend.writeAll(terminal, chunk)
                recorder.output(chunk)
            }
        }
    }
}
