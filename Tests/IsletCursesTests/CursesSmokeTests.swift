import IsletCells
import Testing

@testable import islet_curses_smoke

@Suite("The smoke test's frame and event lines, which the tmux tests look for")
struct CursesSmokeTests {
    @Test("header, swatches, the wide glyph with its marker, hint, then the newest events that fit")
    func frame() {
        let frame = CursesSmoke.frame(size: GridSize(columns: 40, rows: 6), header: "islet curses smoke", log: ["key a", "key b", "key c"])
        let lines = frame.textLines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        #expect(lines[0] == "islet curses smoke")
        #expect(lines[1] == " RED   GRN   BLU   ISLAND")
        #expect(lines[2] == "wide 🍕| pizza")
        #expect(lines[4...] == ["key b", "key c"])
        #expect(frame[1, 1].background == CursesSmoke.swatches[0].background)
    }

    @Test("events read as the tmux tests expect")
    func describe() {
        #expect(CursesSmoke.describe(.key(.character("x"))) == "key x")
        #expect(CursesSmoke.describe(.key(.control("a"))) == "key ctrl-a")
        #expect(CursesSmoke.describe(.key(.up)) == "key up")
        #expect(CursesSmoke.describe(.mouse(column: 10, row: 4, pressed: true)) == "mouse 10,4 press")
        #expect(CursesSmoke.describe(.resize(GridSize(columns: 70, rows: 15))) == "resize 70x15")
    }
}
