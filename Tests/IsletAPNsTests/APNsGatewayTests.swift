import Foundation
import IsletAPNs
import IsletModel
import Testing

private typealias F = GatewayFixtures

/// The gateway answers as APNs would, reason by reason, and hands accepted pushes to the phone.
struct APNsGatewayTests {
    private func answer(_ request: EndpointRequest, faithful: Bool = false, engine: inout ActivityEngine, at offset: Double = 10) -> EndpointExchange {
        var gateway = APNsGateway(settings: .init(bundleID: F.bundleID, faithful: faithful))
        return gateway.respond(to: request, engine: &engine, at: F.date(offset))
    }

    @Test func anUpdateToTheActivitysTokenIsAppliedAndAnswered200WithAnApnsID() throws {
        var (engine, token) = try F.engineWithActivity()
        let exchange = answer(F.push(to: token, body: F.updateBody(at: 5, driver: "Bo")), engine: &engine)
        #expect(exchange.response.status == 200)
        #expect(exchange.response.body.isEmpty)
        #expect(exchange.response.header("apns-id")?.count == 36)
        #expect(exchange.outcome?.isApplied == true)
        #expect(engine.driver(of: 1) == "Bo")
    }

    @Test func aSentApnsIDIsEchoed() throws {
        var (engine, token) = try F.engineWithActivity()
        let id = "4D5E2A0C-7F3B-4C1E-9A2B-0123456789AB"
        let request = F.push(to: token, body: F.updateBody(at: 5), headers: F.standardHeaders + [HeaderField("apns-id", id)])
        #expect(answer(request, engine: &engine).response.header("apns-id") == id)
    }

    @Test(arguments: [
        ("apns-push-type", nil, "InvalidPushType"), ("apns-push-type", "alert", "InvalidPushType"),
        ("apns-topic", nil, "MissingTopic"), ("apns-topic", "com.example.delivery", "BadTopic"),
        ("apns-topic", "com.other.app.push-type.liveactivity", "DeviceTokenNotForTopic"),
    ] as [(String, String?, String)])
    func headerMistakesGetAPNsReasons(name: String, value: String?, reason: String) throws {
        var (engine, token) = try F.engineWithActivity()
        let exchange = answer(F.push(to: token, body: F.updateBody(at: 5), headers: F.replacing(name, with: value)), engine: &engine)
        #expect(exchange.response.status == 400)
        #expect(exchange.response.reason == reason)
        #expect(exchange.outcome == nil)
        #expect(engine.activity(1)?.updateCount == 0)
    }

    @Test(arguments: [
        ("apns-priority", "7", "BadPriority"), ("apns-expiration", "tomorrow", "BadExpirationDate"),
        ("apns-id", "not-a-uuid", "BadMessageId"), ("apns-collapse-id", String(repeating: "c", count: 65), "BadCollapseId"),
    ])
    func optionalHeadersAreChecked(name: String, value: String, reason: String) throws {
        var (engine, token) = try F.engineWithActivity()
        let request = F.push(to: token, body: F.updateBody(at: 5), headers: F.standardHeaders + [HeaderField(name, value)])
        let exchange = answer(request, engine: &engine)
        #expect(exchange.response.status == 400)
        #expect(exchange.response.reason == reason)
        #expect(exchange.response.header("islet-explanation")?.contains(name) == true)
    }

    @Test func aRepeatedHeaderIsDuplicateHeaders() throws {
        var (engine, token) = try F.engineWithActivity()
        let request = F.push(to: token, body: F.updateBody(at: 5), headers: F.standardHeaders + [HeaderField("apns-priority", "10"), HeaderField("apns-priority", "5")])
        #expect(answer(request, engine: &engine).response.reason == "DuplicateHeaders")
    }

