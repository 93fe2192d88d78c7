import Foundation
import IsletTestSupport
import Testing

/// The real ncurses backend in a real terminal: `islet-curses-smoke` (`CursesSmoke`) in a
/// tmux pane, driven with `send-keys` and read with `capture-pane`. Without tmux or the smoke
/// binary these tests fail with the reason; they never pass without a terminal.
@Suite("ncurses backend in tmux")
struct CursesTmuxTests {
    @Test("the first frame: text, colour swatches in 256 colours, and 🍕 taking exactly two cells")
    func drawsFrame() throws {
        guard let pane = try TmuxPane.startCursesSmoke() else { return }
        guard let text = try pane.waitForFrame() else { return }
        #expect(text.contains("colors 256"), "tmux-256color has 256 colours and no ccc")
        #expect(text.contains("wide 🍕| pizza"), "the marker sits right after the glyph's two cells")
        let styled = try pane.capture(escapes: true)
        for (background, label) in [("196", "RED"), ("46", "GRN"), ("21", "BLU"), ("16", "ISLAND")] {
            #expect(styled.contains("\u{1B}[48;5;\(background)m"), "\(label) swatch on colour \(background)")
        }
        #expect(styled.contains("\u{1B}[38;5;233mRED"), "white on pure red is 4:1, so the label is the nearest grey that reads")
        #expect(styled.contains("\u{1B}[38;5;231mBLU"), "white on blue reads and is kept")
        #expect(try pane.modes() == "alternate=1 mouse=1 sgr=1 cursor=0 keypad=1")
    }

    @Test("keys, Ctrl-letters and arrows come back as key events")
    func echoesKeys() throws {
        guard let pane = try TmuxPane.startCursesSmoke(rows: 14) else { return }
        guard try pane.waitForFrame() != nil else { return }
        try pane.send(keys: "x")
        try pane.waitFor(text: "key x")
        try pane.send(keys: "Up", "C-a", "Enter", "Escape")
        try pane.waitFor(text: "key escape")
        let lines = try pane.capture().split(separator: "\n").map(String.init)
        #expect(Array(lines.drop { $0 != "key x" }.prefix(5)) == ["key x", "key up", "key ctrl-a", "key enter", "key escape"])
    }

    @Test("mouse clicks arrive as press and release, from SGR and from X10 reports")
    func reportsMouse() throws {
        guard let pane = try TmuxPane.startCursesSmoke(rows: 14) else { return }
        guard try pane.waitForFrame() != nil else { return }
        try pane.send(literal: "\u{1B}[<0;11;5M")
        try pane.waitFor(text: "mouse 10,4 press")
        try pane.send(literal: "\u{1B}[<0;11;5m")
        try pane.waitFor(text: "mouse 10,4 release")
        // X10: ESC [ M, then button, column and row, each plus 32 (1-based).
        try pane.send(hex: [0x1B, 0x5B, 0x4D, 0x20, 0x20 + 3, 0x20 + 2])
        try pane.waitFor(text: "mouse 2,1 press")
    }

    @Test("resizing the terminal is reported with the new size")
    func reportsResize() throws {
        guard let pane = try TmuxPane.startCursesSmoke() else { return }
        guard try pane.waitForFrame() != nil else { return }
        try pane.resize(columns: 70, rows: 15)
        try pane.waitFor(text: "resize 70x15")
    }

    @Test("q leaves the alternate screen, shows the cursor, stops mouse reporting and restores stty")
    func quitRestores() throws {
        guard let pane = try TmuxPane.startCursesSmoke() else { return }
        guard try pane.waitForFrame() != nil else { return }
        try pane.send(keys: "q")
        guard let text = try pane.waitFor(text: "EXIT=0") else { return }
        #expect(!text.contains("q quits"), "the frame went away with the alternate screen")
        #expect(try pane.modes() == TmuxPane.restoredModes)
        let stty = try #require(try pane.sttyBeforeAndAfter())
        #expect(stty.before == stty.after)
    }

