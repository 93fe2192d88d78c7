import Foundation
import IsletTestSupport
import Testing

/// `islet.1` is `islet _man`'s output, renders with `man`, and says what `islet --help` and every
/// `islet COMMAND --help` say (issue 6: "`islet --help`, every subcommand's `--help` and
/// `man ./islet.1` agree").
@Suite("the man page, islet.1")
struct ManPageTests {
    @Test("the committed islet.1 is what islet _man prints now")
    func committedIsCurrent() throws {
        let generated = try IsletProcess.run(["_man"])
        #expect(generated.status == 0)
        let committed = try #require(DocsSupport.committed("islet.1"), "islet.1 is missing: run `make docs`")
        let current = committed == generated.standardOutput
        #expect(current, "islet.1 is stale (\(DocsSupport.firstDifference(committed, generated.standardOutput))): run `make docs`")
    }

    @Test("the troff is escaped: ASCII only, every hyphen is \\-, no text line starts with . or '")
    func escaped() throws {
        let page = try #require(DocsSupport.committed("islet.1"))
        #expect(page.unicodeScalars.allSatisfy { $0.isASCII }, "characters beyond ASCII are written \\[uXXXX]")
        for (index, line) in page.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix(".\\\"") { continue }
            let text = line.hasPrefix(".") ? line.drop { $0 != " " } : line[...]
            #expect(!line.hasPrefix("'"), "islet.1:\(index + 1) starts with ' (a control line)")
            #expect(noBareHyphen(text), "islet.1:\(index + 1) has a bare hyphen: \(line)")
        }
        #expect(page.contains(#"Usage: islet render SOURCES... [\-\-state FILE"#))
    }

    @Test("man renders islet.1 at 80 columns without warnings, with every section")
    func renders() throws {
        let rendered = try renderedPage()
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "EXIT STATUS", "ENVIRONMENT", "FILES", "EXAMPLES", "SEE ALSO"] {
            #expect(rendered.contains("\n\(section)\n"), "the rendered page has \(section)")
        }
        for variable in ["NO_COLOR", "XDG_STATE_HOME", "LC_ALL"] {
            #expect(rendered.contains(variable))
        }
        let version = try IsletProcess.run(["--version"]).standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(rendered.contains(version), "the footer names \(version)")
        #expect(rendered.contains("islet - preview iOS Live Activities"), "NAME renders with a plain hyphen")
    }

    @Test("every command's --help appears in the rendered page line for line, and its summary from islet --help")
    func agreesWithHelp() throws {
        let rendered = try renderedPage().components(separatedBy: "\n").map { $0.trimmingTrailingWhitespace }
        let commands = try Self.commands()
        #expect(commands.count >= 8, "islet --help lists the commands")
        let flattened = rendered.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for (name, summary) in commands {
            #expect(flattened.contains(summary.split(whereSeparator: \.isWhitespace).joined(separator: " ")), "the summary of \(name) from islet --help")
            let help = try IsletProcess.run([name, "--help"])
            #expect(help.status == 0)
            var lines = help.standardOutput.components(separatedBy: "\n").map { $0.trimmingTrailingWhitespace }
            while lines.last?.isEmpty == true { lines.removeLast() }
            let first = try #require(lines.first)
            guard let start = rendered.firstIndex(where: { $0.hasSuffix(first) && $0.dropLast(first.count).allSatisfy { $0 == " " } }) else {
                Issue.record("islet \(name) --help's first line is not in the man page: \(first)")
                continue
            }
            let indent = rendered[start].count - first.count
            for (offset, line) in lines.enumerated() {
                let index = start + offset
                let shown = index < rendered.count ? String(rendered[index].dropFirst(min(indent, rendered[index].prefix { $0 == " " }.count))) : "(end)"
                #expect(shown == line, "islet \(name) --help, line \(offset + 1): the man page shows \(shown.debugDescription)")
            }
        }
    }

    /// The command names and summaries that `islet --help` lists.
    static func commands() throws -> [(name: String, summary: String)] {
        let usage = try IsletProcess.run(["--help"]).standardOutput
        let list = usage.components(separatedBy: "Commands:\n").dropFirst().first?.components(separatedBy: "\n\n").first ?? ""
        return list.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ", maxSplits: 1)
            guard words.count == 2 else { return nil }
            return (String(words[0]), words[1].trimmingCharacters(in: .whitespaces))
        }
    }

    /// `man -l islet.1` as a person reads it at 80 columns, in a UTF-8 locale.
    private func renderedPage() throws -> String {
        let man = try #require(DocsSupport.tool("man"), "man is not installed: `make deps` installs man-db (and groff-base)")
        let result = try DocsSupport.run(
            man, ["--warnings", "-l", "islet.1"], environment: ["MANWIDTH": "80", "LC_ALL": "C.UTF-8", "MANPAGER": "cat", "PAGER": "cat"]
        )
        #expect(result.status == 0)
        #expect(result.errors.isEmpty, "man and groff warn: \(result.errors)")
        return result.output
    }

    private func noBareHyphen(_ text: Substring) -> Bool {
        var previous: Character = " "
        for character in text {
            if character == "-" && previous != "\\" { return false }
            previous = character
        }
        return true
    }
}

extension String {
    var trimmingTrailingWhitespace: String {
        var text = self
        while text.last?.isWhitespace == true { text.removeLast() }
        return text
    }
}
