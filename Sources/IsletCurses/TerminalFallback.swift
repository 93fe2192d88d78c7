import Glibc

/// What islet opens a terminal as when the environment it was handed does not fit this machine,
/// as over `ssh` it often does not: a `TERM` the remote machine has no terminfo entry for
/// (`xterm-ghostty`, `xterm-kitty`, `wezterm`), and a UTF-8 `LANG` whose locale is not installed.
public enum TerminalFallback {
    /// Terminals that speak xterm's language under a name of their own.
    static let xtermLike = ["kitty", "ghostty", "wezterm", "alacritty", "foot", "contour", "rio"]

    /// The terminfo entry to open `term` as when it has none here: `xterm-256color` for an
    /// `xterm-*` name or a terminal known to be xterm-like, else `xterm`; nil when `term` has an
    /// entry, or is like no terminal islet knows (then ncurses says it has no entry).
    public static func terminalType(for term: String, exists: (String) -> Bool) -> String? {
        guard !term.isEmpty, !exists(term) else { return nil }
        let lowered = term.lowercased()
        guard lowered.hasPrefix("xterm-") || xtermLike.contains(where: lowered.contains) else { return nil }
        return ["xterm-256color", "xterm"].first(where: exists)
    }

    /// Whether terminfo has an entry named `name`, looked up where ncurses looks: `$TERMINFO`,
    /// `~/.terminfo`, `$TERMINFO_DIRS`, then the system's folders, each by first letter or by
    /// its hexadecimal code.
    public static func terminfoHas(_ name: String, environment: (String) -> String?) -> Bool {
        guard let first = name.utf8.first, !name.contains("/") else { return false }
        var folders: [String] = []
        if let own = environment("TERMINFO"), !own.isEmpty { folders.append(own) }
        if let home = environment("HOME"), !home.isEmpty { folders.append(home + "/.terminfo") }
        folders += (environment("TERMINFO_DIRS") ?? "").split(separator: ":").map(String.init)
        folders += ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo", "/usr/lib/terminfo"]
        let letter = String(UnicodeScalar(first)), hex = String(first, radix: 16)
        return folders.contains { folder in
            access("\(folder)/\(letter)/\(name)", R_OK) == 0 || access("\(folder)/\(hex)/\(name)", R_OK) == 0
        }
    }

    /// Whether the locale the environment names (`LC_ALL`, else `LC_CTYPE`, else `LANG`, the
    /// first one set) has a UTF-8 codeset: `en_US.UTF-8`, `de_DE.utf8`, `C.UTF-8@euro`.
    public static func namesUTF8(environment: (String) -> String?) -> Bool {
        guard let name = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap(environment).first(where: { !$0.isEmpty }),
              let dot = name.firstIndex(of: ".") else { return false }
        let codeset = name[name.index(after: dot)...].prefix { $0 != "@" }.lowercased()
        return codeset == "utf-8" || codeset == "utf8"
    }
}