    enum Ending: String, CaseIterable, CustomTestStringConvertible {
        case controlC, sigterm, sighup, trap
        var testDescription: String { rawValue }
        /// The shell's status for a process ended by the signal.
        var status: String {
            switch self {
            case .controlC: "130"
            case .sigterm: "143"
            case .sighup: "129"
            case .trap: "132"
            }
        }
    }

    @Test("Ctrl-C, SIGTERM, SIGHUP and a Swift trap end islet with the terminal restored", arguments: Ending.allCases)
    func signalsRestore(_ ending: Ending) throws {
        guard let pane = try TmuxPane.startCursesSmoke(environment: ["SWIFT_BACKTRACE": "enable=no"]) else { return }
        guard try pane.waitForFrame() != nil else { return }
        switch ending {
        case .controlC:
            try pane.send(keys: "C-c")
        case .sigterm, .sighup:
            let pid = try #require(try pane.isletPID())
            kill(pid, ending == .sigterm ? SIGTERM : SIGHUP)
        case .trap:
            try pane.send(keys: "!")
        }
        guard try pane.waitFor(text: "EXIT=\(ending.status)") != nil else { return }
        #expect(try pane.modes() == TmuxPane.restoredModes)
        let stty = try #require(try pane.sttyBeforeAndAfter())
        #expect(stty.before == stty.after)
    }

    @Test("TERM=screen: 8 colours, swatches on the ANSI red, green and blue")
    func eightColors() throws {
        guard let pane = try TmuxPane.startCursesSmoke(environment: ["TERM": "screen"]) else { return }
        guard let text = try pane.waitForFrame() else { return }
        #expect(text.contains("colors 8"))
        let styled = try pane.capture(escapes: true)
        for code in ["41", "42", "44", "40"] {
            #expect(styled.contains("\u{1B}[\(code)m"), "background \(code)")
        }
    }

    @Test("a forced depth: 16 colours in a 256-colour tmux, swatches on the ANSI numbers, no 256-colour codes")
    func forcedSixteen() throws {
        guard let pane = try TmuxPane.startCursesSmoke(environment: ["ISLET_SMOKE_COLOR": "16"]) else { return }
        guard let text = try pane.waitForFrame() else { return }
        #expect(text.contains("colors 16"))
        let styled = try pane.capture(escapes: true)
        #expect(!styled.contains("[48;5;"), "no 256-colour backgrounds")
        #expect(styled.contains("\u{1B}[40m"), "the island on ANSI black")
        #expect(styled.contains("\u{1B}[101m") || styled.contains("\u{1B}[41m"), "the red swatch on an ANSI red")
    }

    @Test("NO_COLOR: no colour at all, and the island cells in reverse video")
    func noColor() throws {
        guard let pane = try TmuxPane.startCursesSmoke(environment: ["NO_COLOR": "1"]) else { return }
        guard let text = try pane.waitForFrame() else { return }
        #expect(text.contains("colors none"))
        let styled = try pane.capture(escapes: true)
        #expect(!styled.contains("[48;") && !styled.contains("[38;") && !styled.contains("[41m"), "no colour sequences")
        #expect(styled.contains("\u{1B}[7m ISLAND"))
    }

    @Test("a locale that is not UTF-8 gets ASCII only: 🍕 becomes two ? in its two cells")
    func asciiOnly() throws {
        guard let pane = try TmuxPane.startCursesSmoke(environment: ["LC_ALL": "C"]) else { return }
        guard let text = try pane.waitForFrame() else { return }
        #expect(text.contains("wide ??| pizza"))
    }

    @Test("when the terminal goes away (the window closes, SSH drops) islet ends instead of spinning")
    func endsOnHangup() throws {
        /// Starts a pane and lets it go, which closes its terminal; answers islet's pid.
        func startAndClose() throws -> Int32? {
            guard let pane = try TmuxPane.startCursesSmoke(), try pane.waitForFrame() != nil else { return nil }
            return try pane.isletPID()
        }
        guard let pid = try startAndClose() else { return }
        #expect(Polling.until(timeout: .seconds(5)) { kill(pid, 0) != 0 }, "islet \(pid) is still running after its terminal closed")
        if kill(pid, 0) == 0 { kill(pid, SIGKILL) }
    }
}
