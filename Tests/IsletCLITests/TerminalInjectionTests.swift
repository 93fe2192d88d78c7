import Foundation
import IsletTestSupport
import Testing

private typealias F = ServeFixtures

/// Inputs full of terminal controls, through every command: no byte of any output may be a
/// control a terminal obeys (issue 18, item 1). Escape sequences that write the clipboard or
/// the window title, hide the rest of the output, C1 controls, bidi overrides and tag
/// characters are put everywhere a value from outside can reach a message.
@Suite(.serialized) struct TerminalInjectionTests {
    /// The hostile text as a JSON string's contents (escapes, so the files stay valid JSON).
    static let hostile = #"\u001b]52;c;aGk=\u0007\u001b]0;pwned\u0007\u001b[8m\u009b31m\u202eevil\u2066\udb40\udc41\u007f\u0085\u061c"#
    /// The same text as it is, for headers, paths and arguments.
    static let raw = "\u{1B}]52;c;aGk=\u{07}\u{1B}]0;pwned\u{07}\u{1B}[8m\u{9B}31m\u{202E}evil\u{2066}\u{E0041}\u{7F}\u{85}\u{61C}"

    /// The characters found in `text` that no output may carry.
    static func forbidden(in text: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let found = text.unicodeScalars.filter { scalar in
            let value = scalar.value
            return (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value) || value == 0x61C || (0x202A...0x202E).contains(value)
                || (0x2066...0x2069).contains(value) || (0xE0000...0xE007F).contains(value)
        }
        #expect(found.isEmpty, "\(what) printed \(found.map { "U+" + String($0.value, radix: 16) })", sourceLocation: sourceLocation)
    }

    private func update(_ extra: String = "", driver: String = "Bo") -> String {
        F.update(driver: driver, extra: extra)
    }

    @Test func checkSaysNothingATerminalWouldObey() throws {
        let h = Self.hostile
        let lines = [
            #"{"path": "/3/device/\#(h)", "body": \#(update())}"#,
            #"{"path": "/4/broadcasts/apps/com.example.delivery", "headers": {"apns-channel-id": "\#(h)"}, "body": \#(update())}"#,
            #"{"path": "/3/device/0011\#(h)aabbccddeeff00112233", "body": \#(update())}"#,
            update(#", "\#(h)": 1"#, driver: h),
            update().replacingOccurrences(of: #""step": "pickedUp""#, with: #""step": "\#(h)", "\#(h)": [1]"#),
            F.start().replacingOccurrences(of: "DeliveryAttributes", with: h),
            #"{"aps": {"\#(h)": "#,
            Self.raw,
        ]
        let stream = try IsletProcess.temporaryFile(lines.joined(separator: "\n") + "\n", suffix: ".ndjson")
        for arguments in [["check", "layouts/delivery.json", stream], ["check", "layouts/delivery.json", stream, "--json"]] {
            let result = try IsletProcess.run(arguments)
            #expect(result.standardOutput.contains("evil"), "the hostile values are shown, escaped")
            Self.forbidden(in: result.standardOutput + result.standardError, arguments.joined(separator: " "))
        }
    }

    @Test func renderAndCodegenSayNothingATerminalWouldObey() throws {
        let payload = try IsletProcess.temporaryFile(update(driver: Self.hostile))
        let rendered = try IsletProcess.run(["render", "layouts/delivery.json", "--payload", payload, "--format", "text"])
        #expect(rendered.status == 0)
        Self.forbidden(in: rendered.standardOutput + rendered.standardError, "render")
        let layoutText = try String(contentsOf: IsletProcess.packageRoot.appendingPathComponent("layouts/delivery.json"), encoding: .utf8)
        let hostileLayouts = [
            layoutText.replacingOccurrences(of: "DeliveryAttributes", with: Self.hostile),
            layoutText.replacingOccurrences(of: "\"driverName\": \"String\"", with: "\"\(Self.hostile)\": \"\(Self.hostile)\""),
            layoutText.replacingOccurrences(of: "{state.driverName}", with: "{state.\(Self.hostile)}"),
        ]
        for (index, text) in hostileLayouts.enumerated() {
            let layout = try IsletProcess.temporaryFile(text)
            for command in [["codegen", layout], ["render", layout, "--format", "text"]] {
                let result = try IsletProcess.run(command)
                Self.forbidden(in: result.standardOutput + result.standardError, "\(command[0]) of hostile layout \(index)")
            }
        }
        let named = try IsletProcess.run(["render", "layouts/\(Self.raw).json"])
        #expect(named.status == 2)
        Self.forbidden(in: named.standardError, "an error naming a hostile file")
    }

    @Test func serveAndPushSayNothingATerminalWouldObey() throws {
        let serve = try ServeProcess()
        let broadcast = ["--http2-prior-knowledge", "-H", "apns-push-type: liveactivity", "-H", "apns-channel-id: \(Self.raw)"]
        let requests: [[String]] = [
            F.h2c(serve, body: update(driver: Self.hostile)),
            F.h2c(serve, body: update(#", "\#(Self.hostile)": 1"#)),
            F.h2c(serve, body: update(), headers: ["apns-push-type: \(Self.raw)", "apns-topic: \(Self.raw)", "apns-priority: \(Self.raw)"]),
            broadcast + ["--data-binary", update(), "\(serve.url)/4/broadcasts/apps/com.example.delivery"],
            ["--http2-prior-knowledge", "-H", "apns-channel-id: \(Self.raw)", "\(serve.url)/1/apps/com.example.delivery/channels"],
        ]
        // curl itself may refuse some of these (a control in a header): what it sends is enough.
        for arguments in requests { _ = try? Curl.run(arguments) }
        let raw = try RawSocket(port: serve.port)
        raw.send("POST /3/device/\(Self.raw) HTTP/1.1\r\nHost: x\r\napns-push-type: liveactivity\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}")
        _ = raw.readUntilClosed()
        let payload = try IsletProcess.temporaryFile(update())
        let pushes = [
            try IsletProcess.run(["push", payload, "--url", serve.url, "--token", "00\(Self.raw)"]),
            try IsletProcess.run(["push", payload, "--url", serve.url, "--channel", Self.raw]),
        ]
        let stopped = serve.stop()
        let records = serve.remainingOutput()
        #expect(records.contains("evil"), "the records hold the hostile values, escaped")
        Self.forbidden(in: records + stopped.standardError, "serve --headless")
        for push in pushes { Self.forbidden(in: push.standardOutput + push.standardError, "push") }
    }
}