    @Test func pathsMethodsTokensAndBodiesAreChecked() throws {
        var (engine, token) = try F.engineWithActivity()
        var wrongPath = F.push(to: token, body: F.updateBody(at: 5))
        wrongPath.path = "/3/devices/\(token)"
        #expect(answer(wrongPath, engine: &engine).response.status == 404)
        #expect(answer(wrongPath, engine: &engine).response.reason == "BadPath")
        #expect(answer(F.push(to: token, body: "", method: "GET"), engine: &engine).response.reason == "MethodNotAllowed")
        #expect(answer(F.push(to: token, body: "", method: "GET"), engine: &engine).response.status == 405)
        #expect(answer(F.push(to: "", body: F.updateBody(at: 5)), engine: &engine).response.reason == "MissingDeviceToken")
        #expect(answer(F.push(to: "zz12", body: F.updateBody(at: 5)), engine: &engine).response.reason == "BadDeviceToken")
        #expect(answer(F.push(to: String(repeating: "ab", count: 32), body: F.updateBody(at: 5)), engine: &engine).response.reason == "BadDeviceToken")
        #expect(answer(F.push(to: token, body: ""), engine: &engine).response.reason == "PayloadEmpty")
        #expect(answer(F.push(to: token, body: "{\"aps\": "), engine: &engine).response.reason == "BadPayload")
    }

    @Test func aBodyOverTheLimitIs413EvenWhenOnlyItsSizeIsKnown() throws {
        var (engine, token) = try F.engineWithActivity()
        var request = F.push(to: token, body: String(repeating: " ", count: 100))
        request.bodyByteCount = 10_000_000
        let exchange = answer(request, engine: &engine)
        #expect(exchange.response.status == 413)
        #expect(exchange.response.reason == "PayloadTooLarge")
        #expect(exchange.explanation.first?.contains("10000000 bytes") == true)
    }

    @Test func anEndedActivitysTokenIs410UnregisteredWithWhenItEndedUnlessFaithful() throws {
        var (engine, token) = try F.engineWithActivity()
        #expect(answer(F.push(to: token, body: F.updateBody(at: 5, event: "end")), engine: &engine, at: 5).response.status == 200)
        var faithfulEngine = engine
        let told = answer(F.push(to: token, body: F.updateBody(at: 20)), engine: &engine, at: 20)
        #expect(told.response.status == 410)
        #expect(told.response.reason == "Unregistered")
        let timestamp = F.json(String(decoding: told.response.body, as: UTF8.self)).objectValue?["timestamp"]?.numberValue?.exactInt
        #expect(timestamp == Int((F.t0 + 5) * 1000))
        let silent = answer(F.push(to: token, body: F.updateBody(at: 20)), faithful: true, engine: &faithfulEngine, at: 20)
        #expect(silent.response.status == 200)
        #expect(silent.outcome?.reasons.map(\.code) == [.activityEnded])
        #expect(silent.response.header("islet-explanation")?.contains("ended") == true)
    }

    /// Issue 33, item 9: the shortened token's `…` reached the header as `?`.
    @Test func theExplanationHeaderSpellsTheShortenedTokensEllipsisInASCII() throws {
        var (engine, _) = try F.engineWithActivity()
        let startToken = try #require(engine.pushToStartTokens["DeliveryAttributes"])
        let exchange = answer(F.push(to: startToken, body: F.updateBody(at: 5)), engine: &engine)
        let header = try #require(exchange.response.header("islet-explanation"))
        #expect(header.hasPrefix(String(startToken.prefix(8)) + "... is the push-to-start token"), "\(header)")
        #expect(!header.contains("?"))
        #expect(header.utf8.allSatisfy { (0x20...0x7E).contains($0) })
    }

    @Test func aRotatedTokenIs410ExpiredToken() throws {
        var (engine, token) = try F.engineWithActivity()
        engine.rotatePushToken(of: 1, at: F.date(5))
        let exchange = answer(F.push(to: token, body: F.updateBody(at: 10)), engine: &engine)
        #expect(exchange.response.status == 410)
        #expect(exchange.response.reason == "ExpiredToken")
    }

    /// A backend's CI can make the phone rotate a token when it wants to, then see what its
    /// push to the old token is told.
    @Test func aRotationAskedOverHTTPGivesANewTokenAndRetiresTheOld() throws {
        var (engine, token) = try F.engineWithActivity()
        let rotation = answer(EndpointRequest(method: "POST", path: "/islet/activities/1/rotate-token"), engine: &engine, at: 5)
        #expect(rotation.response.status == 200)
        let answered = F.json(String(decoding: rotation.response.body, as: UTF8.self)).objectValue
        let new = try #require(answered?["updateToken"]?.stringValue)
        #expect(answered?["previousToken"]?.stringValue == token)
        #expect(new != token && engine.activity(1)?.pushToken == new)
        #expect(answer(F.push(to: token, body: F.updateBody(at: 10)), engine: &engine).response.reason == "ExpiredToken")
        #expect(answer(F.push(to: new, body: F.updateBody(at: 11, driver: "Bo")), engine: &engine).outcome?.isApplied == true)
    }

