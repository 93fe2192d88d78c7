import CNCurses
import Glibc

/// Keeping up with a slow link (issue 33, item 10): the terminal says when it has shown a frame
/// (`DrainReport`), the runtime draws the next one only then, and quitting drops a frame still
/// on its way instead of waiting seconds for it.
extension CursesBackend {
    /// The code `define_key` gives the terminal's answer `ESC [ 0 n`; after the SGR mouse's.
    static let statusAnswerKeyCode: Int32 = sgrMouseKeyCode + 1
    static let statusQuestion = Array("\u{1B}[5n".utf8)
    /// Asked after a frame was cut, to know when every earlier answer is in: `ESC [ row ; col R`.
    static let positionQuestion = Array("\u{1B}[6n".utf8)
    /// CAN: ends an escape sequence a cut frame left open, so the next bytes are not read into it.
    static let cancel: UInt8 = 0x18

    public var hasDrained: Bool { drain.hasDrained(at: .now) }

    /// Asks the first question as the screen opens, to learn whether this terminal answers.
    func startDrainReports() {
        guard define_key("\u{1B}[0n", Self.statusAnswerKeyCode) == islet_ok() else { return }
        Self.writeAll(outputFD, Self.statusQuestion)
        drain.asked(at: .now)
    }

    /// After a frame, on a terminal that answers: the question whose answer says it arrived.
    func askAfterFrame() {
        guard drain.asksAfterFrames else { return }
        Self.writeAll(outputFD, Self.statusQuestion)
        drain.asked(at: .now)
    }

    /// Counts an answer; called for the key code ncurses gives it.
    func statusAnswered() {
        drain.answered()
    }

    /// Before the screen closes: a frame still queued for the terminal is thrown away (what has
    /// not left the pseudo-terminal) and an escape sequence it cut is cancelled, so the restoring
    /// sequence follows at once.
    /// - Returns: whether answers may still arrive after the screen closed, to be swallowed.
    func dropFrameInFlight() -> Bool {
        guard !drain.hasDrained(at: .now) else { return false }
        tcflush(outputFD, TCOFLUSH)
        Self.writeAll(outputFD, [Self.cancel])
        return drain.asksAfterFrames
    }

    /// Reads away, with echo off, the answers to questions asked before the screen closed, so
    /// none reaches the shell as typed text: asks for the cursor position and discards input
    /// until its answer (which comes after every earlier one) or `DrainReport.silenceLimit`.
    func swallowLateAnswers() {
        _ = TerminalExchange.ask(Self.positionQuestion, input: fd, output: fd, timeout: DrainReport.silenceLimit) {
            $0.contains(UInt8(ascii: "R"))
        }
    }
}
