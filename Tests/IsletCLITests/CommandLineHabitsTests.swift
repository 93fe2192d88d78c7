import Foundation
import IsletTestSupport
import Testing

/// The habits a person brings from other tools: short options, a suggestion for a slip of the
/// keyboard, `islet help COMMAND`, and an error that says what to do when there is no terminal.
@Suite("the command line's habits")
struct CommandLineHabitsTests {
    @Test("a misspelt command is refused with the command it was likely meant to be, and a word near none gets no guess")
    func misspeltCommand() throws {
        let slip = try IsletProcess.run(["rendr", "layouts/delivery.json"])
        #expect(slip.status == 2)
        #expect(slip.standardError.hasPrefix("islet: unknown command \"rendr\"; did you mean 'render'?\n"), "\(slip.standardError)")
        let far = try IsletProcess.run(["frobnicate"])
        #expect(far.status == 2)
        #expect(far.standardError.hasPrefix("islet: unknown command \"frobnicate\"\n"), "\(far.standardError)")
    }

    @Test("a misspelt option is refused with the declared option nearest to it", arguments: [
        (["render", "layouts/delivery.json", "--presentaton", "compact"], "unknown option --presentaton; did you mean --presentation?"),
        (["push", "x", "--tokn", "abc"], "unknown option --tokn; did you mean --token?"),
        (["render", "layouts/delivery.json", "--nonsense"], "unknown option --nonsense\n"),
        (["render", "layouts/delivery.json", "-x"], "unknown option -x (render's short options are -p, -d, -f, -o, -a, -h)"),
        (["render", "layouts/delivery.json", "-o"], "--output needs a value"),
    ])
    func misspeltOption(arguments: [String], message: String) throws {
        let result = try IsletProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("islet \(arguments[0]): \(message)"), "\(result.standardError)")
    }

    @Test("islet help COMMAND prints that command's help, as COMMAND --help does, and help with a slip suggests the command")
    func helpCommand() throws {
        let help = try IsletProcess.run(["help", "render"])
        #expect(help.status == 0)
        #expect(help.standardOutput == (try IsletProcess.run(["render", "--help"])).standardOutput)
        #expect(help.standardOutput.hasPrefix("Usage: islet render SOURCES..."))
        let slip = try IsletProcess.run(["help", "rendr"])
        #expect(slip.status == 2)
        #expect(slip.standardError.contains("did you mean 'render'?"), "\(slip.standardError)")
    }

    @Test("render FILE -o out.svg writes the picture, as --output does, and the short options draw what the long ones draw")
    func shortOptions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("islet-short-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let picture = folder.appendingPathComponent("out.svg").path
        let written = try IsletProcess.run(["render", "layouts/delivery.json", "-o", picture])
        #expect(written.status == 0, "\(written.standardError)")
        let svg = try String(contentsOfFile: picture, encoding: .utf8)
        #expect(svg.contains("<svg"), "the format follows the file's name or is given: \(svg.prefix(80))")
        let short = try IsletProcess.run(["render", "layouts/delivery.json", "-p", "compact", "-fsvg", "-d", "iphone-16-pro-max"])
        let long = try IsletProcess.run(["render", "layouts/delivery.json", "--presentation", "compact", "--format=svg", "--device", "iphone-16-pro-max"])
        #expect(short.status == 0, "\(short.standardError)")
        #expect(short.standardOutput == long.standardOutput)
        #expect(short.standardOutput.contains("<svg"))
    }

    @Test("no two options of a command share a short letter, and none takes -h, which is help's")
    func shortLettersNeverClash() throws {
        var seen = 0
        for (name, _) in try ManPageTests.commands() {
            let help = try IsletProcess.run([name, "--help"]).standardOutput
            let letters = help.split(separator: "\n").compactMap { line in line.firstMatch(of: /^  -([a-zA-Z]), --/).map { String($0.output.1) } }
            seen += letters.count
            #expect(Set(letters).count == letters.count, "islet \(name): \(letters)")
            #expect(!letters.contains("h"), "islet \(name)")
        }
        #expect(seen >= 10, "the common options have short forms in the help")
    }

    @Test("serve with no terminal says that --headless runs the endpoint alone")
    func serveWithoutTerminal() throws {
        let result = try IsletProcess.run(["serve", "layouts/delivery.json", "--port", "0"], launcher: ["/usr/bin/setsid", "-w"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("no terminal"), "\(result.standardError)")
        #expect(result.standardError.contains("add --headless"), "\(result.standardError)")
    }

    @Test("demo with no terminal at all (ssh -T) prints the boards and says on stderr to use ssh -t; redirected from a terminal it only prints")
    func demoWithoutTerminal() throws {
        let result = try IsletProcess.run(["demo"], launcher: ["/usr/bin/setsid", "-w"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("DeliveryAttributes"))
        #expect(result.standardError == "islet demo: no terminal, so the boards are printed; over ssh, use ssh -t to play the demo\n")
        let asked = try IsletProcess.run(["demo", "--format", "text"], launcher: ["/usr/bin/setsid", "-w"])
        #expect(asked.standardError.isEmpty, "--format asks for the boards: no hint")
    }

    @Test("demo --format svg writes one valid SVG per bundled layout into --output-dir, and without it refuses with that hint rather than print documents back to back")
    func demoPictures() throws {
        let refused = try IsletProcess.run(["demo", "-f", "svg"])
        #expect(refused.status == 2)
        #expect(refused.standardError.hasPrefix("islet demo: --format svg draws one picture per layout: give --output-dir DIR"), "\(refused.standardError)")
        #expect(refused.standardOutput.isEmpty)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("islet-demo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try IsletProcess.run(["demo", "--format", "svg", "--output-dir", folder.path])
        #expect(written.status == 0, "\(written.standardError)")
        #expect(written.standardOutput.isEmpty)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files.contains("delivery.svg") && files.contains("music.svg"), "\(files)")
        #expect(files.count >= 8, "\(files)")
        for file in files {
            let document = try String(contentsOfFile: folder.appendingPathComponent(file).path, encoding: .utf8)
            #expect(document.components(separatedBy: "<svg").count == 2, "\(file) holds one document")
            #expect(throws: Never.self, "\(file)") { try XMLChecker.elements(of: document) }
        }
        let png = try IsletProcess.run(["demo", "--format", "png", "--output-dir", folder.path])
        #expect(png.status == 0, "\(png.standardError)")
        let header = try Data(contentsOf: folder.appendingPathComponent("delivery.png")).prefix(8)
        #expect(Array(header) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }
}
