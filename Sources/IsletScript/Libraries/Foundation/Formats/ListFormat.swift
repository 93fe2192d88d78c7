/// `[String].formatted(.list(type:width:))` and `ListFormatter` in en_US: "a, b, and c",
/// "a or b", "a, b, & c" (short), "a, b, c" (narrow); other locales through `LocaleFormats`.
public enum ListFormat {
    public enum Kind: Sendable, Equatable {
        case and, or
    }

    public enum Width: Sendable, Equatable {
        case standard, short, narrow
    }

    /// The items joined: two with the word alone, more with the serial comma; with `formats`
    /// (a locale other than en_US), as Foundation joins them in that language.
    public static func string(_ items: [String], kind: Kind = .and, width: Width = .standard, in formats: LocaleFormats? = nil) -> String {
        if let formats { return formats.list(items, kind: kind, width: width) }
        guard items.count > 1 else { return items.first ?? "" }
        let word = kind == .or ? "or" : width == .standard ? "and" : width == .short ? "&" : ""
        if word.isEmpty { return items.joined(separator: ", ") }
        if items.count == 2 { return items[0] + " " + word + " " + items[1] }
        return items.dropLast().joined(separator: ", ") + ", " + word + " " + items[items.count - 1]
    }
}
