/// Replies to the cell-size query that arrive after it gave up (`CellSizeQuery.timeout`): over a
/// slow link `CSI 6 ; h ; w t` and `CSI ? … c` reach islet once ncurses reads the input, where
/// they would read as keys (ESC goes back, `?` opens the help). The terminal answers in order, so
/// they come before the answer to the status report asked as the screen opens (`CSI 0 n`,
/// `DrainReport`): until that answer, or `DrainReport.silenceLimit` from a terminal that sends
/// none, control sequences are read away. Plain keys pass.
struct LateQueryReplies: Equatable {
    private enum State: Equatable {
        case idle
        /// After ESC.
        case escape
        /// After `ESC [`, until the final byte.
        case sequence
    }

    private var until: ContinuousClock.Instant?
    private var state = State.idle

    /// Expecting late replies from `now` when the query went unanswered.
    init(expected: Bool, at now: ContinuousClock.Instant) {
        until = expected ? now + DrainReport.silenceLimit : nil
    }

    /// Whether replies may still arrive.
    func expected(at now: ContinuousClock.Instant) -> Bool {
        until.map { now < $0 } ?? false
    }

    /// The status report was answered: every earlier reply is in.
    mutating func end() {
        until = nil
        state = .idle
    }

    /// Whether the character `code`, read at `now`, belongs to a late reply and is dropped.
    mutating func swallows(_ code: UInt32, at now: ContinuousClock.Instant) -> Bool {
        guard expected(at: now) else {
            end()
            return false
        }
        switch state {
        case .idle:
            guard code == 0x1B else { return false }
            state = .escape
        case .escape:
            guard code == UInt32(UInt8(ascii: "[")) else {
                state = .idle
                return false
            }
            state = .sequence
        case .sequence:
            guard (0x20...0x7E).contains(code) else {
                state = .idle
                return false
            }
            if code >= 0x40 { state = .idle }
        }
        return true
    }
}
