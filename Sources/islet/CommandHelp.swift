/// What the man page and the shell completions read from a command's `help` text beyond its
/// `options`: the operands of its `Usage:` line, the placeholder each option takes and the
/// line that explains it. Reading them from the help keeps `--help` the one source.
enum CommandHelp {
    /// A positional argument named in the `Usage:` line (`LAYOUT`, `[STREAM|-]`, `PAYLOAD...`).
    struct Operand: Equatable {
        let name: String
        let optional: Bool
        let repeats: Bool
    }

    /// The operands between `Usage: islet NAME` and the first option.
    static func operands(of command: any Command.Type) -> [Operand] {
        guard let usage = command.help.split(separator: "\n").first(where: { $0.hasPrefix("Usage: islet \(command.name)") }) else { return [] }
        var operands: [Operand] = []
        for word in usage.split(separator: " ").dropFirst(3) {
            if word.hasPrefix("--") || word.hasPrefix("[--") { break }
            let optional = word.hasPrefix("[")
            var name = word.trimmingPrefix("[")
            if name.hasSuffix("]") { name = name.dropLast() }
            let repeats = name.hasSuffix("...")
            if repeats { name = name.dropLast(3) }
            let first = name.split(separator: "|").first.map(String.init) ?? String(name)
            operands.append(Operand(name: first, optional: optional, repeats: repeats))
        }
        return operands
    }

    /// Whether an operand names a file (`LAYOUT`, `PAYLOAD`, `STREAM`).
    static func isFile(_ operand: Operand) -> Bool {
        ["LAYOUT", "PAYLOAD", "STREAM", "FILE"].contains(operand.name)
    }

    /// The placeholder written after `--name` in the help (`--state FILE` answers `FILE`).
    static func placeholder(of option: String, in command: any Command.Type) -> String? {
        let help = command.help
        var searchStart = help.startIndex
        while let found = help[searchStart...].firstRange(of: "--" + option) {
            searchStart = found.upperBound
            guard found.upperBound < help.endIndex, [" ", "="].contains(help[found.upperBound]) else { continue }
            let rest = help[help.index(after: found.upperBound)...]
            let word = rest.prefix { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }
            if let first = word.first, first.isUppercase { return String(word) }
        }
        return nil
    }

    /// Whether an option's value is a path (`FILE`, `FILE.cast`, `F`, `PATH`, `KEY.p8`), to
    /// complete with file names.
    static func takesFile(_ option: OptionSpec, in command: any Command.Type) -> Bool {
        guard option.takesValue, option.choices == nil, let placeholder = placeholder(of: option.name, in: command) else { return false }
        return ["F", "PATH"].contains(placeholder) || placeholder.hasPrefix("FILE") || placeholder.contains(".")
    }

    /// The explanation beside `--name` in the help's option list, continuation lines joined.
    static func explanations(of command: any Command.Type) -> [String: String] {
        var explanations: [String: String] = [:]
        var current: [String] = []
        var text = ""
        func finish() {
            for name in current where explanations[name] == nil { explanations[name] = text }
            current = []
        }
        for line in command.help.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            let indent = line.count - trimmed.count
            if indent > 0, trimmed.hasPrefix("--"), let gap = trimmed.firstRange(of: "  ") {
                finish()
                current = trimmed[..<gap.lowerBound].split(separator: " ").filter { $0.hasPrefix("--") }
                    .map { String($0.dropFirst(2).prefix { $0 != "," && $0 != "=" }) }
                text = String(trimmed[gap.upperBound...].drop { $0 == " " })
            } else if !current.isEmpty, indent > 4, !trimmed.isEmpty {
                text += " " + trimmed
            } else {
                finish()
            }
        }
        finish()
        return explanations
    }
}
