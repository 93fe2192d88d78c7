import Foundation
import IsletTestSupport
import Testing

private typealias F = ServeFixtures

/// `islet serve --headless` with real clients: curl over h2c, HTTP/1.1, TLS and a Unix socket.
/// Each mistake a backend makes gets APNs' status and reason, and the record line says the same.
@Suite(.serialized) struct ServeCommandTests {
    @Test func anUpdateOverH2CIsAppliedAndRecorded() throws {
        let serve = try ServeProcess()
        let answer = try Curl.run(F.h2c(serve, body: F.update(driver: "Bo")))
        #expect(answer.status == 200)
        #expect(answer.headers["apns-id"]?.count == 36)
        #expect(answer.body.isEmpty)
        let record = try serve.nextRecord()
        #expect(record["protocol"] as? String == "HTTP/2")
        #expect(record["result"] as? String == "applied")
        #expect(serve.stop().status == 0)
    }

    /// APNs' ids are unique: a backend that keeps them must not see the first run's ids again.
    @Test func twoRunsGiveTheirFirstPushesDifferentAPNsIDs() throws {
        var ids: [String] = []
        for _ in 0..<2 {
            let serve = try ServeProcess()
            let answer = try Curl.run(F.h2c(serve, body: F.update(driver: "Bo")))
            ids.append(try #require(answer.headers["apns-id"]))
            #expect(serve.stop().status == 0)
        }
        #expect(ids[0] != ids[1])
    }

    @Test(arguments: [
        (["apns-topic: com.example.delivery.push-type.liveactivity"], 400, "InvalidPushType"),
        (["apns-push-type: background", "apns-topic: com.example.delivery.push-type.liveactivity"], 400, "InvalidPushType"),
        (["apns-push-type: liveactivity"], 400, "MissingTopic"),
        (["apns-push-type: liveactivity", "apns-topic: com.example.delivery"], 400, "BadTopic"),
        (["apns-push-type: liveactivity", "apns-topic: com.example.other.push-type.liveactivity"], 400, "DeviceTokenNotForTopic"),
        (["apns-push-type: liveactivity", "apns-topic: com.example.delivery.push-type.liveactivity", "apns-priority: 7"], 400, "BadPriority"),
        (["apns-push-type: liveactivity", "apns-topic: com.example.delivery.push-type.liveactivity", "apns-expiration: soon"], 400, "BadExpirationDate"),
        (["apns-push-type: liveactivity", "apns-topic: com.example.delivery.push-type.liveactivity", "apns-id: 42"], 400, "BadMessageId"),
        (["apns-push-type: liveactivity", "apns-topic: com.example.delivery.push-type.liveactivity", "apns-collapse-id: \(String(repeating: "x", count: 65))"], 400, "BadCollapseId"),
        (["apns-push-type: liveactivity", "apns-topic: com.example.delivery.push-type.liveactivity", "apns-priority: 10", "apns-priority: 5"], 400, "DuplicateHeaders"),
    ] as [([String], Int, String)])
    func headerMistakesGetAPNsAnswers(headers: [String], status: Int, reason: String) throws {
        let serve = try ServeProcess()
        let answer = try Curl.run(F.h2c(serve, body: F.update(), headers: headers))
        #expect(answer.status == status)
        #expect(answer.reason == reason)
        #expect(answer.headers["islet-explanation"]?.isEmpty == false)
        let record = try serve.nextRecord()
        #expect(record["reason"] as? String == reason)
        #expect(record["result"] as? String == "refused")
    }

    @Test func pathMethodTokenAndBodyMistakesGetAPNsAnswers() throws {
        let serve = try ServeProcess()
        let headers = ["-H", "apns-push-type: liveactivity", "-H", "apns-topic: \(serve.topic)"]
        let cases: [([String], Int, String)] = [
            (["--http2-prior-knowledge"] + headers + ["--data-binary", F.update(), "\(serve.url)/3/devices/\(serve.updateToken)"], 404, "BadPath"),
            (["--http2-prior-knowledge", "-X", "GET", "\(serve.url)/3/device/\(serve.updateToken)"], 405, "MethodNotAllowed"),
            (["--http2-prior-knowledge"] + headers + ["--data-binary", F.update(), "\(serve.url)/3/device/"], 400, "MissingDeviceToken"),
            (["--http2-prior-knowledge"] + headers + ["--data-binary", F.update(), "\(serve.url)/3/device/\(String(repeating: "0f", count: 32))"], 400, "BadDeviceToken"),
            (["--http2-prior-knowledge"] + headers + ["-X", "POST", "\(serve.url)/3/device/\(serve.updateToken)"], 400, "PayloadEmpty"),
            (["--http2-prior-knowledge"] + headers + ["--data-binary", "{\"aps\": ", "\(serve.url)/3/device/\(serve.updateToken)"], 400, "BadPayload"),
            (["--http2-prior-knowledge"] + headers + ["--data-binary", "@" + (try bigBody(bytes: 4097)), "\(serve.url)/3/device/\(serve.updateToken)"], 413, "PayloadTooLarge"),
        ]
        for (arguments, status, reason) in cases {
            let answer = try Curl.run(arguments)
            #expect(answer.status == status, "\(reason)")
            #expect(answer.reason == reason)
        }
    }

    @Test func aTenMegabyteBodyIsRefusedAndTheEndpointKeepsServing() throws {
        let serve = try ServeProcess()
        let path = try bigBody(bytes: 10_000_000)
        for protocolArgument in ["--http2-prior-knowledge", "--http1.1"] {
            let answer = try Curl.run([protocolArgument, "-H", "apns-push-type: liveactivity", "-H", "apns-topic: \(serve.topic)", "--data-binary", "@" + path, "\(serve.url)/3/device/\(serve.updateToken)"])
            #expect(answer.status == 413)
            #expect(answer.reason == "PayloadTooLarge")
        }
        #expect(try Curl.run(F.h2c(serve, body: F.update())).status == 200)
    }

    @Test func anEndedActivitysTokenIs410UnlessFaithful() throws {
        for faithful in [false, true] {
            let serve = try ServeProcess(arguments: faithful ? ["--faithful"] : [])
            #expect(try Curl.run(F.h2c(serve, body: F.update(event: "end"))).status == 200)
            let late = try Curl.run(F.h2c(serve, body: F.update(offset: 1)))
            if faithful {
                #expect(late.status == 200)
                #expect(late.headers["islet-explanation"]?.contains("ended") == true)
            } else {
                #expect(late.status == 410)
                #expect(late.reason == "Unregistered")
                #expect(late.body.contains("\"timestamp\":"))
            }
        }
    }

    @Test func theSamePushesOverHTTP11TLSAndAUnixSocket() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("islet-state-\(UUID().uuidString)")
        let socket = state.appendingPathComponent("apns.sock").path
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let serve = try ServeProcess(arguments: ["--tls", "--unix", socket], environment: ["XDG_STATE_HOME": state.path])
        #expect(serve.url.hasPrefix("https://"))
        let certificate = state.appendingPathComponent("islet/localhost-cert.pem").path
        #expect(FileManager.default.fileExists(atPath: certificate))
        let headers = ["-H", "apns-push-type: liveactivity", "-H", "apns-topic: \(serve.topic)"]
        let path = "/3/device/\(serve.updateToken)"
        let tls = try Curl.run(["--http2", "--cacert", certificate] + headers + ["--data-binary", F.update(driver: "Tl"), "https://localhost:\(serve.port)\(path)"])
        #expect(tls.status == 200)
        #expect(try serve.nextRecord()["protocol"] as? String == "HTTP/2")
        let tls11 = try Curl.run(["--http1.1", "--cacert", certificate] + headers + ["--data-binary", F.update(driver: "Tm", offset: 1), "https://127.0.0.1:\(serve.port)\(path)"])
        #expect(tls11.status == 200)
        #expect(try serve.nextRecord()["protocol"] as? String == "HTTP/1.1")
        let unix = try Curl.run(["--http2-prior-knowledge", "--unix-socket", socket] + headers + ["--data-binary", F.update(driver: "Ux", offset: 2), "http://localhost\(path)"])
        #expect(unix.status == 200)
        #expect(try serve.nextRecord()["result"] as? String == "applied")
        #expect(serve.stop().status == 0)
        #expect(!FileManager.default.fileExists(atPath: socket))
    }

