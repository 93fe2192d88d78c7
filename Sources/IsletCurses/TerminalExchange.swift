import Glibc

/// A question put to the terminal outside ncurses' reading of keys: the cell-size query before
/// the screen opens, the last position report after it closes. Both need the same care, in one
/// place: echo and line editing off while the answer comes, a deadline for a terminal that never
/// answers, and whatever input is left dropped before the modes return, so no reply reaches the
/// screen or reads as typed keys.
enum TerminalExchange {
    /// Writes `request` to `output` and reads what `input` (the same terminal) sends back until
    /// `complete` says the reply is whole or `timeout` passes; nil when `input` is not a terminal
    /// or the request could not be written.
    static func ask(_ request: [UInt8], input: Int32, output: Int32, timeout: Duration, until complete: ([UInt8]) -> Bool) -> [UInt8]? {
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { return nil }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(input, TCSANOW, &quiet) == 0 else { return nil }
        defer {
            tcflush(input, TCIFLUSH)
            tcsetattr(input, TCSANOW, &saved)
        }
        guard request.withUnsafeBytes({ write(output, $0.baseAddress, $0.count) }) == request.count else { return nil }
        var reply: [UInt8] = []
        let deadline = ContinuousClock.now + timeout
        var chunk = [UInt8](repeating: 0, count: 64)
        while !complete(reply) {
            let left = ContinuousClock.now.duration(to: deadline)
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            guard left > .zero, poll(&descriptor, 1, CursesBackend.milliseconds(left)) > 0 else { break }
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            reply += chunk.prefix(count)
        }
        return reply
    }
}
