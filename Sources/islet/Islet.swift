import Glibc
import IsletCells
import IsletInput
import IsletModel

/// The `islet` executable: finds the command and runs it. Errors from any layer become one
/// line on stderr and exit status 2 (1 is kept for failed checks).
@main
enum Islet {
    static var commands: [any Command.Type] {
        [DemoCommand.self, PreviewCommand.self, ServeCommand.self, PushCommand.self, RenderCommand.self, CheckCommand.self, CodegenCommand.self, ImportCommand.self, DevicesCommand.self, LayoutsCommand.self]
    }

    static func main() {
        exit(run(Array(CommandLine.arguments.dropFirst())))
    }

    static func run(_ arguments: [String]) -> Int32 {
        guard let name = arguments.first, name != "--help", name != "-h", name != "help" else {
            // `islet help render` is `islet render --help`, as git and cargo have it.
            if arguments.count == 2, let command = command(named: arguments[1]) {
                Output.standard.write(CommandHelp.text(of: command))
                return 0
            }
            if arguments.count == 2 { return unknownCommand(arguments[1]) }
            Output.standard.write(usage)
            return arguments.isEmpty ? 2 : 0
        }
        // Hidden: the man page and shell completions, written from `commands` (make docs).
        if name == "_man" {
            Output.standard.write(ManPage.render())
            return 0
        }
        if name == "_completions" { return Completions.run(Array(arguments.dropFirst())) }
        if name == "--version" {
            Output.standard.write(Version.line + "\n")
            return 0
        }
        guard let command = command(named: name) else { return unknownCommand(name) }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            Output.standard.write(CommandHelp.text(of: command))
            return 0
        }
        do {
            let parsed = try ArgumentParser(command: command).parse(rest)
            return try command.run(parsed)
        } catch let error as UsageError {
            // The usage line, not the whole help: 70 lines of help scrolled the one line that
            // says what was wrong off a 24-row terminal.
            Output.error.write(
                "islet \(name): \(JSONWriter.neutralized(error.message))\n\n\(CommandHelp.usage(of: command))\n\n"
                    + "Run 'islet \(name) --help' for its options.\n"
            )
            return 2
        } catch let error as InputError {
            // Its lines are escaped one by one (the one escaping rule): a message may quote any input.
            Output.error.write("islet \(name): " + error.lines.joined(separator: "\n") + "\n")
            return 2
        } catch {
            // Every error passes through the one escaping rule: a message may quote any input.
            Output.error.write("islet \(name): \(JSONWriter.neutralized("\(error)"))\n")
            return 2
        }
    }

    /// The command `name` names, if any.
    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.name == name }
    }

    /// Refuses a word that names no command, with the command it was likely meant to be
    /// (`rendr`: did you mean render?), then the list of commands; exit status 2.
    static func unknownCommand(_ name: String) -> Int32 {
        let near = NameSuggestion.closest(to: name, in: commands.map { $0.name }).map { "; did you mean '\($0)'?" } ?? ""
        Output.error.write("islet: unknown command \(JSONWriter.quoted(name))\(near)\n\n" + usage)
        return 2
    }

    static var usage: String {
        var text = "islet: preview iOS Live Activities and the Dynamic Island in a terminal\n\nUsage: islet <command> [options]\n\nCommands:\n"
        for command in commands {
            text += "  " + TerminalText.padded(command.name, toWidth: 9) + " " + command.summary + "\n"
        }
        text += "\nRun 'islet help <command>' (or 'islet <command> --help') for a command's options.\n"
        return text
    }
}
