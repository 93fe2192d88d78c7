import Testing
@testable import IsletCurses

/// xterm under its default `TERM=xterm` draws 256 colours, though its terminfo entry says 8
/// (issue 32, item 7); nothing else is opened as another terminal than its `TERM`.
@Suite struct CursesOptionsTests {
    private func type(_ variables: [String: String]) -> String? {
        CursesOptions.terminalType { variables[$0] }
    }

    @Test func xtermItselfIsOpenedAsXterm256Color() {
        #expect(type(["TERM": "xterm", "XTERM_VERSION": "XTerm(379)"]) == "xterm-256color")
    }

    @Test func anyOtherTerminalKeepsItsTerm() {
        #expect(type(["TERM": "xterm"]) == nil, "another emulator claiming to be xterm may have 8 colours")
        #expect(type(["TERM": "xterm-direct", "XTERM_VERSION": "XTerm(379)"]) == nil)
        #expect(type(["TERM": "xterm", "XTERM_VERSION": "XTerm(379)", "TMUX": "/tmp/tmux-0/default,1,0"]) == nil)
        #expect(type(["TERM": "xterm", "XTERM_VERSION": "XTerm(379)", "STY": "1.pts-0"]) == nil)
        #expect(type(["TERM": "screen", "XTERM_VERSION": "XTerm(379)"]) == nil)
    }
}
