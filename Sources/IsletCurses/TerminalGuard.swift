import CNCurses
import Glibc

/// Leaves the terminal usable however the process ends while a curses screen is open.
///
/// `arm` runs before `newterm`: it records the terminal's termios as the shell left them and
/// installs one C handler (in `CNCurses/shim.h`) for SIGINT, SIGTERM, SIGHUP and SIGQUIT, and for
/// the crash signals SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE and SIGSEGV (a Swift trap is SIGILL
/// or SIGTRAP), plus an `atexit` hook for an `exit()` that skipped `shutdown()`. The handler is
/// async-signal-safe: it `write`s a restore sequence fixed in advance (`setRestoreSequence`:
/// mouse reporting off, attributes and colours reset, cursor shown, keypad off, alternate screen
/// left, all from terminfo), puts the termios back with `tcsetattr`, reinstates the disposition
/// it found and raises the signal again. So Ctrl-C and SIGTERM end the process as they would
/// have (status 130 and 143 in a shell), and a crash still reaches Swift's backtracer, now
/// printing on the normal screen. Signals ignored at start (`nohup`) stay ignored. ncurses keeps
/// SIGWINCH (it becomes `KEY_RESIZE`) and SIGTSTP (Ctrl-Z suspends and resumes the screen),
/// since it installs its own handlers only for signals still at their default.
///
/// The state lives in C statics in the shim header, one set per process: only this file calls
/// the `islet_guard_*` functions, so only one copy of them is compiled.
enum TerminalGuard {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV]

    /// True from `arm` until `disarm`, a signal, or exit: one curses screen per process.
    static var isArmed: Bool { islet_guard_is_armed() != 0 }

    /// Remembers `fd`'s terminal modes and installs the handlers.
    static func arm(fd: Int32) {
        islet_guard_register_at_exit()
        islet_guard_set_restore(nil, 0)
        islet_guard_arm(fd)
        for signal in signals { islet_guard_install(signal) }
    }

    /// The bytes a signal writes before `tcsetattr`; at most 512 are kept.
    static func setRestoreSequence(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            _ = islet_guard_set_restore(buffer.baseAddress?.assumingMemoryBound(to: CChar.self), buffer.count)
        }
    }

    /// Puts the previous signal dispositions back; the terminal has been restored by `endwin`.
    static func disarm() {
        islet_guard_disarm()
        for signal in signals { islet_guard_uninstall(signal) }
    }
}