    @Test(arguments: [
        ("POST", "/islet/activities/2/rotate-token", 404, "BadPath"), ("POST", "/islet/activities/one/rotate-token", 404, "BadPath"),
        ("GET", "/islet/activities/1/rotate-token", 405, "MethodNotAllowed"), ("POST", "/islet/activities/1/rotate", 404, "BadPath"),
    ])
    func aRotationOfNoActivityIsRefused(method: String, path: String, status: Int, reason: String) throws {
        var (engine, token) = try F.engineWithActivity()
        let exchange = answer(EndpointRequest(method: method, path: path), engine: &engine)
        #expect(exchange.response.status == status)
        #expect(exchange.response.reason == reason)
        #expect(engine.activity(1)?.pushToken == token)
    }

    @Test func aPushThePhoneIgnoresIsStill200AndSaysWhyBesideIt() throws {
        var (engine, token) = try F.engineWithActivity()
        let body = #"{"aps": {"timestamp": \#(Int(F.t0) + 5), "event": "update", "content-state": {"driverName": "Ana", "progress": "half"}}}"#
        let exchange = answer(F.push(to: token, body: body), engine: &engine)
        #expect(exchange.response.status == 200)
        #expect(exchange.outcome?.reasons.map(\.code) == [.contentStateDoesNotDecode])
        #expect(exchange.response.header("islet-explanation")?.contains("progress") == true)
    }

    @Test func theTokenListingShowsWhatTheAppWouldReport() throws {
        var (engine, token) = try F.engineWithActivity()
        let exchange = answer(EndpointRequest(method: "GET", path: "/islet/tokens"), engine: &engine)
        let listing = F.json(String(decoding: exchange.response.body, as: UTF8.self))
        #expect(listing.objectValue?["pushToStart"]?.objectValue?["DeliveryAttributes"]?.stringValue == engine.pushToStartTokens["DeliveryAttributes"])
        #expect(listing.objectValue?["activities"]?.arrayValue?.first?.objectValue?["updateToken"]?.stringValue == token)
    }

