import Foundation
import IsletTestSupport
import Testing

/// The README's commands do what it says (issue 6: "a test runs the README's command blocks
/// that are marked as runnable").
///
/// A block is runnable when the line before its opening fence is `<!-- runnable -->`, or
/// `<!-- runnable: exit N -->` when every command in it is expected to exit N. Two shapes:
///
/// - a `sh` block: each line is a command (`\` continues a line; blank lines and `# comments`
///   are skipped). When a fence with no info string (or `text`) follows it, separated by blank
///   lines only, that block is the output the commands print, standard error included.
/// - a transcript: lines starting with `$ ` are commands, and the lines up to the next `$ ` are
///   what that command prints.
///
/// Commands run with `sh` in order, in one scratch folder that links every entry of the package
/// root (so `layouts/…` resolves and a file a command writes lands outside the work tree), with
/// `islet` on `PATH` resolved to the built binary (`ISLET_BINARY` or `.build/debug/islet`).
/// Only mark commands that are quick and safe in CI: not `make …`. A block marked
/// `<!-- runnable: terminal -->` (the previewer) or `<!-- runnable: serve -->` is left to
/// scripts/test-package, which runs every marked block on the installed package (scripts/doc-examples).
@Suite("the README's runnable command blocks")
struct ReadmeCommandTests {
    struct Step {
        let command: String
        let line: Int
        var expected: String?
    }

    struct Block {
        let line: Int
        let status: Int32
        var steps: [Step]
        /// The output shown in the block after a `sh` block: everything its commands print.
        var shownOutput: String?
    }

    @Test("the runnable blocks are found, and each marker is followed by a fence")
    func markersParse() throws {
        let blocks = try Self.blocks()
        #expect(!blocks.isEmpty, "README.md marks no block <!-- runnable -->, so nothing of it is checked")
        for block in blocks {
            #expect(!block.steps.isEmpty, "README.md:\(block.line): a runnable block without commands")
        }
    }

