/// What an option's value is. It decides how the value is checked, how `--help` writes it and
/// what the shells complete it to; a choice list is the one list all of those read.
enum ValueKind: Equatable, Sendable {
    case flag
    case file
    case number
    case choice([String])
    case text
}

/// One option as the parser, `--help`, the man page and the completions see it, whatever type
/// the command reads its value as (`Option` and `Flag` carry one).
struct OptionSpec: Sendable {
    let name: String
    let kind: ValueKind
    /// What the help writes after `--name` (`FILE`, `N`, `text|ansi|svg`); empty for a flag.
    let placeholder: String
    /// The one explanation `--help`, the man page and zsh's completion show; a line break in it
    /// is where `--help` continues on the next line.
    let help: String
    /// The values it accepts, in words, for the error when one is refused (`a number from 0.5 to 4`).
    let expectation: String
    let accepts: @Sendable (String) -> Bool
    /// The one-letter form (`-o` for `--output`), for the options typed most; `h` is help's.
    var short: Character?

    var takesValue: Bool { kind != .flag }

    /// `--name PLACEHOLDER`, or `--name` for a flag.
    var synopsis: String { placeholder.isEmpty ? "--" + name : "--\(name) \(placeholder)" }

    /// The help's term: `-o, --output FILE` when it has a short form, else the synopsis.
    var term: String { short.map { "-\($0), " + synopsis } ?? synopsis }

    /// The same option explained otherwise, for a command where it means a little more.
    func explained(_ help: String) -> OptionSpec {
        var spec = OptionSpec(name: name, kind: kind, placeholder: placeholder, help: help, expectation: expectation, accepts: accepts)
        spec.short = short
        return spec
    }
}

/// An option a command declares; `ParsedArguments` reads each through its own typed value.
protocol DeclaredOption: Sendable {
    var spec: OptionSpec { get }
}

/// How a command's options appear in its usage line, and the combinations the parser refuses.
enum OptionUse: Sendable {
    case single(OptionSpec)
    /// At most one of them: `[--state FILE | --payload FILE]`.
    case exclusive([OptionSpec])
    /// All of them or none: `[--auth-key KEY.p8 --key-id ID --team-id ID]`.
    case joint([OptionSpec])

    static func one(_ option: any DeclaredOption) -> OptionUse { .single(option.spec) }

    static func either(_ options: any DeclaredOption...) -> OptionUse { .exclusive(options.map(\.spec)) }

    static func together(_ options: any DeclaredOption...) -> OptionUse { .joint(options.map(\.spec)) }

    var specs: [OptionSpec] {
        switch self {
        case .single(let spec): [spec]
        case .exclusive(let specs), .joint(let specs): specs
        }
    }
}
