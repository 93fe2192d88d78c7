import Foundation
import IsletTestSupport
import Testing

/// The committed completion scripts are `islet _completions`' output, and the bash one completes
/// as a person would see it: bash runs `_islet` with `COMP_WORDS` and `COMP_CWORD` set, and the
/// test reads `COMPREPLY`.
@Suite("the bash and zsh completions")
struct CompletionTests {
    @Test("the committed scripts are what islet _completions prints now", arguments: [("bash", "completions/islet.bash"), ("zsh", "completions/_islet")])
    func committedIsCurrent(shell: String, path: String) throws {
        let generated = try IsletProcess.run(["_completions", shell])
        #expect(generated.status == 0)
        let committed = try #require(DocsSupport.committed(path), "\(path) is missing: run `make docs`")
        let current = committed == generated.standardOutput
        #expect(current, "\(path) is stale (\(DocsSupport.firstDifference(committed, generated.standardOutput))): run `make docs`")
    }

    @Test("an unknown shell is bad usage")
    func unknownShell() throws {
        let result = try IsletProcess.run(["_completions", "fish"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("bash|zsh"))
    }

    @Test("bash completes command names, options, their choices and file operands", arguments: [
        (["islet", "re"], ["render"]),
        (["islet", "d"], ["demo", "devices"]),
        (["islet", "--v"], ["--version"]),
        (["islet", "render", "x", "--format", ""], ["text", "ansi", "svg", "png", "cells-svg"]),
        (["islet", "render", "x", "--format", "=", "s"], ["svg"]),
        (["islet", "render", "x", "--presentation", "m"], ["minimal"]),
        (["islet", "render", "x", "--pres"], ["--presentation"]),
        (["islet", "render", "x", "--device", "iphone-16-pro"], ["iphone-16-pro", "iphone-16-pro-max"]),
        (["islet", "render", "layouts/deliv"], ["layouts/delivery.json"]),
        (["islet", "render", "x", "--state", "samples/sports.nd"], ["samples/sports.ndjson"]),
        (["islet", "check", "layouts/delivery.json", "samples/delivery-m"], ["samples/delivery-mistakes.ndjson"]),
        (["islet", "serve", "x", "--auth-key", "samples/music.nd"], ["samples/music.ndjson"]),
        (["islet", "preview", "x", "--record", "samples/music.nd"], ["samples/music.ndjson"]),
        (["islet", "push", "x", "--priority", ""], ["10", "5", "1"]),
        (["islet", "serve", "x", "--port", ""], []),
        (["islet", "serve", "x", "--idle-timeout", ""], []),
        (["islet", "devices", "--j"], ["--json"]),
        (["islet", "devices", "lay"], []),
        (["islet", "nonsense", ""], []),
    ])
    func bashCompletes(words: [String], expected: [String]) throws {
        #expect(try bashComplete(words) == expected, "completing \(words.joined(separator: " "))")
    }

    @Test("bash offers every option each command accepts, and --help")
    func bashOffersEveryOption() throws {
        for (name, _) in try ManPageTests.commands() {
            let offered = try bashComplete(["islet", name, "--"])
            #expect(offered.contains("--help"))
            // The parser accepts each offered option: a flag or an option missing its value, never "unknown".
            for option in offered where option != "--help" {
                let result = try IsletProcess.run([name, option])
                #expect(!result.standardError.contains("unknown option"), "islet \(name) does not know \(option)")
            }
        }
    }

    @Test("zsh parses the zsh script")
    func zshParses() throws {
        let zsh = try #require(DocsSupport.tool("zsh"), "zsh is missing: make deps installs it")
        let result = try DocsSupport.run(zsh, ["-n", "completions/_islet"])
        #expect(result.status == 0, "zsh -n: \(result.errors)")
    }

    /// zsh in a tmux pane with the script on its `fpath` and `compinit` loaded, as a person's
    /// shell would have it: Tab after a partial command line, and the pane shows what zsh offers.
    @Test("zsh completes commands with their summaries, option choices and files", arguments: [
        ("islet ", ["render   -- draw a layout's presentations as text, ANSI, SVG or PNG", "serve    -- the previewer plus a local endpoint"]),
        ("islet re", ["% islet render"]),
        ("islet render x --format ", ["ansi       cells-svg  png        svg        text"]),
        ("islet push x --priority ", ["1   10  5"]),
        ("islet check layouts/deliv", ["% islet check layouts/delivery.json"]),
    ])
    func zshCompletes(line: String, shown: [String]) throws {
        let zsh = try #require(DocsSupport.tool("zsh"), "zsh is missing: make deps installs it")
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("islet-zsh-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["HOME": home.path, "TERM": "xterm-256color"]
        guard let pane = try TmuxPane.start(["-f"], program: URL(fileURLWithPath: zsh), environment: environment, columns: 100, rows: 16) else { return }
        try pane.send(literal: "fpath=(\(IsletProcess.packageRoot.path)/completions $fpath); autoload -U compinit; compinit -u -d \(home.path)/compdump; PS1='%% '; clear")
        try pane.send(keys: "Enter")
        try pane.waitFor("a cleared screen with the prompt") { $0.split(separator: "\n").first == "%" }
        try pane.send(literal: line)
        try pane.send(keys: "Tab")
        try pane.waitFor("zsh's completions for \(line)") { text in shown.allSatisfy { text.contains($0) } }
    }

    @Test("the zsh script describes every command and completes choices and files")
    func zshContent() throws {
        let script = try #require(DocsSupport.committed("completions/_islet"))
        #expect(script.hasPrefix("#compdef islet\n"))
        for (name, _) in try ManPageTests.commands() {
            #expect(script.contains("    '\(name):"), "\(name) is described")
            #expect(script.contains("    (\(name))\n      _arguments"), "\(name) has its options")
        }
        #expect(script.contains(":format:(text ansi svg png cells-svg)'"))
        #expect(script.contains("':sources:_files'"))
        #expect(script.contains("'*:payload:_files'"))
        #expect(script.contains("'::stream:_files'"))
    }

    /// Runs the committed bash function on a command line; the last word is the one being completed.
    private func bashComplete(_ words: [String]) throws -> [String] {
        let bash = try #require(DocsSupport.tool("bash"))
        let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let script = """
        source completions/islet.bash
        COMP_WORDS=(\(quoted))
        COMP_CWORD=\(words.count - 1)
        COMP_LINE="${COMP_WORDS[*]}"
        COMP_POINT=${#COMP_LINE}
        _islet
        printf '%s\\n' "${COMPREPLY[@]}"
        """
        let result = try DocsSupport.run(bash, ["--norc", "--noprofile", "-c", script])
        #expect(result.status == 0)
        #expect(result.errors.isEmpty, "bash: \(result.errors)")
        return result.output.split(separator: "\n").map(String.init)
    }
}
