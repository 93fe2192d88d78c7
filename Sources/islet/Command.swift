/// A subcommand of `islet`: its name, its help, the options it takes, and what it does.
protocol Command {
    static var name: String { get }
    static var summary: String { get }
    /// The full `--help` text.
    static var help: String { get }
    static var options: [OptionSpec] { get }
    /// Runs with parsed arguments and answers the exit status.
    static func run(_ arguments: ParsedArguments) throws -> Int32
}

/// A bad command line: the message is printed with the command's help, and islet exits 2.
struct UsageError: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
