import Foundation
import IsletTestSupport
import Testing

/// The command line as declared: a bad line exits 2 naming the option and what it expected,
/// followed by the command's usage line, and the help lists what the declarations say.
@Suite("the declared command line")
struct CommandLineTests {
    @Test("a bad command line names the option or operand and what was expected, and exits 2 with the usage line and where the help is, short enough that the message stays on a 24-row screen", arguments: [
        (["render", "x", "--scale", "9"], "--scale takes a number from 0.5 to 4, not '9'"),
        (["render", "x", "--format", "gif"], "--format must be one of text, ansi, svg, png, cells-svg, not 'gif'"),
        (["demo", "--format", "png"], "--format png draws one picture per layout: give --output-dir DIR to write them as DIR/NAME.png"),
        (["render", "x", "--presentation=side"], "--presentation must be one of compact, minimal, expanded, lock, small, all, not 'side'"),
        (["render", "x", "--dark", "--light"], "--dark and --light cannot both be given"),
        (["render", "x", "--state", "a", "--payload", "b"], "--state and --payload cannot both be given"),
        (["render", "--scale"], "--scale needs a value"),
        (["render"], "missing SOURCES"),
        (["render", "a", "b"], "unexpected argument \"b\": render takes SOURCES... (after the first source, only Swift folders and .swift files)"),
        (["check"], "missing SOURCES and PAYLOAD"),
        (["check", "Sources/IsletModel"], "missing PAYLOAD"),
        (["preview", "a", "b", "c"], "unexpected argument \"c\": preview takes SOURCES... [STREAM|-] (after the first source, only Swift folders and .swift files)"),
        (["import"], "missing SOURCES"),
        (["preview", "x", "--speed", "0"], "--speed takes a number above 0 and up to 3600, not '0'"),
        (["devices", "x"], "devices takes no arguments"),
        (["devices", "--json=yes"], "--json takes no value"),
        (["serve", "x", "--port", "70000"], "--port takes a whole number from 0 to 65535, not '70000'"),
        (["serve", "x", "--cert", "c.pem"], "--cert and --key go together"),
        (["push", "x", "--auth-key", "k.p8", "--team-id", "T"], "--auth-key, --key-id and --team-id go together"),
        (["push", "x", "--priority", "7"], "--priority must be one of 10, 5, 1, not '7'"),
    ])
    func badUsage(arguments: [String], message: String) throws {
        let result = try IsletProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("islet \(arguments[0]): \(message)\n\nUsage: islet \(arguments[0])"), "\(result.standardError)")
        #expect(result.standardError.hasSuffix("\n\nRun 'islet \(arguments[0]) --help' for its options.\n"), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n", omittingEmptySubsequences: false).count <= 12, "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }

    @Test("preview --help lists the previewer's keys from the table the previewer dispatches on")
    func previewKeys() throws {
        let help = try IsletProcess.run(["preview", "--help"]).standardOutput
        let keys = try #require(help.components(separatedBy: "\nKeys:\n").last)
        for line in ["  c m e s b  compact, minimal, expanded island, Apple Watch Smart Stack, board (again: live)", "  l          home screen or lock screen, when only one fits", "  Esc        close this help, or back to live", "  q          quit"] {
            #expect(keys.contains(line + "\n"), "\(line)")
        }
    }

    @Test("every line of every command's help fits in 100 columns")
    func helpFits() throws {
        for (name, _) in try ManPageTests.commands() {
            let help = try IsletProcess.run([name, "--help"]).standardOutput
            for line in help.split(separator: "\n") {
                #expect(line.count <= 100, "islet \(name) --help: \(line)")
            }
        }
    }

    @Test("each command's usage line and its Options: list name the same options, in the same order")
    func helpListsEveryOption() throws {
        for (name, _) in try ManPageTests.commands() {
            let help = try IsletProcess.run([name, "--help"]).standardOutput
            let options = help.components(separatedBy: "\nOptions:\n").last?.components(separatedBy: "\n\n").first ?? ""
            // A row is `  --name ...`, or `  -x, --name ...` for an option with a short form.
            let listed = options.split(separator: "\n").compactMap { $0.firstMatch(of: /^  (?:-[a-zA-Z], )?(--[^ ]+)/).map { String($0.output.1) } }
            #expect(!listed.isEmpty, "islet \(name) --help lists its options")
            let usage = help.components(separatedBy: "\n\n").first ?? ""
            let inUsage = usage.split(whereSeparator: { " []|".contains($0) }).filter { $0.hasPrefix("--") }.map(String.init)
            #expect(inUsage == listed, "islet \(name): the usage line names \(inUsage), the list \(listed)")
        }
    }

    @Test("--version prints the version written in Version.swift, the one place the Makefile and the package read it from, and no commit after a plain swift build")
    func version() throws {
        let source = try String(contentsOf: IsletProcess.packageRoot.appendingPathComponent("Sources/islet/Version.swift"), encoding: .utf8)
        let declared = try #require(source.firstMatch(of: /static let number = "([^"]+)"/)?.output.1)
        let result = try IsletProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "islet \(declared)\n", "a debug build links no commit object; make deb's test checks the commit")
    }
}
