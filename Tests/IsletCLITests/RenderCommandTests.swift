import Foundation
import FoundationXML
import IsletTestSupport
import Testing

@Suite("islet render, devices and demo, run as a user runs them")
struct RenderCommandTests {
    @Test("render draws every presentation of a layout as plain text when stdout is not a terminal")
    func rendersBoard() throws {
        let result = try IsletProcess.run(["render", "layouts/delivery.json"])
        #expect(result.status == 0)
        for title in ["Compact", "Minimal", "Expanded", "Lock Screen", "Smart Stack"] {
            #expect(result.standardOutput.contains(title))
        }
        #expect(result.standardOutput.contains("Luigi's Pizzeria"))
        #expect(!result.standardOutput.contains("\u{1B}"), "no escape sequences when stdout is not a terminal")
        #expect(result.standardOutput.contains("Fit on iPhone 16 Pro"))
    }

    @Test("--presentation small draws the Apple Watch Smart Stack: the layout's small view, or its compact views")
    func smallPresentation() throws {
        let own = try IsletProcess.run(["render", "layouts/countdown.json", "--presentation", "small"])
        #expect(own.status == 0, "\(own.standardError)")
        let lines = own.standardOutput.components(separatedBy: "\n")
        #expect(lines.contains("Smart Stack (Apple Watch 45 mm)"))
        #expect(lines.contains("   ⚘ Sencha") && lines.contains("   2:41"), "the countdown's small view: \(own.standardOutput)")
        #expect(!own.standardOutput.contains("Lock Screen") && !own.standardOutput.contains("Compact"))
        let compact = try IsletProcess.run(["render", "layouts/delivery.json", "--presentation", "small"])
        #expect(compact.standardOutput.components(separatedBy: "\n").contains("   ◨               12:00"), "delivery has no small view: \(compact.standardOutput)")
    }

    @Test("--at moves the timers: twelve minutes left at the preview moment, seven minutes later five")
    func atMovesTimers() throws {
        let now = try IsletProcess.run(["render", "layouts/delivery.json", "--presentation", "compact"])
        let later = try IsletProcess.run(["render", "layouts/delivery.json", "--presentation", "compact", "--at", "+7m"])
        #expect(now.standardOutput.contains("12:00"))
        #expect(later.standardOutput.contains("5:00"))
    }

