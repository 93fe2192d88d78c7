import Glibc
import Synchronization

/// Reads the watched sources again on a thread of its own, so the screen never waits on the
/// Swift reader: the runtime asks with `request` when a file is saved, keeps drawing and
/// answering keys, and applies what `take` hands back once `descriptor` is readable. Saves made
/// while a read runs are folded into one more read. Between reads, `idle` runs about once a
/// second (the helper's health: one that died is reaped and started again, and the log says so).
public final class SourceReloader: Sendable {
    private let reload: @Sendable () -> PreviewMessage
    private let idle: @Sendable () -> PreviewMessage?
    /// The runtime writes a byte to the first to ask for a read; the thread writes one to the
    /// second when it has messages waiting.
    private let requests: (read: Int32, write: Int32)
    private let answers: (read: Int32, write: Int32)
    private let waiting = Mutex<[PreviewMessage]>([])

    /// Starts the thread (every signal blocked on it, so SIGINT and SIGWINCH still reach the
    /// screen's thread); nil when no pipe or thread can be had.
    public init?(reload: @escaping @Sendable () -> PreviewMessage, idle: @escaping @Sendable () -> PreviewMessage? = { nil }) {
        self.reload = reload
        self.idle = idle
        guard let requests = Self.pipePair() else { return nil }
        guard let answers = Self.pipePair() else {
            close(requests.read); close(requests.write)
            return nil
        }
        self.requests = requests
        self.answers = answers
        var all = sigset_t(), previous = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_BLOCK, &all, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        // The interpreter and the reader's answer want the main thread's 8 MB of stack.
        pthread_attr_setstacksize(&attributes, 8 << 20)
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        guard pthread_create(&thread, &attributes, { context in
            Unmanaged<SourceReloader>.fromOpaque(context!).takeRetainedValue().serve()
            return nil
        }, context) == 0 else {
            Unmanaged<SourceReloader>.fromOpaque(context).release()
            return nil
        }
    }

    /// Readable when `take` has messages.
    public var descriptor: Int32 { answers.read }

    /// Asks for the sources to be read again.
    public func request() {
        var byte: UInt8 = 1
        _ = write(requests.write, &byte, 1)
    }

    /// The messages the thread made since the last call, oldest first.
    public func take() -> [PreviewMessage] {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(answers.read, &buffer, buffer.count) > 0 {}
        return waiting.withLock { messages in
            defer { messages = [] }
            return messages
        }
    }

    /// The thread's loop: a read per burst of requests, `idle` when none came for a second. It
    /// runs until the process ends (nothing joins it: a read stuck in the kernel must not keep
    /// the previewer from quitting).
    private func serve() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            var descriptor = pollfd(fd: requests.read, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, 1000)
            if ready > 0 {
                while read(requests.read, &buffer, buffer.count) > 0 {}
                post(reload())
            } else if ready == 0, let note = idle() {
                post(note)
            }
        }
    }

    private func post(_ message: PreviewMessage) {
        waiting.withLock { $0.append(message) }
        var byte: UInt8 = 1
        _ = write(answers.write, &byte, 1)
    }

    /// A pipe whose ends do not block and are not inherited by the helper.
    private static func pipePair() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return (ends[0], ends[1])
    }
}
