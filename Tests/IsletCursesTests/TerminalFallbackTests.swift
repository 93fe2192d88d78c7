import IsletCurses
import Testing

/// Terminals as they come over ssh: a `TERM` this machine has no entry for, a UTF-8 `LANG`
/// whose locale is not installed (issue 33, item 3).
@Suite("terminals as they come")
struct TerminalFallbackTests {
    static let installed: Set<String> = ["xterm", "xterm-256color", "tmux-256color", "linux"]

    @Test("an xterm-like TERM with no entry opens as xterm-256color, one with an entry as itself, one like nothing islet knows not at all", arguments: [
        ("xterm-ghostty", "xterm-256color"), ("xterm-kitty", "xterm-256color"), ("wezterm", "xterm-256color"), ("alacritty", "xterm-256color"),
        ("xterm-256color", nil), ("tmux-256color", nil), ("vt220", nil), ("", nil),
    ])
    func fallback(term: String, opened: String?) {
        #expect(TerminalFallback.terminalType(for: term, exists: Self.installed.contains) == opened)
    }

    @Test("without xterm-256color it falls back to xterm, and without either to nothing")
    func fallbackOrder() {
        #expect(TerminalFallback.terminalType(for: "xterm-ghostty", exists: { $0 == "xterm" }) == "xterm")
        #expect(TerminalFallback.terminalType(for: "xterm-ghostty", exists: { _ in false }) == nil)
    }

    @Test("terminfo entries are found where ncurses looks, by letter and by hex folder")
    func terminfoLookup() {
        let system: (String) -> String? = { _ in nil }
        #expect(TerminalFallback.terminfoHas("xterm", environment: system))
        #expect(!TerminalFallback.terminfoHas("xterm-no-such-terminal", environment: system))
        #expect(!TerminalFallback.terminfoHas("../x/xterm", environment: system))
    }

    @Test("a UTF-8 codeset in the first locale variable set means UTF-8, installed or not", arguments: [
        (["LANG": "en_US.UTF-8"], true), (["LANG": "de_DE.utf8"], true), (["LC_ALL": "C.UTF-8@euro"], true),
        (["LC_ALL": "C", "LANG": "en_US.UTF-8"], false), (["LC_CTYPE": "en_US.UTF-8", "LANG": "C"], true),
        (["LANG": "en_US.ISO-8859-1"], false), (["LANG": "C"], false), ([:], false), (["LC_ALL": "", "LANG": "en_US.UTF-8"], true),
    ])
    func utf8Codeset(environment: [String: String], utf8: Bool) {
        #expect(TerminalFallback.namesUTF8(environment: { environment[$0] }) == utf8)
    }
}
