import IsletProgram

extension LibrarySurface {
    /// `String`'s methods as Swift and Foundation declare them (on `StringProtocol`, or bridged
    /// from `NSString`), so `text.prefix("a")` or `hasPrefix(of:)` is a placeholder naming the
    /// call, not a guess. A method `String` does not declare here is `Sequence`'s (`map`,
    /// `filter`, `sorted`), run on the characters.
    static let stringMethods: [LibrarySignature] = {
        let text = some("StringProtocol")
        let character = t("Character")
        let string = t("String")
        let truth = t("Bool")
        let index = t("String.Index")
        let pattern = some("RegexComponent")
        let test = function([character], truth)
        let splitting = [p("maxSplits", t("Int"), default: true), p("omittingEmptySubsequences", truth, default: true)]
        let list: [(String, [CallParameter], ScriptTypeRepr?)] = [
            ("uppercased", [], string),
            ("lowercased", [], string),
            ("hasPrefix", [p(nil, text)], truth),
            ("hasSuffix", [p(nil, text)], truth),
            ("starts", [p("with", text)], truth),
            ("contains", [p(nil, text)], truth),
            ("contains", [p(nil, character)], truth),
            ("contains", [p(nil, pattern)], truth),
            ("contains", [p("where", test)], truth),
            ("localizedCaseInsensitiveContains", [p(nil, text)], truth),
            ("localizedStandardContains", [p(nil, text)], truth),
            ("replacingOccurrences", [p("of", text), p("with", text)], string),
            ("replacing", [p(nil, text), p("with", text), p("maxReplacements", t("Int"), default: true)], string),
            ("replacing", [p(nil, pattern), p("with", text), p("maxReplacements", t("Int"), default: true)], string),
            ("appending", [p(nil, text)], string),
            ("split", [p("separator", character)] + splitting, .array(t("Substring"))),
            ("split", [p("separator", text)] + splitting, .array(t("Substring"))),
            ("split", [p("separator", pattern)] + splitting, .array(t("Substring"))),
            ("split", splitting + [p("whereSeparator", test)], .array(t("Substring"))),
            ("components", [p("separatedBy", text)], .array(string)),
            ("components", [p("separatedBy", t("CharacterSet"))], .array(string)),
            ("trimmingCharacters", [p("in", t("CharacterSet"))], string),
            ("padding", [p("toLength", t("Int")), p("withPad", text), p("startingAt", t("Int"))], string),
            ("prefix", [p(nil, t("Int"))], t("Substring")),
            ("prefix", [p("while", test)], t("Substring")),
            ("suffix", [p(nil, t("Int"))], t("Substring")),
            ("dropFirst", [p(nil, t("Int"), default: true)], t("Substring")),
            ("dropLast", [p(nil, t("Int"), default: true)], t("Substring")),
            ("drop", [p("while", test)], t("Substring")),
            ("index", [p("after", index)], index),
            ("index", [p("before", index)], index),
            ("index", [p(nil, index), p("offsetBy", t("Int"))], index),
            ("distance", [p("from", index), p("to", index)], t("Int")),
        ]
        return methods("String", list) + inits("CharacterSet", t("CharacterSet"), [(.frameworkInit("CharacterSet"), [p("charactersIn", string)])])
    }()
}
