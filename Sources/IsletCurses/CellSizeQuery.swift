import Glibc
import IsletCells

/// Asks the terminal its cell size in pixels with XTWINOPS `CSI 16 t` where `TIOCGWINSZ`'s pixel
/// fields are 0 (DECISIONS.md, "The terminal's real cell proportions"). A primary device
/// attributes request (`CSI c`) follows it: every terminal descended from the VT100 answers
/// that, and answers in order, so its reply closes the wait at once whether the cell size came
/// or not; a terminal silent to both is given up on after `timeout`. It runs before ncurses owns
/// the terminal, with echo off, and drops whatever input is left, so no reply reaches the screen
/// or reads as keys.
enum CellSizeQuery {
    /// The two requests, written together.
    static let request = Array("\u{1B}[16t\u{1B}[c".utf8)

    /// How long a terminal that answers neither request may keep islet waiting.
    static let timeout: Duration = .milliseconds(200)

    /// The cell's pixels from the terminal behind `input` and `output` (the same terminal), or
    /// nil when it does not say within `timeout` or is not a terminal; `late` when
    /// the requests went out and the device attributes answer did not come, so replies may still
    /// arrive (`LateQueryReplies`).
    static func ask(input: Int32, output: Int32) -> (cellSize: PixelSize?, late: Bool) {
        guard isatty(input) == 1, isatty(output) == 1,
              let reply = TerminalExchange.ask(request, input: input, output: output, timeout: timeout, until: { answered($0) || $0.count >= 256 })
        else { return (nil, false) }
        return (cellSize(in: reply), !answered(reply))
    }

    /// Whether `reply` holds the device attributes answer (`CSI ? … c`), the last to come.
    static func answered(_ reply: [UInt8]) -> Bool {
        guard let start = reply.indices.first(where: { reply[$0...].starts(with: Array("\u{1B}[?".utf8)) }) else { return false }
        return reply[start...].contains(UInt8(ascii: "c"))
    }

    /// The cell size in `CSI 6 ; height ; width t`, wherever it stands in `reply`; nil without
    /// one, or with numbers no cell has (0, or over 1000 pixels).
    static func cellSize(in reply: [UInt8]) -> PixelSize? {
        let prefix = Array("\u{1B}[6;".utf8)
        guard let start = reply.indices.first(where: { reply[$0...].starts(with: prefix) }) else { return nil }
        let body = reply[(start + prefix.count)...].prefix { $0 != UInt8(ascii: "t") }
        let fields = body.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard fields.count == 2, start + prefix.count + body.count < reply.count else { return nil }
        let numbers = fields.map { field -> Int? in
            guard (1...4).contains(field.count), field.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
            return field.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
        guard let height = numbers[0], let width = numbers[1], (1...1000).contains(height), (1...1000).contains(width) else { return nil }
        return PixelSize(width: width, height: height)
    }
}
