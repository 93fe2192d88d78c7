/// A subcommand of `islet`: its name, its operands and options (declared once, as typed values),
/// the prose of its help, and what it does. `--help`, the man page and the completions are all
/// written from these declarations (`CommandHelp`, `ManPage`, `Completions`).
protocol Command {
    static var name: String { get }
    static var summary: String { get }
    /// The paragraphs of `--help` between the usage line and the option list.
    static var about: String { get }
    static var operands: [OperandSpec] { get }
    static var options: [OptionUse] { get }
    /// Tables after the options (the previewer's keys).
    static var sections: [HelpSection] { get }
    /// Runs with parsed arguments and answers the exit status.
    static func run(_ arguments: ParsedArguments) throws -> Int32
}

extension Command {
    static var operands: [OperandSpec] { [] }
    static var sections: [HelpSection] { [] }
}

/// A titled table of `--help` (`Options:`, `Keys:`): a term, then its explanation.
struct HelpSection {
    let title: String
    let rows: [(term: String, explanation: String)]
}

/// A bad command line: the message is printed with the command's help, and islet exits 2.
struct UsageError: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