    @Test func tokensAreListedAndWrittenToAFile() throws {
        let tokens = FileManager.default.temporaryDirectory.appendingPathComponent("islet-tokens-\(UUID().uuidString).json").path
        let serve = try ServeProcess(arguments: ["--tokens", tokens])
        let listing = try Curl.run(["--http2-prior-knowledge", "\(serve.url)/islet/tokens"])
        #expect(listing.status == 200)
        #expect(listing.body.contains(serve.updateToken))
        #expect(try Curl.run(F.h2c(serve, token: serve.pushToStartToken, body: F.start())).status == 200)
        _ = try serve.nextRecord()
        _ = try serve.nextRecord()
        let file = try String(contentsOfFile: tokens, encoding: .utf8)
        let written = try JSONSerialization.jsonObject(with: Data(file.utf8)) as? [String: Any]
        #expect((written?["activities"] as? [[String: Any]])?.count == 2)
    }

    @Test func aTokenRotatedOverHTTPIsWrittenToTheFileAndTheOldOneExpires() throws {
        let tokens = FileManager.default.temporaryDirectory.appendingPathComponent("islet-tokens-\(UUID().uuidString).json").path
        let serve = try ServeProcess(arguments: ["--tokens", tokens])
        let rotation = try Curl.run(["--http2-prior-knowledge", "-X", "POST", "\(serve.url)/islet/activities/1/rotate-token"])
        #expect(rotation.status == 200)
        let new = try #require((try JSONSerialization.jsonObject(with: Data(rotation.body.utf8)) as? [String: Any])?["updateToken"] as? String)
        #expect(try serve.nextRecord()["path"] as? String == "/islet/activities/1/rotate-token")
        #expect(try String(contentsOfFile: tokens, encoding: .utf8).contains(new), "the tokens file lists the new token")
        #expect(try Curl.run(F.h2c(serve, body: F.update(driver: "Bo"))).reason == "ExpiredToken")
        #expect(try Curl.run(F.h2c(serve, token: new, body: F.update(driver: "Bo"))).status == 200)
        #expect(serve.stop().status == 0)
    }

