import Foundation
import IsletTestSupport
import Testing

private typealias F = ServeFixtures

/// `islet push` against a real `islet serve --headless`, as a user runs them (issue 33, items 2
/// and 4): an update goes to the activity last started and says which, an ended or ambiguous
/// target is named with what to do, and with `--tls` push trusts serve's own certificate and
/// prints a curl line that runs as printed.
@Suite struct PushTargetTests {
    /// The next record of a push (the `GET /islet/tokens` push makes first are skipped).
    static func nextPush(_ serve: ServeProcess) throws -> [String: Any] {
        while true {
            let record = try serve.nextRecord()
            if record["method"] as? String == "POST" { return record }
        }
    }

    static func activities(of record: [String: Any]) -> [Int] {
        ((record["outcome"] as? [String: Any])?["activities"] as? [Int]) ?? []
    }

    /// `payload`'s content state under `event`, `offset` seconds after its timestamp.
    static func follow(_ payload: String, event: String, offset: Int, driver: String) throws -> String {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(payload.utf8)) as? [String: Any])
        let aps = try #require(object["aps"] as? [String: Any])
        var state = try #require(aps["content-state"] as? [String: Any])
        state["driverName"] = driver
        let timestamp = try #require(aps["timestamp"] as? Int)
        let next: [String: Any] = ["aps": ["timestamp": timestamp + offset, "event": event, "content-state": state]]
        return String(decoding: try JSONSerialization.data(withJSONObject: next), as: UTF8.self)
    }

    @Test func codegenSampleThenStartThenUpdateReachesTheActivityJustStarted() throws {
        let serve = try ServeProcess()
        let sample = try IsletProcess.run(["codegen", "layouts/delivery.json", "--sample"])
        #expect(sample.standardOutput.contains(#""input-push-token": 1"#))
        let start = try IsletProcess.temporaryFile(sample.standardOutput)
        let started = try IsletProcess.run(["push", start, "--url", serve.url])
        #expect(started.status == 0, "\(started.standardError)")
        #expect(started.standardOutput.contains("started activity #2 (DeliveryAttributes); islet push sends updates and the end to it"))
        #expect(Self.activities(of: try Self.nextPush(serve)) == [2])
        let update = try IsletProcess.temporaryFile(try Self.follow(sample.standardOutput, event: "update", offset: 1, driver: "Zed"))
        let updated = try IsletProcess.run(["push", update, "--url", serve.url])
        #expect(updated.status == 0, "\(updated.standardError)")
        #expect(updated.standardOutput.contains("to activity #2 (DeliveryAttributes), the one last started (started by a push)"))
        #expect(updated.standardError.isEmpty, "one activity of each kind: nothing to warn about")
        let record = try Self.nextPush(serve)
        #expect(Self.activities(of: record) == [2])
        #expect(record["result"] as? String == "applied")
    }

    @Test func anEndedTargetIsNamedWithHowToStartAnother() throws {
        let serve = try ServeProcess()
        let start = try IsletProcess.temporaryFile(F.start())
        #expect(try IsletProcess.run(["push", start, "--url", serve.url]).status == 0)
        let end = try IsletProcess.temporaryFile(F.update(driver: "En", offset: 1, event: "end"))
        #expect(try IsletProcess.run(["push", end, "--url", serve.url]).status == 0)
        let late = try IsletProcess.run(["push", try IsletProcess.temporaryFile(F.update(driver: "La", offset: 2)), "--url", serve.url])
        #expect(late.status == 1)
        #expect(late.standardError.contains("activity #2 (DeliveryAttributes), the one last started, has ended"), "\(late.standardError)")
        #expect(late.standardError.contains("islet push START.json"))
        #expect(late.standardError.contains("#1 (DeliveryAttributes) --token \(serve.updateToken)"), "the preview is offered by its token")
        #expect(late.standardOutput.contains("410"))
    }

    @Test func aStartWithoutAnUpdateTokenIsNotUpdatedInItsPlace() throws {
        let serve = try ServeProcess()
        let start = try IsletProcess.temporaryFile(F.start().replacingOccurrences(of: #", "input-push-token": 1"#, with: ""))
        let started = try IsletProcess.run(["push", start, "--url", serve.url])
        #expect(started.standardOutput.contains("started activity #2 (DeliveryAttributes), with no update token"), "\(started.standardOutput)")
        let update = try IsletProcess.run(["push", try IsletProcess.temporaryFile(F.update(driver: "No", offset: 1)), "--url", serve.url])
        #expect(update.status == 2)
        #expect(update.standardError.contains("activity #2 (DeliveryAttributes), the one last started (started by a push), has no update token"))
        #expect(update.standardError.contains(#""input-push-token": 1"#))
        #expect(update.standardOutput.isEmpty, "nothing was sent to the preview instead")
    }

    @Test func twoStartedActivitiesMakeTheChoiceAWarning() throws {
        let serve = try ServeProcess()
        let start = try IsletProcess.temporaryFile(F.start())
        #expect(try IsletProcess.run(["push", start, "--url", serve.url]).status == 0)
        #expect(try IsletProcess.run(["push", start, "--url", serve.url]).status == 0)
        let update = try IsletProcess.run(["push", try IsletProcess.temporaryFile(F.update(driver: "Tw", offset: 1)), "--url", serve.url])
        #expect(update.status == 0)
        #expect(update.standardOutput.contains("to activity #3 (DeliveryAttributes)"))
        #expect(update.standardError.contains("warning: activity #3 (DeliveryAttributes) is the last started, but #2 (DeliveryAttributes) is active too"))
        #expect(update.standardError.contains("#2 (DeliveryAttributes) --token "))
    }
}

/// `islet push --tls` against `islet serve --tls` (issue 33, item 4).
@Suite struct PushTLSTests {
    /// A fresh state folder, so the certificate is made for this test.
    static func stateFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("islet-push-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.path
    }

    @Test func pushTrustsServesCertificateAndItsCurlLineRunsAsPrinted() throws {
        let state = try Self.stateFolder()
        let serve = try ServeProcess(arguments: ["--tls"], environment: ["XDG_STATE_HOME": state])
        let certificate = state + "/islet/localhost-cert.pem"
        let payload = try IsletProcess.temporaryFile(F.update(driver: "Tl"))
        let pushed = try IsletProcess.run(["push", payload, "--tls", "--url", serve.url], environment: ["XDG_STATE_HOME": state])
        #expect(pushed.status == 0, "\(pushed.standardError)")
        #expect(try PushTargetTests.nextPush(serve)["result"] as? String == "applied")
        let curl = try #require(pushed.standardOutput.split(separator: "\n").last.map { $0.trimmingCharacters(in: .whitespaces) })
        #expect(curl.hasPrefix("curl --http2 --cacert '\(certificate)' "), "\(curl)")
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", curl + " --silent --show-error --write-out '%{http_code}'"]
        let output = Pipe()
        shell.standardOutput = output
        try shell.run()
        let answer = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 0)
        #expect(answer == "200", "curl verified islet's certificate and APNs' answer came back")
        let record = try PushTargetTests.nextPush(serve)
        #expect(record["protocol"] as? String == "HTTP/2")
    }

    @Test func aPlainPushToATLSEndpointSaysToPassTLS() throws {
        let state = try Self.stateFolder()
        let serve = try ServeProcess(arguments: ["--tls"], environment: ["XDG_STATE_HOME": state])
        let plain = "http://127.0.0.1:\(serve.port)"
        let pushed = try IsletProcess.run(["push", try IsletProcess.temporaryFile(F.update()), "--url", plain], environment: ["XDG_STATE_HOME": state])
        #expect(pushed.status == 2)
        #expect(pushed.standardError.contains("127.0.0.1:\(serve.port) speaks TLS, not plain HTTP"), "\(pushed.standardError)")
        #expect(pushed.standardError.contains("pass --tls"))
    }

    @Test func anUntrustedCertificateSaysWhatToPass() throws {
        let state = try Self.stateFolder(), elsewhere = try Self.stateFolder()
        let serve = try ServeProcess(arguments: ["--tls"], environment: ["XDG_STATE_HOME": state])
        let payload = try IsletProcess.temporaryFile(F.update(driver: "Ut"))
        let refused = try IsletProcess.run(["push", payload, "--url", serve.url], environment: ["XDG_STATE_HOME": elsewhere])
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("its certificate is not trusted"), "\(refused.standardError)")
        #expect(refused.standardError.contains("pass --cacert FILE"))
        let trusted = try IsletProcess.run(["push", payload, "--url", serve.url, "--cacert", state + "/islet/localhost-cert.pem"], environment: ["XDG_STATE_HOME": elsewhere])
        #expect(trusted.status == 0, "\(trusted.standardError)")
        #expect(trusted.standardOutput.contains("--cacert '\(state)/islet/localhost-cert.pem'"))
    }

    @Test func tlsWithAPlainURLIsRefused() throws {
        let refused = try IsletProcess.run(["push", try IsletProcess.temporaryFile(F.update()), "--tls", "--url", "http://127.0.0.1:1"])
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("write https://127.0.0.1:1"))
    }
}
