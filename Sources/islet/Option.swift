import IsletModel

/// An option that takes a value, declared once with its name, kind, placeholder and help, and
/// read by the command as its own type (`arguments[RenderOptions.format]` is an `ExportFormat?`):
/// a misspelt option is a name the compiler does not know.
struct Option<Value>: DeclaredOption {
    let spec: OptionSpec
    /// The value for a text the parser has already checked with `spec.accepts`.
    let convert: @Sendable (String) -> Value?

    /// The same option with a command's own explanation.
    func explained(_ help: String) -> Option {
        Option(spec: spec.explained(help), convert: convert)
    }

    /// The same option, also given as `-letter`.
    func short(_ letter: Character) -> Option {
        var spec = spec
        spec.short = letter
        return Option(spec: spec, convert: convert)
    }
}

extension Option where Value == String {
    /// A path; the shells complete file names.
    static func file(_ name: String, _ placeholder: String = "FILE", help: String) -> Option {
        Option(spec: OptionSpec(name: name, kind: .file, placeholder: placeholder, help: help, expectation: "a path", accepts: { _ in true }), convert: { $0 })
    }

    /// Any text (a URL, a token, a time the command reads itself).
    static func text(_ name: String, _ placeholder: String, help: String) -> Option {
        Option(spec: OptionSpec(name: name, kind: .text, placeholder: placeholder, help: help, expectation: "a value", accepts: { _ in true }), convert: { $0 })
    }

    /// One of a closed list of words, read as the word itself.
    static func choice(_ name: String, _ placeholder: String? = nil, help: String, _ choices: [String]) -> Option {
        choice(name, placeholder, help: help, choices.map { ($0, $0) })
    }
}

extension Option where Value: Sendable {
    /// One of a closed list of words, each read as its value; the list is what the help, the
    /// man page, both completions and the error for a word not in it show.
    static func choice(_ name: String, _ placeholder: String? = nil, help: String, _ choices: [(word: String, value: Value)]) -> Option {
        let words = choices.map(\.word)
        let spec = OptionSpec(
            name: name, kind: .choice(words), placeholder: placeholder ?? words.joined(separator: "|"), help: help,
            expectation: "one of " + words.joined(separator: ", "), accepts: { words.contains($0) }
        )
        return Option(spec: spec, convert: { word in choices.first { $0.word == word }?.value })
    }
}

extension Option where Value == PhoneLocale {
    /// A locale identifier (`de_DE`, `pt-BR`, `zh-Hans`), read as `PhoneLocale` reads it.
    static func locale(_ name: String, help: String) -> Option {
        let spec = OptionSpec(
            name: name, kind: .text, placeholder: "ID", help: help, expectation: "a locale such as en_US, de_DE, pt-BR or zh-Hans",
            accepts: { PhoneLocale($0) != nil }
        )
        return Option(spec: spec, convert: PhoneLocale.init)
    }
}

extension Option where Value == Double {
    /// A decimal number that `accepts` allows, refused with `expectation` otherwise.
    static func number(_ name: String, _ placeholder: String = "N", help: String, expectation: String, accepts: @escaping @Sendable (Double) -> Bool) -> Option {
        let convert: @Sendable (String) -> Double? = { text in Double(text).flatMap { accepts($0) ? $0 : nil } }
        let spec = OptionSpec(name: name, kind: .number, placeholder: placeholder, help: help, expectation: expectation, accepts: { convert($0) != nil })
        return Option(spec: spec, convert: convert)
    }
}

extension Option where Value == Int {
    /// A whole number in `range`.
    static func wholeNumber(_ name: String, _ placeholder: String = "N", help: String, in range: ClosedRange<Int>) -> Option {
        let convert: @Sendable (String) -> Int? = { text in Int(text).flatMap { range.contains($0) ? $0 : nil } }
        let spec = OptionSpec(
            name: name, kind: .number, placeholder: placeholder, help: help,
            expectation: "a whole number from \(range.lowerBound) to \(range.upperBound)", accepts: { convert($0) != nil }
        )
        return Option(spec: spec, convert: convert)
    }
}

/// An option without a value (`--json`), read as whether it was given.
struct Flag: DeclaredOption {
    let spec: OptionSpec

    init(_ name: String, help: String) {
        spec = OptionSpec(name: name, kind: .flag, placeholder: "", help: help, expectation: "no value", accepts: { _ in false })
    }
}