    @Test func channelsAreMadeAndBroadcastTo() throws {
        let serve = try ServeProcess()
        let bundle = "com.example.delivery"
        let made = try Curl.run(["--http2-prior-knowledge", "--data-binary", #"{"message-storage-policy": 0, "push-type": "LiveActivity"}"#, "\(serve.url)/1/apps/\(bundle)/channels"])
        #expect(made.status == 201)
        let channel = try #require(made.headers["apns-channel-id"])
        #expect(try Curl.run(F.h2c(serve, token: serve.pushToStartToken, body: F.start(channel: channel))).status == 200)
        let broadcast = try Curl.run(["--http2-prior-knowledge", "-H", "apns-push-type: liveactivity", "-H", "apns-channel-id: \(channel)", "--data-binary", F.update(driver: "Cy", offset: 1), "\(serve.url)/4/broadcasts/apps/\(bundle)"])
        #expect(broadcast.status == 200)
        for _ in 0..<2 { _ = try serve.nextRecord() }
        let record = try serve.nextRecord()
        #expect(record["result"] as? String == "applied")
        #expect(((record["outcome"] as? [String: Any])?["activities"] as? [Int]) == [2])
    }

    @Test func theLogReplaysInCheckWithRefusedPushesRecordedNotApplied() throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("islet-log-\(UUID().uuidString).ndjson").path
        let serve = try ServeProcess(arguments: ["--log", log])
        #expect(try Curl.run(F.h2c(serve, body: F.update(driver: "Bo"))).status == 200)
        #expect(try Curl.run(F.h2c(serve, body: F.update(driver: "No"), headers: ["apns-push-type: liveactivity"])).status == 400)
        #expect(serve.stop().status == 0)
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
        let check = try IsletProcess.run(["check", "layouts/delivery.json", log, "--json"])
        #expect(check.standardOutput.contains("\"verdict\": \"applied\""))
        #expect(check.standardOutput.contains("refusedByAPNs"))
    }

    @Test func islePushFindsTheTokenAndSaysWhatThePhoneDid() throws {
        let serve = try ServeProcess()
        let good = try IsletProcess.temporaryFile(F.update(driver: "Pu"))
        let result = try IsletProcess.run(["push", good, "--url", serve.url])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("the phone applied it"))
        #expect(result.standardOutput.split(separator: "\n").first?.hasPrefix("POST /3/device/") == true)
        #expect(!result.standardOutput.contains("\\n"), "the answer is printed as lines, not one line with escaped newlines")
        #expect(result.standardOutput.contains("curl --http2-prior-knowledge"))
        let wrong = try IsletProcess.temporaryFile(F.update(driver: "Pu", offset: 1).replacingOccurrences(of: "\"progress\": 0.5", with: "\"progress\": \"half\""))
        let ignored = try IsletProcess.run(["push", wrong, "--url", serve.url])
        #expect(ignored.status == 1)
        #expect(ignored.standardOutput.contains("the phone ignored it"))
        #expect(ignored.standardOutput.contains("progress"))
        let unreachable = try IsletProcess.run(["push", good, "--url", "http://127.0.0.1:1"])
        #expect(unreachable.status == 2)
        #expect(unreachable.standardError.contains("cannot connect"))
    }

