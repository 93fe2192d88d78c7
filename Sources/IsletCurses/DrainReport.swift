/// Whether the terminal has shown every frame sent to it, told by the terminal itself: after a
/// frame the backend asks for a status report (`ESC [ 5 n`), and the terminal answers
/// (`ESC [ 0 n`) only once it has read everything before the question. Over a slow link (ssh at
/// 2 KB/s) a frame takes seconds to arrive while the writes that sent it returned long ago, and
/// nothing on this side (`TIOCOUTQ` reads 0 on a pseudo-terminal) knows; the answer does. The
/// runtime draws the next frame only then, so frames never queue behind a slow write: the
/// latest one is drawn once the previous one has arrived.
///
/// A terminal that never answers is found out by the first question, asked as the screen opens:
/// left unanswered for `silenceLimit`, the backend stops asking and draws as before.
struct DrainReport: Equatable {
    enum Support: Equatable {
        /// The first question is still out.
        case unknown
        case answers
        case silent
    }

    private(set) var support = Support.unknown
    /// Questions asked and not yet answered.
    private(set) var outstanding = 0
    private(set) var askedAt: ContinuousClock.Instant?

    /// How long the first question may go unanswered before the terminal counts as silent: far
    /// more than a round trip over any link people type over, far less than a person waits.
    static let silenceLimit: Duration = .seconds(2)
    /// How long an answering terminal may take before a lost answer no longer holds frames back:
    /// longer than a whole screen takes to arrive at 2 KB/s.
    static let answerLimit: Duration = .seconds(15)

    /// Whether a frame should be followed by a question.
    var asksAfterFrames: Bool { support == .answers }

    mutating func asked(at now: ContinuousClock.Instant) {
        outstanding += 1
        askedAt = now
    }

    mutating func answered() {
        support = .answers
        outstanding = max(0, outstanding - 1)
        if outstanding == 0 { askedAt = nil }
    }

    /// True when nothing sent is still on its way, as far as the terminal has said.
    mutating func hasDrained(at now: ContinuousClock.Instant) -> Bool {
        guard outstanding > 0, let askedAt else { return true }
        let waited = askedAt.duration(to: now)
        switch support {
        case .unknown where waited >= Self.silenceLimit:
            support = .silent
        case .answers where waited >= Self.answerLimit:
            break
        default:
            return false
        }
        outstanding = 0
        self.askedAt = nil
        return true
    }
}
