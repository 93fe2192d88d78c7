import Glibc

/// What the environment says about colour, read here and nowhere else, so `render`, `demo` and
/// the previewer cannot disagree: `NO_COLOR` (set and not empty: no colour, as no-color.org
/// asks) and `COLORTERM` (truecolor or 24bit: 24-bit colours).
enum ColorEnvironment {
    static var noColor: Bool {
        variable("NO_COLOR").map { !$0.isEmpty } ?? false
    }

    static var trueColor: Bool {
        let colorTerm = variable("COLORTERM") ?? ""
        return colorTerm.contains("truecolor") || colorTerm.contains("24bit")
    }

    private static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