    @Test func providerTokensAreRequiredWhenAKeyIsGiven() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("islet-key-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let key = directory.appendingPathComponent("AuthKey_ABC123DEFG.p8").path
        let generate = Process()
        generate.executableURL = URL(fileURLWithPath: "/bin/sh")
        generate.arguments = ["-c", "openssl ecparam -name prime256v1 -genkey -noout | openssl pkcs8 -topk8 -nocrypt -out '\(key)'"]
        try generate.run()
        generate.waitUntilExit()
        let auth = ["--auth-key", key, "--key-id", "ABC123DEFG", "--team-id", "DEF123GHIJ"]
        let serve = try ServeProcess(arguments: auth)
        let missing = try Curl.run(F.h2c(serve, body: F.update()))
        #expect(missing.status == 403)
        #expect(missing.reason == "MissingProviderToken")
        let forged = try Curl.run(F.h2c(serve, body: F.update(), extra: ["-H", "authorization: bearer eyJhbGciOiJFUzI1NiJ9.e30.AAAA"]))
        #expect(forged.reason == "InvalidProviderToken")
        let body = try IsletProcess.temporaryFile(F.update(driver: "Jw", offset: 1))
        let signed = try IsletProcess.run(["push", body, "--url", serve.url] + auth)
        #expect(signed.status == 0, "\(signed.standardOutput)\(signed.standardError)")
        #expect(signed.standardOutput.contains("the phone applied it"))
    }

    @Test func aBusyPortIsAClearError() throws {
        let serve = try ServeProcess()
        let second = try IsletProcess.run(["serve", "layouts/delivery.json", "--headless", "--port", String(serve.port)])
        #expect(second.status == 2)
        #expect(second.standardError.contains("\(serve.port)"))
    }

    private func bigBody(bytes: Int) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("islet-big-\(UUID().uuidString).json").path
        let text = #"{"aps": {"x": ""# + String(repeating: "a", count: bytes - 17) + #""}}"#
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}

/// Python's httpx with h2, a client nobody here wrote, on one HTTP/2 connection.
struct ServeHTTPXTests {
    static let python = IsletProcess.packageRoot.appendingPathComponent(".build/pyclients/bin/python").path

    @Test func httpxPushesOverOneHTTP2ConnectionAndGetsAPNsAnswers() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.python) else {
            Issue.record("no httpx at \(Self.python): `make pyclients` installs it")
            return
        }
        let serve = try ServeProcess()
        let body = try IsletProcess.temporaryFile(ServeFixtures.update(driver: "Py"))
        let script = IsletProcess.packageRoot.appendingPathComponent("Tests/Clients/httpx-push.py").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.python)
        process.arguments = [script, serve.url, serve.updateToken, serve.topic, body]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let results = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(results.map { $0["version"] as? String } == Array(repeating: "HTTP/2", count: 4))
        #expect(results.map { $0["status"] as? Int } == [200, 400, 200, 413])
        #expect(results.map { $0["reason"] as? String } == [nil, "BadTopic", nil, "PayloadTooLarge"])
        #expect(results.allSatisfy { ($0["apnsId"] as? String)?.count == 36 })
        let records = try (0..<4).map { _ in try serve.nextRecord() }
        #expect(Set(records.map { $0["connection"] as? Int }).count == 1)
    }
}
