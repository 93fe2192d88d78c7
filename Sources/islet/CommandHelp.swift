/// A command's `--help`, written from its declarations: the usage line from its operands and
/// option groups, its prose, then one row per option and any further tables. The man page
/// prints the same text, so the two cannot disagree.
enum CommandHelp {
    /// The usage line is wrapped to fit this many columns; explanations are written to fit.
    static let width = 100

    static func text(of command: any Command.Type) -> String {
        var text = usage(of: command) + "\n"
        if !command.about.isEmpty { text += "\n" + command.about + (command.about.hasSuffix("\n") ? "" : "\n") }
        let options = HelpSection(title: "Options", rows: command.options.flatMap(\.specs).map { ($0.term, $0.help) })
        for section in [options] + command.sections where !section.rows.isEmpty {
            text += "\n\(section.title):\n" + table(section.rows).map { $0 + "\n" }.joined()
        }
        return text
    }

    /// `Usage: islet NAME OPERANDS [OPTIONS]`, wrapped under the first operand.
    static func usage(of command: any Command.Type) -> String {
        let lead = "Usage: islet \(command.name)"
        let words = command.operands.map(\.synopsis) + command.options.map(synopsis)
        let indent = String(repeating: " ", count: lead.count + 1)
        var lines = [lead]
        for word in words {
            let current = lines[lines.count - 1]
            if current.count + 1 + word.count > width && current.count > indent.count {
                lines.append(indent + word)
            } else {
                lines[lines.count - 1] += " " + word
            }
        }
        return lines.joined(separator: "\n")
    }

    /// One group of the usage line: `[--scale N]`, `[--dark | --light]`, `[--cert FILE --key FILE]`.
    static func synopsis(_ use: OptionUse) -> String {
        switch use {
        case .single(let spec): "[\(spec.synopsis)]"
        case .exclusive(let specs): "[" + specs.map(\.synopsis).joined(separator: " | ") + "]"
        case .joint(let specs): "[" + specs.map(\.synopsis).joined(separator: " ") + "]"
        }
    }

    /// A term longer than this has its explanation start on the next line.
    static let longestTerm = 24

    /// Rows of `  TERM  explanation`, the explanations in one column; an explanation's own line
    /// breaks continue in that column.
    static func table(_ rows: [(term: String, explanation: String)]) -> [String] {
        let column = 2 + (rows.map(\.term.count).filter { $0 <= longestTerm }.max() ?? longestTerm) + 2
        let indent = String(repeating: " ", count: column)
        var lines: [String] = []
        for row in rows {
            var explanation = row.explanation.split(separator: "\n").map { indent + $0 }
            if row.term.count + 4 <= column, !explanation.isEmpty {
                explanation[0] = "  " + row.term + explanation[0].dropFirst(2 + row.term.count)
            } else {
                explanation.insert("  " + row.term, at: 0)
            }
            lines += explanation
        }
        return lines
    }
}