    @Test func channelsAreMadeListedReadDeletedAndBroadcastTo() throws {
        var engine = ActivityEngine(declarations: [F.declaration])
        var gateway = APNsGateway(settings: .init(bundleID: F.bundleID))
        func send(_ method: String, _ path: String, headers: [HeaderField] = [], body: String = "") -> EndpointResponse {
            gateway.respond(to: EndpointRequest(method: method, path: path, headers: headers, body: Array(body.utf8)), engine: &engine, at: F.date(1)).response
        }
        let created = send("POST", "/1/apps/\(F.bundleID)/channels", body: #"{"message-storage-policy": 1, "push-type": "LiveActivity"}"#)
        #expect(created.status == 201)
        let channel = try #require(created.header("apns-channel-id"))
        #expect(String(decoding: send("GET", "/1/apps/\(F.bundleID)/all-channels").body, as: UTF8.self) == #"{"channels":["\#(channel)"]}"#)
        #expect(String(decoding: send("GET", "/1/apps/\(F.bundleID)/channels", headers: [HeaderField("apns-channel-id", channel)]).body, as: UTF8.self)
            == #"{"message-storage-policy":1,"push-type":"LiveActivity"}"#)
        let startToken = try #require(engine.pushToStartTokens["DeliveryAttributes"])
        let start = F.startBody(at: 0).replacingOccurrences(of: #""input-push-token": 1"#, with: #""input-push-channel": "\#(channel)""#)
        #expect(send("POST", "/3/device/\(startToken)", headers: F.standardHeaders, body: start).status == 200)
        let broadcastHeaders = [HeaderField("apns-push-type", "liveactivity"), HeaderField("apns-channel-id", channel)]
        #expect(send("POST", "/4/broadcasts/apps/\(F.bundleID)", headers: broadcastHeaders, body: F.updateBody(at: 5, driver: "Cy")).status == 200)
        #expect(engine.driver(of: 1) == "Cy")
        let unknown = [HeaderField("apns-push-type", "liveactivity"), HeaderField("apns-channel-id", "bm9wZQ==")]
        #expect(send("POST", "/4/broadcasts/apps/\(F.bundleID)", headers: unknown, body: F.updateBody(at: 6)).reason == "BadChannelId")
        #expect(send("DELETE", "/1/apps/\(F.bundleID)/channels", headers: [HeaderField("apns-channel-id", channel)]).status == 204)
        #expect(send("GET", "/1/apps/\(F.bundleID)/channels", headers: [HeaderField("apns-channel-id", channel)]).reason == "BadChannelId")
    }
}

/// Provider tokens as APNs judges them, through the gateway: the signature, the age, and how
/// often one connection may change its token.
struct APNsGatewayProviderTokenTests {
    private let keyID = "ABC123DEFG"
    private let teamID = "DEF123GHIJ"

    private func gatewayAndSigner() throws -> (APNsGateway, ProviderTokenSigner) {
        let key = try OpenSSLCommand.temporaryDirectory() + "/AuthKey.p8"
        try OpenSSLCommand.makeP8(at: key)
        let verifier = try ProviderTokenVerifier(keyFile: key, keyID: keyID, teamID: teamID)
        let signer = try ProviderTokenSigner(keyFile: key, keyID: keyID, teamID: teamID)
        return (APNsGateway(settings: .init(bundleID: F.bundleID, providerTokens: verifier)), signer)
    }

    private func push(_ token: String?, connection: Int, engine: ActivityEngine) -> EndpointRequest {
        let auth = token.map { [HeaderField("authorization", "bearer \($0)")] } ?? []
        return F.push(to: engine.activity(1)?.pushToken ?? "", body: F.updateBody(at: 5), headers: F.standardHeaders + auth, connection: connection)
    }

    @Test func aFreshTokenIsAcceptedAndAMissingBadOrOldOneIs403() throws {
        var (gateway, signer) = try gatewayAndSigner()
        var (engine, _) = try F.engineWithActivity()
        let now = F.date(10)
        #expect(gateway.respond(to: push(try signer.token(issuedAt: now), connection: 1, engine: engine), engine: &engine, at: now).response.status == 200)
        let missing = gateway.respond(to: push(nil, connection: 2, engine: engine), engine: &engine, at: now).response
        #expect(missing.status == 403)
        #expect(missing.reason == "MissingProviderToken")
        #expect(gateway.respond(to: push("not.a.jwt", connection: 3, engine: engine), engine: &engine, at: now).response.reason == "InvalidProviderToken")
        let old = try signer.token(issuedAt: now.addingTimeInterval(-3601))
        #expect(gateway.respond(to: push(old, connection: 4, engine: engine), engine: &engine, at: now).response.reason == "ExpiredProviderToken")
        #expect(engine.activity(1)?.updateCount == 1)
    }

    @Test func aConnectionMayChangeItsTokenOnceInTwentyMinutes() throws {
        var (gateway, signer) = try gatewayAndSigner()
        var (engine, _) = try F.engineWithActivity()
        let start = F.date(100)
        let first = try signer.token(issuedAt: start)
        let second = try signer.token(issuedAt: start.addingTimeInterval(60))
        #expect(gateway.respond(to: push(first, connection: 1, engine: engine), engine: &engine, at: start).response.status == 200)
        let tooSoon = gateway.respond(to: push(second, connection: 1, engine: engine), engine: &engine, at: start.addingTimeInterval(60)).response
        #expect(tooSoon.status == 429)
        #expect(tooSoon.reason == "TooManyProviderTokenUpdates")
        #expect(gateway.respond(to: push(second, connection: 2, engine: engine), engine: &engine, at: start.addingTimeInterval(60)).response.status == 200)
        let later = try signer.token(issuedAt: start.addingTimeInterval(1300))
        #expect(gateway.respond(to: push(later, connection: 1, engine: engine), engine: &engine, at: start.addingTimeInterval(1300)).response.status == 200)
        gateway.connectionClosed(2)
    }
}
