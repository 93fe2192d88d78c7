import Testing

@testable import IsletCurses

@Suite("Decoding keys and mouse reports")
struct CursesBackendInputTests {
    @Test("named keys, Ctrl-letters and characters")
    func characters() {
        #expect(KeyMapping.character(0x0D) == .enter)
        #expect(KeyMapping.character(0x0A) == .enter)
        #expect(KeyMapping.character(0x09) == .tab)
        #expect(KeyMapping.character(0x1B) == .escape)
        #expect(KeyMapping.character(0x7F) == .backspace)
        #expect(KeyMapping.character(0x08) == .backspace)
        #expect(KeyMapping.character(0x01) == .control("a"))
        #expect(KeyMapping.character(0x1A) == .control("z"))
        #expect(KeyMapping.character(0x1F) == .control("_"))
        #expect(KeyMapping.character(0x71) == .character("q"))
        #expect(KeyMapping.character(0xE9) == .character("é"))
        #expect(KeyMapping.character(0x9B) == nil, "C1 controls are dropped")
        #expect(KeyMapping.character(0xD800) == nil, "not a scalar")
    }

    @Test("arrows and Page Up / Page Down, which scroll a tall board")
    func functionKeys() {
        // curses.h's codes, in its octal: KEY_DOWN, KEY_UP, KEY_NPAGE, KEY_PPAGE, KEY_F(1).
        #expect(KeyMapping.functionKey(0o402) == .down)
        #expect(KeyMapping.functionKey(0o403) == .up)
        #expect(KeyMapping.functionKey(0o522) == .pageDown)
        #expect(KeyMapping.functionKey(0o523) == .pageUp)
        #expect(KeyMapping.functionKey(0o411) == nil, "F1 is not a key islet reads")
    }

    @Test("SGR reports: left button press and release, 1-based to 0-based; wheel and motion ignored")
    func sgrMouse() {
        #expect(SGRMouseReport.event(parameters: "0;11;5", released: false) == .mouse(column: 10, row: 4, pressed: true))
        #expect(SGRMouseReport.event(parameters: "0;11;5", released: true) == .mouse(column: 10, row: 4, pressed: false))
        #expect(SGRMouseReport.event(parameters: "4;1;1", released: false) == .mouse(column: 0, row: 0, pressed: true), "with Shift")
        #expect(SGRMouseReport.event(parameters: "64;3;3", released: false) == nil, "wheel")
        #expect(SGRMouseReport.event(parameters: "32;3;3", released: false) == nil, "motion")
        #expect(SGRMouseReport.event(parameters: "2;3;3", released: false) == nil, "right button")
        #expect(SGRMouseReport.event(parameters: "0;0;3", released: false) == nil)
        #expect(SGRMouseReport.event(parameters: "0;3", released: false) == nil)
    }

    @Test("timeouts round up to whole milliseconds")
    func milliseconds() {
        #expect(CursesBackend.milliseconds(.microseconds(1)) == 1)
        #expect(CursesBackend.milliseconds(.milliseconds(250)) == 250)
        #expect(CursesBackend.milliseconds(.seconds(2)) == 2000)
        #expect(CursesBackend.milliseconds(.zero) == 0)
        #expect(CursesBackend.milliseconds(.milliseconds(-5)) == 0)
    }

    @Test("terminfo delays are dropped from the restore sequence")
    func padding() {
        #expect(CursesBackend.withoutPadding("\u{1B}[?1049l$<5>\u{1B}[m") == Array("\u{1B}[?1049l\u{1B}[m".utf8))
        #expect(CursesBackend.withoutPadding("$x") == Array("$x".utf8))
    }
}
