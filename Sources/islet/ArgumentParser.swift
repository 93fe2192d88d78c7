/// One option a command accepts: a flag (`--dark`) or an option with a value (`--device NAME`).
struct OptionSpec {
    let name: String
    let takesValue: Bool
    /// The values allowed, when the set is closed (`--format text|ansi|svg`).
    let choices: [String]?

    static func flag(_ name: String) -> OptionSpec {
        OptionSpec(name: name, takesValue: false, choices: nil)
    }

    static func value(_ name: String, choices: [String]? = nil) -> OptionSpec {
        OptionSpec(name: name, takesValue: true, choices: choices)
    }
}

/// What a command line said: positional arguments, flags and option values.
struct ParsedArguments {
    var positionals: [String] = []
    var flags: Set<String> = []
    var values: [String: String] = [:]

    func flag(_ name: String) -> Bool { flags.contains(name) }

    func value(_ name: String) -> String? { values[name] }
}

/// Parses `--name value`, `--name=value` and flags against a command's option list; `-` and
/// anything not starting with `--` are positional; `--` ends options.
struct ArgumentParser {
    let options: [OptionSpec]

    func parse(_ arguments: [String]) throws -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("--") {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let spec = options.first(where: { $0.name == name }) else {
                throw UsageError("unknown option --\(name)")
            }
            guard spec.takesValue else {
                if inlineValue != nil { throw UsageError("--\(name) takes no value") }
                parsed.flags.insert(name)
                continue
            }
            guard let value = inlineValue ?? (index < arguments.count ? arguments[index] : nil) else {
                throw UsageError("--\(name) needs a value")
            }
            if inlineValue == nil { index += 1 }
            if let choices = spec.choices, !choices.contains(value) {
                throw UsageError("--\(name) must be one of \(choices.joined(separator: ", ")), not '\(value)'")
            }
            parsed.values[name] = value
        }
        return parsed
    }
}
