import Glibc
import IsletCells
import IsletCurses

/// A self-check of the real backend (`islet-curses-smoke`, built with the tests and not shipped), driven by the tmux tests in
/// `Tests/IsletCursesTests/CursesTmuxTests.swift`: it opens the terminal, draws a known frame
/// (a header with its pid and colour model, four coloured swatches, a wide glyph followed by a
/// `|` marking where the next cell starts, a hint line), then prints each input event on a line
/// of its own until `q`, and restores the terminal. `!` traps, to check that a crash leaves the
/// terminal usable too. `NO_COLOR` and the locale are honoured as
/// islet's commands honour them; `ISLET_SMOKE_COLOR` (truecolor, 256, 16, none) forces a depth
/// as `--color` does.
@main
enum CursesSmoke {
    static func main() {
        exit(run())
    }

    static func run() -> Int32 {
        let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        let forced = getenv("ISLET_SMOKE_COLOR").map { String(cString: $0) }
        let modes: [String: CursesOptions.ColorMode] = ["truecolor": .trueColor, "256": .indexed256, "16": .ansi16, "none": .none]
        let options = CursesOptions(colorMode: forced.flatMap { modes[$0] } ?? (noColor ? .none : .automatic), asciiOnly: !CursesBackend.localeIsUTF8)
        let backend: CursesBackend
        do {
            backend = try CursesBackend(options: options)
        } catch {
            let message = Array("islet-curses-smoke: \(error)\n".utf8)
            _ = write(2, message, message.count)
            return 2
        }
        let header = "islet curses smoke pid \(getpid()) colors \(backend.colorModel)"
        var log: [String] = []
        let terminal = Terminal(backend: backend)
        func draw() {
            terminal.draw(frame(size: backend.size, header: header, log: log))
        }
        draw()
        while true {
            guard let event = backend.nextInput(timeout: .seconds(1)) else { continue }
            if event == .key(.character("q")) || event == .hangup { break }
            if event == .key(.character("!")) { fatalError("islet-curses-smoke: crash on request") }
            log.append(describe(event))
            draw()
        }
        backend.shutdown()
        return 0
    }

    static let swatches: [(label: String, foreground: Color, background: Color)] = [
        ("RED", .white, Color(hex: 0xFF0000)),
        ("GRN", .black, Color(hex: 0x00FF00)),
        ("BLU", .white, Color(hex: 0x0000FF)),
        ("ISLAND", .white, .black),
    ]

    /// The frame for a terminal of `size`: header, swatches, wide glyph, hint, then the newest
    /// events that fit.
    static func frame(size: GridSize, header: String, log: [String]) -> CellBuffer {
        var buffer = CellBuffer(width: size.columns, height: size.rows)
        let all = CellRect(column: 0, row: 0, width: size.columns, height: size.rows)
        buffer.write(header, column: 0, row: 0, clip: all, bold: true)
        var column = 0
        for swatch in swatches {
            let width = swatch.label.count + 2
            buffer.fillBackground(CellRect(column: column, row: 1, width: width, height: 1), swatch.background)
            buffer.write(swatch.label, column: column + 1, row: 1, clip: all, foreground: swatch.foreground)
            column += width + 1
        }
        buffer.write("wide 🍕| pizza", column: 0, row: 2, clip: all)
        buffer.write("type keys, click, resize; q quits, ! crashes", column: 0, row: 3, clip: all, dim: true)
        let room = max(0, size.rows - 4)
        for (offset, line) in log.suffix(room).enumerated() {
            buffer.write(line, column: 0, row: 4 + offset, clip: all)
        }
        return buffer
    }

    /// One event as a line: `key x`, `key ctrl-a`, `key enter`, `mouse 10,4 press`, `resize 70x15`.
    static func describe(_ event: InputEvent) -> String {
        switch event {
        case .key(.character(let character)): "key \(character)"
        case .key(.control(let character)): "key ctrl-\(character)"
        case .key(let key): "key \(key)"
        case .mouse(let column, let row, let pressed): "mouse \(column),\(row) \(pressed ? "press" : "release")"
        case .resize(let size): "resize \(size.columns)x\(size.rows)"
        case .hangup: "hangup"
        }
    }
}
