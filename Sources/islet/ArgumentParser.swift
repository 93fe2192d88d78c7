import IsletInput
import IsletModel

/// Parses a command line against a command's declarations: `--name value`, `--name=value`,
/// `-x value`, `-xvalue` and flags; `-` and anything not starting with `-` and a letter are
/// operands; `--` ends options. Every value is checked against its option's kind here, and the
/// operand count and the option groups (`either`, `together`) too, so a command's `run` only reads.
struct ArgumentParser {
    let command: any Command.Type

    func parse(_ arguments: [String]) throws -> ParsedArguments {
        let specs = command.options.flatMap(\.specs)
        var parsed = ParsedArguments(declared: Set(specs.map(\.name)))
        var positionals: [String] = []
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" && !optionsEnded {
                optionsEnded = true
                continue
            }
            guard !optionsEnded, let (spec, inlineValue) = try option(in: argument, specs) else {
                positionals.append(argument)
                continue
            }
            let name = spec.name
            guard spec.takesValue else {
                if inlineValue != nil { throw UsageError("--\(name) takes no value") }
                parsed.flags.insert(name)
                continue
            }
            guard let value = inlineValue ?? (index < arguments.count ? arguments[index] : nil) else {
                throw UsageError("--\(name) needs a value")
            }
            if inlineValue == nil { index += 1 }
            guard spec.accepts(value) else {
                let verb = if case .choice = spec.kind { "must be" } else { "takes" }
                throw UsageError("--\(name) \(verb) \(spec.expectation), not '\(value)'")
            }
            parsed.values[name] = value
        }
        try checkGroups(parsed)
        parsed.operands = try assign(positionals)
        return parsed
    }

    /// `argument` as the path it stands for (`BundledNames`), when `operand` takes names; a
    /// stream may be named after the layout the first source names.
    private func resolved(_ argument: String, for operand: OperandSpec, given assigned: [String: [String]]) throws -> String {
        guard let kind = operand.naming else { return argument }
        let layout = assigned[ActivityInputs.sources.spec.name]?.first.flatMap { path -> String? in
            guard path.hasSuffix(".json") else { return nil }
            return String((path.split(separator: "/").last ?? "").dropLast(".json".count))
        }
        return try BundledNames.installed.resolve(argument, as: kind, layout: layout)
    }

    /// The option `argument` names with any value written into it (`--name=value`, `-xvalue`),
    /// or nil for an operand; a name the command does not declare is refused with the nearest
    /// declared one, as a misspelt view kind is.
    private func option(in argument: String, _ specs: [OptionSpec]) throws -> (OptionSpec, String?)? {
        if argument.hasPrefix("--") {
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let spec = specs.first(where: { $0.name == name }) else {
                let near = NameSuggestion.closest(to: name, in: specs.map(\.name) + ["help"])
                throw UsageError("unknown option --\(name)" + (near.map { "; did you mean --\($0)?" } ?? ""))
            }
            return (spec, inlineValue)
        }
        let characters = Array(argument)
        guard characters.count >= 2, characters[0] == "-", characters[1].isLetter else { return nil }
        guard let spec = specs.first(where: { $0.short == characters[1] }) else {
            let shorts = specs.compactMap { $0.short.map { "-\($0)" } } + ["-h"]
            throw UsageError("unknown option -\(characters[1]) (\(command.name)'s short options are \(shorts.joined(separator: ", ")))")
        }
        let rest = String(characters.dropFirst(2))
        return (spec, rest.isEmpty ? nil : String(rest.drop { $0 == "=" }))
    }

    /// `either` options given together, or `together` options given in part.
    private func checkGroups(_ parsed: ParsedArguments) throws {
        for use in command.options {
            let given = use.specs.filter { parsed.values[$0.name] != nil || parsed.flags.contains($0.name) }
            switch use {
            case .single: break
            case .exclusive where given.count > 1:
                throw UsageError("\(Self.listed(given.map(\.name))) cannot \(given.count == 2 ? "both" : "all") be given")
            case .joint(let specs) where !given.isEmpty && given.count < specs.count:
                throw UsageError("\(Self.listed(specs.map(\.name))) go together")
            default: break
            }
        }
    }

    /// The operands by name, in the declared order; the last may be optional or repeat, and
    /// SOURCES takes its first word and every Swift source after it (a bundled Swift sample named
    /// too). A bundled name becomes the path it stands for.
    private func assign(_ positionals: [String]) throws -> [String: [String]] {
        let operands = command.operands
        guard !operands.isEmpty || positionals.isEmpty else { throw UsageError("\(command.name) takes no arguments") }
        var assigned: [String: [String]] = [:]
        var next = 0
        for operand in operands where next < positionals.count {
            switch operand.count {
            case .one, .optional:
                assigned[operand.name] = [positionals[next]]
                next += 1
            case .repeating:
                assigned[operand.name] = Array(positionals[next...])
                next = positionals.count
            case .sources:
                var taken = [positionals[next]]
                next += 1
                while next < positionals.count,
                      ActivityInputs.isSwiftSource((try? resolved(positionals[next], for: operand, given: assigned)) ?? positionals[next]) {
                    taken.append(positionals[next])
                    next += 1
                }
                assigned[operand.name] = taken
            }
        }
        let missing = operands.filter { $0.count != .optional && assigned[$0.name] == nil }.map(\.name)
        if !missing.isEmpty { throw UsageError("missing " + missing.joined(separator: " and ")) }
        if next < positionals.count {
            let expected = operands.map(\.synopsis).joined(separator: " ")
            let followers = operands.contains { $0.count == .sources } ? " (after the first source, only Swift folders and .swift files)" : ""
            throw UsageError("unexpected argument \(JSONWriter.quoted(positionals[next])): \(command.name) takes \(expected)\(followers)")
        }
        // Names are resolved once the words fit the operands, SOURCES first, so a usage error comes first.
        var resolvedOperands: [String: [String]] = [:]
        for operand in operands {
            resolvedOperands[operand.name] = try assigned[operand.name]?.map { try resolved($0, for: operand, given: resolvedOperands) }
        }
        return resolvedOperands
    }

    /// `--a`, `--a and --b`, `--a, --b and --c`.
    static func listed(_ names: [String]) -> String {
        let options = names.map { "--" + $0 }
        guard options.count > 1 else { return options.joined() }
        return options.dropLast().joined(separator: ", ") + " and " + options[options.count - 1]
    }
}
