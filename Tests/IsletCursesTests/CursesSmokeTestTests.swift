import IsletTerminal
import Testing
@testable import IsletCurses

@Suite("The smoke test's frame and event lines, which the tmux tests look for")
struct CursesSmokeTestTests {
    @Test("header, swatches, the wide glyph with its marker, hint, then the newest events that fit")
    func frame() {
        let frame = CursesSmokeTest.frame(size: GridSize(columns: 40, rows: 6), header: "islet curses smoke", log: ["key a", "key b", "key c"])
        let lines = frame.textLines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        #expect(lines[0] == "islet curses smoke")
        #expect(lines[1] == " RED   GRN   BLU   ISLAND")
        #expect(lines[2] == "wide 🍕| pizza")
        #expect(lines[4...] == ["key b", "key c"])
        #expect(frame[1, 1].background == CursesSmokeTest.swatches[0].background)
    }

    @Test("events read as the tmux tests expect")
    func describe() {
        #expect(CursesSmokeTest.describe(.key(.character("x"))) == "key x")
        #expect(CursesSmokeTest.describe(.key(.control("a"))) == "key ctrl-a")
        #expect(CursesSmokeTest.describe(.key(.up)) == "key up")
        #expect(CursesSmokeTest.describe(.mouse(column: 10, row: 4, pressed: true)) == "mouse 10,4 press")
        #expect(CursesSmokeTest.describe(.resize(GridSize(columns: 70, rows: 15))) == "resize 70x15")
    }
}
