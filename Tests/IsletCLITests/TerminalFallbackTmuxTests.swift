import Foundation
import IsletTestSupport
import Testing

/// islet opened as a terminal over ssh hands it: `TERM` names an emulator this machine has no
/// terminfo entry for, and `LANG` a UTF-8 locale it has not installed (issue 33, item 3).
@Suite("islet in a terminal the machine does not know")
struct TerminalFallbackTmuxTests {
    @Test("TERM=xterm-ghostty opens as xterm-256color, saying so once in the log, and LANG=en_US.UTF-8 (not installed) still draws in UTF-8")
    func ghosttyOverSSH() throws {
        guard let pane = try TmuxPane.start(["preview", "layouts/delivery.json"], environment: ["TERM": "xterm-ghostty", "LC_ALL": "", "LANG": "en_US.UTF-8"], columns: 160, rows: 40) else { return }
        let screen = try pane.waitFor(text: "Luigi's Pizzeria")
        #expect(screen?.contains("no terminfo entry for TERM") == false, "the error that stopped islet before")
        #expect(screen?.components(separatedBy: "TERM=xterm-ghostty").count == 2, "one note: \(screen ?? "")")
        #expect(screen?.contains("xterm-256color") == true)
        #expect(screen?.contains("▄") == true || screen?.contains("▀") == true, "blocks, not the ASCII fallback")
        try pane.send(keys: "q")
        try pane.waitFor(text: "EXIT=0")
    }

    @Test("a TERM like no terminal islet knows still stops with the error that names it")
    func unknownTerminal() throws {
        guard let pane = try TmuxPane.start(["preview", "layouts/delivery.json"], environment: ["TERM": "no-such-terminal"], columns: 100, rows: 30) else { return }
        let screen = try pane.waitFor(text: "EXIT=2")
        #expect(screen?.contains("no terminfo entry for TERM=no-such-terminal") == true, "\(screen ?? "")")
    }
}