    @Test("every runnable command exits as marked and prints what the README shows")
    func commandsRun() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for block in try Self.blocks() {
            var printed = ""
            for step in block.steps {
                let result = try DocsSupport.run(
                    "/bin/sh", ["-c", step.command], environment: ["PATH": folder.path + "/.bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? ""), "TZ": "UTC", "LC_ALL": "C.UTF-8"],
                    directory: folder, mergingErrors: true, timeout: 60
                )
                #expect(result.status == block.status, "README.md:\(step.line): `\(step.command)` exited \(result.status), not \(block.status):\n\(result.output)")
                if let expected = step.expected {
                    #expect(
                        Self.normalized(result.output) == Self.normalized(expected),
                        "README.md:\(step.line): `\(step.command)` prints otherwise (\(DocsSupport.firstDifference(Self.normalized(expected), Self.normalized(result.output), names: ("shown", "printed"))))"
                    )
                }
                printed += result.output
            }
            if let shown = block.shownOutput {
                #expect(
                    Self.normalized(printed) == Self.normalized(shown),
                    "README.md:\(block.line): the output shown after the block differs (\(DocsSupport.firstDifference(Self.normalized(shown), Self.normalized(printed), names: ("shown", "printed"))))"
                )
            }
        }
    }

    @Test("the layout the README shows whole is layouts/delivery.json as it is")
    func layoutExampleIsTheRealFile() throws {
        let readme = try String(contentsOf: IsletProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let layout = try String(contentsOf: IsletProcess.packageRoot.appendingPathComponent("layouts/delivery.json"), encoding: .utf8)
        #expect(readme.contains("```json\n" + layout + (layout.hasSuffix("\n") ? "" : "\n") + "```\n"), "README.md's layout example differs from layouts/delivery.json")
    }

    /// Trailing spaces on each line and blank lines at the end do not count.
    static func normalized(_ text: String) -> String {
        var lines = text.components(separatedBy: "\n").map(\.trimmingTrailingWhitespace)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    static func blocks() throws -> [Block] {
        let readme = try #require(DocsSupport.committed("README.md"), "README.md is missing")
        return parse(readme)
    }

    /// Finds the marked blocks in a Markdown text.
    static func parse(_ markdown: String) -> [Block] {
        let lines = markdown.components(separatedBy: "\n")
        var blocks: [Block] = []
        var index = 0
        /// The fenced block starting at `start`: its info string, body and the index after it.
        func fence(at start: Int) -> (info: String, body: [String], end: Int)? {
            guard start < lines.count, lines[start].hasPrefix("```") else { return nil }
            let info = lines[start].dropFirst(3).trimmingCharacters(in: .whitespaces)
            var end = start + 1
            while end < lines.count && !lines[end].hasPrefix("```") { end += 1 }
            return (info, Array(lines[(start + 1)..<min(end, lines.count)]), end + 1)
        }
        while index < lines.count {
            let marker = lines[index].trimmingCharacters(in: .whitespaces)
            index += 1
            guard marker.hasPrefix("<!-- runnable"), marker.hasSuffix("-->") else { continue }
            // A block that needs a terminal or serves is run by scripts/test-package alone, on the installed package.
            if marker.contains("terminal") || marker.contains("serve") { continue }
            let status = Int32(marker.components(separatedBy: "exit").dropFirst().first?.filter(\.isNumber) ?? "") ?? 0
            guard let (info, body, end) = fence(at: index) else {
                blocks.append(Block(line: index, status: status, steps: []))
                continue
            }
            var block = Block(line: index + 1, status: status, steps: [])
            if body.contains(where: { $0.hasPrefix("$ ") }) {
                for (offset, line) in body.enumerated() {
                    if line.hasPrefix("$ ") {
                        block.steps.append(Step(command: String(line.dropFirst(2)), line: index + 2 + offset, expected: ""))
                    } else if !block.steps.isEmpty {
                        let previous = block.steps[block.steps.count - 1].expected ?? ""
                        block.steps[block.steps.count - 1].expected = previous.isEmpty ? line + "\n" : previous + line + "\n"
                    }
                }
            } else if ["sh", "shell", "bash"].contains(info.split(separator: " ").first.map(String.init) ?? "") {
                var pending = ""
                for (offset, line) in body.enumerated() {
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    if pending.isEmpty && (trimmed.isEmpty || trimmed.hasPrefix("#")) { continue }
                    if trimmed.hasSuffix("\\") {
                        pending += String(trimmed.dropLast()).trimmingCharacters(in: .whitespaces) + " "
                        continue
                    }
                    block.steps.append(Step(command: pending + trimmed, line: index + 2 + offset))
                    pending = ""
                }
                var next = end
                while next < lines.count && lines[next].trimmingCharacters(in: .whitespaces).isEmpty { next += 1 }
                if let output = fence(at: next), output.info.isEmpty || output.info == "text" {
                    block.shownOutput = output.body.joined(separator: "\n")
                }
            }
            blocks.append(block)
            index = end
        }
        return blocks
    }

    /// A folder linking every entry of the package root, with `.bin/islet` linking the binary.
    static func scratchFolder() throws -> URL {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("islet-readme-\(UUID().uuidString)")
        try manager.createDirectory(at: folder.appendingPathComponent(".bin"), withIntermediateDirectories: true)
        for entry in try manager.contentsOfDirectory(atPath: IsletProcess.packageRoot.path) where !entry.hasPrefix(".") {
            try manager.createSymbolicLink(at: folder.appendingPathComponent(entry), withDestinationURL: IsletProcess.packageRoot.appendingPathComponent(entry))
        }
        try manager.createSymbolicLink(at: folder.appendingPathComponent(".bin/islet"), withDestinationURL: IsletProcess.binary)
        return folder
    }

    @Test("the parser reads both shapes, continuation lines, comments, the exit status and the output shown after")
    func parser() {
        let markdown = """
        ```sh
        islet demo
        ```
        <!-- runnable: exit 1 -->
        ```sh
        # a comment
        islet check layouts/a.json \\
          samples/b.ndjson
        ```

        ```
        shown
        ```
        <!-- runnable -->
        ```
        $ islet devices
        one
        two
        $ islet --version
        islet 0.1.0
        ```
        """
        let blocks = Self.parse(markdown)
        #expect(blocks.count == 2)
        #expect(blocks.first?.status == 1)
        #expect(blocks.first?.steps.map(\.command) == ["islet check layouts/a.json samples/b.ndjson"])
        #expect(blocks.first?.shownOutput == "shown")
        #expect(blocks.last?.status == 0)
        #expect(blocks.last?.steps.map(\.command) == ["islet devices", "islet --version"])
        #expect(blocks.last?.steps.map(\.expected) == ["one\ntwo\n", "islet 0.1.0\n"])
        #expect(blocks.last?.steps.first?.line == 16)
    }
}
