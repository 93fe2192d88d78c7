import Foundation
import IsletTestSupport
import Testing

/// Words in the help, the man page and the README that went stale as islet grew: a count of
/// presentations, a file only the repository's authors had.
@Suite("the documentation's words stay true")
struct DocsWordingTests {
    /// The presentations `render --presentation` offers, `all` aside.
    static func presentationCount() throws -> Int {
        let help = try IsletProcess.run(["render", "--help"]).standardOutput
        let choices = try #require(help.firstMatch(of: /--presentation ([a-z|]+)/)?.output.1)
        return choices.split(separator: "|").filter { $0 != "all" }.count
    }

    /// Every text a user reads: the README, the committed man page, each command's help.
    static func texts() throws -> [(name: String, text: String)] {
        var texts = [("README.md", try #require(DocsSupport.committed("README.md"))), ("islet.1", try #require(DocsSupport.committed("islet.1")))]
        for (name, _) in try ManPageTests.commands() {
            texts.append(("islet \(name) --help", try IsletProcess.run([name, "--help"]).standardOutput))
        }
        return texts
    }

    @Test("where a text says 'all N' of the presentations or the board, N is how many there are")
    func presentationCountWords() throws {
        let words = ["two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7]
        let count = try Self.presentationCount()
        var seen = 0
        for (name, text) in try Self.texts() {
            let flat = text.replacing(/\s+/, with: " ")
            for match in flat.matches(of: /all (two|three|four|five|six|seven)\b/) {
                let after = flat[match.range.upperBound...].prefix(30)
                guard after.hasPrefix(" presentations") || flat[..<match.range.lowerBound].hasSuffix("board of ") else { continue }
                seen += 1
                #expect(words[String(match.output.1)] == count, "\(name): \"\(match.output.0)\(after)\" but there are \(count) presentations")
            }
        }
        #expect(seen >= 2, "the README and the demo's help count the presentations")
    }

    @Test("no command's help cites a markdown file, since the package installs none")
    func helpCitesNoRepositoryFile() throws {
        for (name, text) in try Self.texts() where name.hasPrefix("islet ") {
            #expect(text.firstMatch(of: /[A-Z]+\.md/) == nil, "\(name) cites \(text.firstMatch(of: /[A-Z]+\.md[^\n]*/)?.output ?? "")")
        }
    }
}