    @Test("a state file replaces the preview's content state")
    func stateFile() throws {
        let state = try IsletProcess.temporaryFile(#"{"driverName": "Ada", "eta": [786020100, 786021120], "step": "delivered", "progress": 1}"#)
        let result = try IsletProcess.run(["render", "layouts/delivery.json", "--state", state, "--presentation", "lock"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("Delivered. Enjoy your meal!"))
    }

    @Test("--payload reads an envelope as islet serve logs it, through the stream reader: its body is drawn")
    func payloadEnvelope() throws {
        let body = #"{"aps": {"timestamp": 1764327600, "event": "update", "content-state": {"driverName": "Ada", "eta": [786020100, 786021120], "step": "delivered", "progress": 1}}}"#
        let envelope = try IsletProcess.temporaryFile(#"{"path": "/3/device/abc", "headers": {"apns-push-type": "liveactivity"}, "body": \#(body)}"#)
        let result = try IsletProcess.run(["render", "layouts/delivery.json", "--payload", envelope, "--presentation", "lock"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Delivered. Enjoy your meal!"))
    }

    @Test("--payload checks aps as check does: a stale-date that is not a number is refused with its path in the envelope")
    func payloadStaleDateChecked() throws {
        let body = #"{"aps": {"timestamp": 1764327600, "event": "update", "stale-date": "soon", "content-state": {"driverName": "Ada", "eta": [786020100, 786021120], "step": "delivered", "progress": 1}}}"#
        let envelope = try IsletProcess.temporaryFile(#"{"path": "/3/device/abc", "body": \#(body)}"#)
        let result = try IsletProcess.run(["render", "layouts/delivery.json", "--payload", envelope])
        #expect(result.status == 2)
        #expect(result.standardError.contains("\(envelope):1:"), "names the file and the line")
        #expect(result.standardError.contains("body.aps.stale-date"), "\(result.standardError)")
    }

    @Test("a state a phone would not decode is refused with the file, the JSON path and the reason")
    func undecodableState() throws {
        let state = try IsletProcess.temporaryFile(#"{"driverName": "Ada", "eta": "2025-11-29T10:00:00Z", "step": "delivering"}"#)
        let result = try IsletProcess.run(["render", "layouts/delivery.json", "--state", state])
        #expect(result.status == 2)
        #expect(result.standardError.contains(state))
        #expect(result.standardError.contains("eta"))
        #expect(result.standardError.contains("typeMismatch"))
    }

    @Test("a broken layout exits 2 naming the file, line and column, JSON path and what was expected")
    func brokenLayout() throws {
        let layout = try String(contentsOfFile: IsletProcess.packageRoot.appendingPathComponent("layouts/delivery.json").path, encoding: .utf8)
            .replacingOccurrences(of: #""compactTrailing": { "timer": "state.eta""#, with: #""compactTrailing": { "timer": "state.driverName""#)
        let path = try IsletProcess.temporaryFile(layout)
        let result = try IsletProcess.run(["render", path])
        #expect(result.status == 2)
        let line = result.standardError
        let lineNumber = (layout.components(separatedBy: "\n").firstIndex { $0.contains(#""timer": "state.driverName""#) } ?? -1) + 1
        #expect(line.hasPrefix("islet render: \(path):\(lineNumber):"), "names the line of the bad binding")
        #expect(line.contains("dynamicIsland.compactTrailing.timer"))
        #expect(line.contains("needs a ClosedRange<Date>, a Range<Date> or a Date"))
    }

    @Test("bad usage exits 2 with the command's help")
    func badUsage() throws {
        let unknownOption = try IsletProcess.run(["render", "layouts/delivery.json", "--colour"])
        #expect(unknownOption.status == 2)
        #expect(unknownOption.standardError.contains("unknown option --colour"))
        let badDevice = try IsletProcess.run(["render", "layouts/delivery.json", "--device", "iphone-3g"])
        #expect(badDevice.status == 2)
        #expect(badDevice.standardError.contains("iphone-16-pro"))
        let missing = try IsletProcess.run(["render", "no/such/layout.json"])
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("no/such/layout.json: the file does not exist"))
    }

    @Test("--format svg writes one well-formed SVG document")
    func svg() throws {
        let result = try IsletProcess.run(["render", "layouts/delivery.json", "--format", "svg"])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("<svg "))
        #expect(result.standardOutput.hasSuffix("</svg>\n"))
        let parser = XMLParser(data: Data(result.standardOutput.utf8))
        #expect(parser.parse(), "the SVG parses as XML")
    }

    @Test("--format svg draws the phone at point geometry; cells-svg draws the terminal's cells")
    func vectorAndCells() throws {
        let vector = try IsletProcess.run(["render", "layouts/delivery.json", "--presentation", "compact", "--format", "svg"])
        #expect(vector.standardOutput.contains("<rect x=\"52\" y=\"114\" width=\"230\" height=\"36.67\" rx=\"18.34\" fill=\"#000000\"/>"), "the compact island is one 230 x 36.67 pt capsule")
        #expect(vector.standardError.contains("Fit on iPhone 16 Pro"), "the fit report goes to stderr beside a picture")
        let cells = try IsletProcess.run(["render", "layouts/delivery.json", "--presentation", "compact", "--format", "cells-svg"])
        #expect(cells.standardOutput.contains("font-family=\"DejaVu Sans Mono"), "the cell picture is a grid of monospaced cells")
        #expect(!cells.standardOutput.contains("rx="))
    }

    @Test("--format png --output writes a PNG file and the fit report to stderr")
    func pngToFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("islet-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try IsletProcess.run(["render", "layouts/delivery.json", "--format", "png", "--output", path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("Fit on iPhone 16 Pro"))
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let unwritable = try IsletProcess.run(["render", "layouts/delivery.json", "--format", "png", "--output", "/no/such/folder/x.png"])
        #expect(unwritable.status == 2)
        #expect(unwritable.standardError.contains("/no/such/folder/x.png: cannot write the output"))
    }

    @Test("PNG bytes are refused on a terminal with a message that says what to do")
    func pngRefusedOnTerminal() throws {
        // script(1) gives islet a pseudo-terminal for its standard output.
        let command = "\(IsletProcess.binary.path) render layouts/delivery.json --format png; echo status=$?"
        let script = Process()
        script.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        script.arguments = ["-qec", command, "/dev/null"]
        script.currentDirectoryURL = IsletProcess.packageRoot
        let output = Pipe()
        script.standardOutput = output
        script.standardInput = FileHandle.nullDevice
        try script.run()
        let result = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        script.waitUntilExit()
        #expect(result.contains("will not write PNG bytes to a terminal"))
        #expect(result.contains("status=2"))
        #expect(!result.contains("PNG\r\n"), "no PNG signature reached the terminal")
    }

    @Test("--format ansi colours the island with SGR sequences")
    func ansi() throws {
        let result = try IsletProcess.run(["render", "layouts/delivery.json", "--format", "ansi"], environment: ["COLORTERM": "truecolor", "NO_COLOR": ""])
        #expect(result.standardOutput.contains("\u{1B}[0;38;2;"))
    }

    /// `render --format ansi` of the delivery layout with `environment` over a neutral one.
    private func ansi(_ extra: [String] = [], _ environment: [String: String] = [:]) throws -> String {
        let base = ["NO_COLOR": "", "COLORTERM": "", "TERM": "xterm-256color", "XTERM_VERSION": ""]
        let result = try IsletProcess.run(
            ["render", "layouts/delivery.json", "--format", "ansi"] + extra, environment: base.merging(environment) { $1 }
        )
        #expect(result.status == 0, "\(result.standardError)")
        return result.standardOutput
    }

    @Test("--color picks the depth of --format ansi; auto follows COLORTERM, then TERM")
    func colorDepths() throws {
        #expect(try ansi().contains("48;5;"), "xterm-256color: the 256 palette")
        #expect(try ansi([], ["COLORTERM": "24bit"]).contains("48;2;"), "COLORTERM=24bit: 24-bit")
        #expect(try ansi([], ["TERM": "xterm"]).contains("\u{1B}[0;"), "plain xterm: ANSI codes")
        #expect(!(try ansi([], ["TERM": "xterm"]).contains("8;5;")), "plain xterm: no 256-colour codes")
        #expect(try ansi([], ["TERM": "xterm", "XTERM_VERSION": "XTerm(379)"]).contains("48;5;"), "xterm itself under TERM=xterm: 256 colours")
        let sixteen = try ansi(["--color", "16"], ["COLORTERM": "truecolor"])
        #expect(!sixteen.contains("8;5;") && !sixteen.contains("8;2;"), "--color 16 wins over COLORTERM")
        #expect(sixteen.contains("\u{1B}[0;30;47m") || sixteen.contains(";47m") || sixteen.contains(";100m"), "the wallpaper on an ANSI grey")
        #expect(try ansi(["--color", "truecolor"]).contains("48;2;"))
        #expect(try ansi(["--color", "auto"], ["COLORTERM": "truecolor"]).contains("48;2;"))
    }

    @Test("NO_COLOR means none unless --color says otherwise")
    func noColorPrecedence() throws {
        let plain = try ansi([], ["NO_COLOR": "1", "COLORTERM": "truecolor"])
        #expect(!plain.contains("38;") && !plain.contains("48;") && !plain.contains("[0;4"), "no colour codes")
        #expect(try ansi(["--color", "256"], ["NO_COLOR": "1"]).contains("48;5;"))
        #expect(!(try ansi(["--color", "none"]).contains("48;")))
    }

    @Test("--color refuses a word it does not know, with exit 2")
    func colorRefusesUnknownWords() throws {
        let result = try IsletProcess.run(["render", "layouts/delivery.json", "--color", "8bit"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("auto, truecolor, 256, 16, none"), "\(result.standardError)")
    }

    @Test("devices lists every profile, and --json is valid JSON")
    func devices() throws {
        let text = try IsletProcess.run(["devices"])
        #expect(text.standardOutput.contains("iphone-16-pro (default)"))
        #expect(text.standardOutput.contains("no Dynamic Island"))
        let json = try IsletProcess.run(["devices", "--json"])
        let parsed = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]]
        #expect(parsed?.count == 6)
    }

    @Test("demo draws every bundled layout without any file")
    func demo() throws {
        let result = try IsletProcess.run(["demo", "--format", "text"], directory: FileManager.default.temporaryDirectory)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("DeliveryAttributes"))
    }

    @Test("every command answers --help with its usage")
    func help() throws {
        for command in ["demo", "preview", "render", "check", "codegen", "devices"] {
            let result = try IsletProcess.run([command, "--help"])
            #expect(result.status == 0)
            #expect(result.standardOutput.hasPrefix("Usage: islet \(command)"))
        }
        let top = try IsletProcess.run(["--help"])
        #expect(top.standardOutput.contains("render"))
    }
}
