import Foundation
import IsletTestSupport
import Testing

/// A widget folder whose names are terminal controls, through every command that reads Swift
/// (issue 29, item 3): the placeholder names of `Color("…")`, `Image("…")` and
/// `UIImage(named:)`, an App Group suite, key and container file, a `.swift` file's name, its
/// folder's name, an asset catalog's folder and an image set's `filename` all hold ESC ] 52
/// (write the clipboard), ESC [ 2J (clear the screen), the C1 CSI and U+202E. What islet prints
/// about them must show them as placeholders: no byte of stdout or stderr a terminal obeys.
@Suite(.serialized) struct HostileSwiftSourcesTests {
    /// The hostile text as a Swift string literal's contents (escapes, so the file stays Swift).
    static let hostile = #"\u{1B}]52;c;aGk=\u{07}\u{1B}[2J\u{9B}31m\u{202E}evil"#
    /// The same text as it is, for file and folder names.
    static let raw = "\u{1B}]52;c;aGk=\u{07}\u{1B}[2J\u{9B}31m\u{202E}evil"

    /// The delivery sample with hostile names everywhere a name from the sources reaches a report.
    static func hostileWidget() throws -> URL {
        let files = FileManager.default
        let root = files.temporaryDirectory.appendingPathComponent("islet-hostile-\(UUID().uuidString)")
        try files.copyItem(at: IsletProcess.packageRoot.appendingPathComponent("samples/swift/delivery"), to: root)
        let widget = root.appendingPathComponent("DeliveryWidget")
        let h = hostile
        try edit(widget.appendingPathComponent("CustomerProfile.swift"), [
            (#""group.com.example.delivery""#, "\"\(h)\""),
            (#""firstName""#, "\"\(h)\""),
            ("        return \", \\(name)\"\n", """
                    return ", \\(name)"
                }

                static var note: String {
                    let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "\(h)")?.appendingPathComponent("\(h).txt")
                    guard let url, let text = try? String(contentsOf: url) else { return "" }
                    return text

            """),
        ])
        try edit(widget.appendingPathComponent("DeliveryLockScreenView.swift"), [
            (#"\(CustomerProfile.greetingSuffix)!")"#, #"\(CustomerProfile.greetingSuffix)\(CustomerProfile.note)!")"#),
            (#"Image(systemName: "takeoutbag.and.cup.and.straw.fill")"#, #"HStack { Image("\#(h)").foregroundStyle(Color("\#(h)")); Image("Pic") }"#),
        ])
        try edit(widget.appendingPathComponent("StepTrack.swift"), [
            (#"Image(systemName: "circle.fill")"#, #"Image(uiImage: UIImage(named: "\#(h).ui")!)"#),
        ])
        try files.moveItem(at: widget.appendingPathComponent("StepTrack.swift"), to: widget.appendingPathComponent("Step\(raw).swift"))
        let catalog = widget.appendingPathComponent("Assets.xcassets")
        try write(#"{"images": [{"filename": "pic\#(JSONText.hostile).png", "idiom": "universal"}]}"#, to: catalog.appendingPathComponent("Pic.imageset/Contents.json"))
        try write(#"{"colors": [{"color": {"components": {"red": "0.5"#, to: catalog.appendingPathComponent("X\(raw).colorset/Contents.json"))
        try files.moveItem(at: widget, to: root.appendingPathComponent("Delivery\(raw)"))
        return root
    }

    /// The same hostile text written as a JSON string's escapes, for the asset catalog's files.
    private enum JSONText {
        static let hostile = #"\u001b]52;c;aGk=\u0007\u001b[2J\u009b31m\u202eevil"#
    }

    private static func edit(_ file: URL, _ replacements: [(String, String)]) throws {
        var text = try String(contentsOf: file, encoding: .utf8)
        for (old, new) in replacements {
            #expect(text.contains(old), "\(file.lastPathComponent) no longer holds \(old)")
            text = text.replacingOccurrences(of: old, with: new)
        }
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    private static func write(_ text: String, to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    /// `render` (text and ANSI), `check`, `import` (a layout and `--coverage`) and `devices` on
    /// the hostile widget: the reports name every hostile thing, escaped, and carry no control.
    @Test func everyCommandPrintsTheNamesEscaped() throws {
        let widget = try Self.hostileWidget()
        defer { try? FileManager.default.removeItem(at: widget) }
        let commands: [[String]] = [
            ["render", widget.path, "--preview", "2", "--format", "text"],
            ["render", widget.path, "--preview", "2", "--format", "ansi"],
            ["render", widget.path, "--format", "svg"],
            ["check", widget.path, "samples/delivery.ndjson"],
            ["import", widget.path],
            ["import", widget.path, "--coverage"],
            ["devices"],
        ]
        for command in commands {
            let result = try IsletProcess.run(command)
            let name = command.prefix(2).joined(separator: " ") + " " + command.suffix(1).joined()
            #expect(result.status == 0 || result.status == 1, "\(name): \(result.standardError)")
            let colour = command.contains("ansi")
            let found = TerminalBytes.obeyed(in: result.outputBytes, allowingColour: colour) + TerminalBytes.obeyed(in: result.errorBytes)
            #expect(found.isEmpty, "\(name) printed \(found.prefix(8))")
        }
        let text = try IsletProcess.run(commands[0])
        let escaped = #"\u001b]52;c;aGk=\u0007\u001b[2J\u009b31m\u202eevil"#
        for what in [#"Color("\#(escaped)")"#, #"Image("\#(escaped)")"#, #"UIImage(named: "\#(escaped).ui")"#, #"UserDefaults "\#(escaped)" key "\#(escaped)""#,
                     #"file "\#(escaped).txt" of the \#(escaped) container"#, "Delivery\(escaped)/Step\(escaped).swift"] {
            #expect(text.standardOutput.contains(what), "the report shows \(what)")
        }
        for what in ["pic\(escaped).png", "X\(escaped).colorset"] {
            #expect(text.standardError.contains(what), "the warnings show \(what): \(text.standardError)")
        }
    }

    /// `serve --headless` reads the same widget: its start line, its warnings and what it says
    /// when stopped carry no control either.
    @Test func headlessServePrintsTheNamesEscaped() throws {
        let widget = try Self.hostileWidget()
        defer { try? FileManager.default.removeItem(at: widget) }
        let serve = try ServeProcess(layout: widget.path, arguments: ["--bundle-id", "com.example.delivery"])
        let stopped = serve.stop()
        let printed = Array((serve.remainingOutput() + stopped.standardError).utf8)
        #expect(stopped.standardError.contains("X\\u001b]52"), "the catalog's warning names the colour set: \(stopped.standardError)")
        let found = TerminalBytes.obeyed(in: printed)
        #expect(found.isEmpty, "serve --headless printed \(found.prefix(8))")
    }
}
