import Foundation
import IsletAPNs
import IsletModel
import Testing

private typealias F = GatewayFixtures

/// What a long session leaves behind does not change a push's answer or cost, and every
/// subscriber of a broadcast judges it on its own (issue 18, items 5 and 6).
struct GatewayHistoryTests {
    private final class Phone {
        var engine = ActivityEngine(declarations: [F.declaration])
        var gateway = APNsGateway(settings: .init(bundleID: F.bundleID))

        func send(_ method: String, _ path: String, headers: [HeaderField] = [], body: String = "", at offset: Double) -> EndpointResponse {
            let request = EndpointRequest(method: method, path: path, headers: headers, body: Array(body.utf8))
            return gateway.respond(to: request, engine: &engine, at: F.date(offset)).response
        }

        func makeChannel() throws -> String {
            let created = send("POST", "/1/apps/\(F.bundleID)/channels", body: #"{"message-storage-policy": 0, "push-type": "LiveActivity"}"#, at: 0)
            return try #require(created.header("apns-channel-id"))
        }

        /// Starts an activity by push at `offset`, listening to `channel` or with an update token.
        func start(at offset: Double, channel: String? = nil) throws {
            var body = F.startBody(at: offset)
            if let channel { body = body.replacingOccurrences(of: #""input-push-token": 1"#, with: #""input-push-channel": "\#(channel)""#) }
            let startToken = try #require(engine.pushToStartTokens["DeliveryAttributes"])
            #expect(send("POST", "/3/device/\(startToken)", headers: F.standardHeaders, body: body, at: offset).status == 200)
        }

        func broadcast(_ channel: String, body: String, at offset: Double) -> EndpointResponse {
            let headers = [HeaderField("apns-push-type", "liveactivity"), HeaderField("apns-channel-id", channel)]
            return send("POST", "/4/broadcasts/apps/\(F.bundleID)", headers: headers, body: body, at: offset)
        }
    }

    @Test func aBroadcastReachesTheNewSubscriberThoughAnEndedOneListensToo() throws {
        let phone = Phone()
        let channel = try phone.makeChannel()
        try phone.start(at: 1, channel: channel)
        #expect(phone.broadcast(channel, body: F.updateBody(at: 2, event: "end"), at: 2).status == 200)
        try phone.start(at: 3, channel: channel)
        let update = phone.broadcast(channel, body: F.updateBody(at: 4, driver: "Bo"), at: 4)
        #expect(update.status == 200)
        #expect(update.header("islet-explanation") == nil)
        #expect(phone.engine.driver(of: 2) == "Bo")
        #expect(phone.engine.activity(1)?.isActive == false)
    }

    @Test func aBroadcastThatOnlyEndedSubscribersHearIs200NotGone() throws {
        let phone = Phone()
        let channel = try phone.makeChannel()
        try phone.start(at: 1, channel: channel)
        #expect(phone.broadcast(channel, body: F.updateBody(at: 2, event: "end"), at: 2).status == 200)
        let late = phone.broadcast(channel, body: F.updateBody(at: 3), at: 3)
        #expect(late.status == 200)
        #expect(late.header("islet-explanation")?.contains("ended") == true)
    }

    @Test func endedActivitiesPastTheMemoryLeaveAndTheirTokensAreGone() throws {
        let phone = Phone()
        var firstToken: String?
        for round in 0..<100 {
            let offset = Double(round * 10)
            try phone.start(at: offset)
            let token = try #require(phone.engine.activities.last?.pushToken)
            firstToken = firstToken ?? token
            #expect(phone.send("POST", "/3/device/\(token)", headers: F.standardHeaders, body: F.updateBody(at: offset + 1, event: "end"), at: offset + 1).status == 200)
        }
        #expect(phone.engine.activities.count == ActivityEngine.endedActivityMemory)
        let gone = phone.send("POST", "/3/device/\(try #require(firstToken))", headers: F.standardHeaders, body: F.updateBody(at: 2000), at: 2000)
        #expect(gone.status == 410)
        #expect(gone.reason == "Unregistered")
        let listing = F.json(String(decoding: phone.send("GET", "/islet/tokens", at: 2000).body, as: UTF8.self))
        #expect(listing.objectValue?["activities"]?.arrayValue?.count == ActivityEngine.endedActivityMemory)
    }

    @Test func anAppHasAtMostTenThousandChannels() throws {
        let phone = Phone()
        var last = ""
        for _ in 0..<ChannelRegistry.maximumChannels { last = try phone.makeChannel() }
        let refused = phone.send("POST", "/1/apps/\(F.bundleID)/channels", body: #"{"push-type": "LiveActivity"}"#, at: 1)
        #expect(refused.status == 429)
        #expect(refused.reason == "TooManyChannels")
        #expect(phone.send("DELETE", "/1/apps/\(F.bundleID)/channels", headers: [HeaderField("apns-channel-id", last)], at: 1).status == 204)
        #expect(phone.send("POST", "/1/apps/\(F.bundleID)/channels", body: #"{"push-type": "LiveActivity"}"#, at: 1).status == 201)
    }
}
