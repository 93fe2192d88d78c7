import Glibc
import Synchronization

/// Ctrl-C and SIGTERM for the commands that run until stopped without a terminal UI
/// (`serve --headless`): the signal only sets a flag, and the loop ends cleanly, removing its
/// Unix socket and finishing its files.
enum StopSignal {
    private static let requested = Atomic<Bool>(false)

    static var isRequested: Bool { requested.load(ordering: .relaxed) }

    /// Installs the handlers and unblocks the two signals, which a parent may have left blocked
    /// (test runners do): a blocked SIGINT would never reach the loop.
    static func install() {
        _ = isRequested
        var signals = sigset_t()
        sigemptyset(&signals)
        for number in [SIGINT, SIGTERM] {
            signal(number) { _ in StopSignal.requested.store(true, ordering: .relaxed) }
            sigaddset(&signals, number)
        }
        sigprocmask(SIG_UNBLOCK, &signals, nil)
    }
}
