import FoundationEssentials
import IsletApp
import IsletAPNs
import IsletFeed
import IsletModel

/// Raw bytes from a client on a connection to `islet serve`, after TLS: the session parses them
/// (nghttp2 for HTTP/2, islet's own parser for HTTP/1.1), the gateway judges each request and a
/// phone holding the delivery activity applies the pushes, and every exchange is written as
/// `serve --headless` records it.
enum TransportFuzzing {
    static let layout = FuzzScene.layouts.first { $0.activity == "DeliveryAttributes" } ?? FuzzScene.layouts[0]

    static func run(_ input: [UInt8], http2: Bool) -> Bool {
        let moment = layout.previewMoment ?? FuzzScene.fallbackMoment
        let engine = ReplayPolicy.keepingHeldActivity.phone(holding: HeldActivity(layout: layout), before: nil, at: moment)
        var answeredOK = false
        let endpoint = EngineEndpoint(engine: engine, gateway: APNsGateway(settings: .init(bundleID: layout.bundleId)), clock: FixedClock(now: moment)) { exchange, _ in
            var record = JSONStreamWriter()
            exchange.writeRecord(to: &record)
            answeredOK = answeredOK || (200..<300).contains(exchange.response.status)
        }
        guard let connection = PlaintextConnection(http2: http2, handler: endpoint) else { return false }
        if http2 { _ = connection.send(PlaintextConnection.http2Preface) }
        for read in FuzzInput(input).reads where !connection.isFinished {
            _ = connection.send(Array(read))
        }
        endpoint.connectionClosed(1)
        return answeredOK
    }

    /// Each request alone, chunked, and all of them pipelined, whole and in small reads.
    static var http1Seeds: [[UInt8]] {
        let requests = requests()
        let pipelined = requests.flatMap { $0.http1() }
        return requests.map { FuzzInput.seed($0.http1()) } + requests.map { FuzzInput.seed($0.http1(chunked: true)) }
            + [FuzzInput.seed(pipelined), FuzzInput.seed(pipelined, readSize: 7)]
    }

    /// Each request alone on stream 1, and all of them on streams 1, 3, 5 … among other frames.
    static var http2Seeds: [[UInt8]] {
        let requests = requests()
        let all = SeedRequest.http2Settings + requests.enumerated().flatMap { $1.http2(stream: UInt32(2 * $0 + 1)) } + SeedRequest.http2Chatter
        return requests.map { FuzzInput.seed(SeedRequest.http2Settings + $0.http2(stream: 1)) } + [FuzzInput.seed(all), FuzzInput.seed(all, readSize: 9)]
    }

    /// The pushes a backend sends: every line of the delivery samples to the held activity's
    /// token, and a push-to-start, a channel and the token list.
    private static func requests() -> [SeedRequest] {
        let engine = ReplayPolicy.keepingHeldActivity.phone(holding: HeldActivity(layout: layout), before: nil, at: layout.previewMoment ?? FuzzScene.fallbackMoment)
        let token = engine.activities.first?.pushToken ?? "0"
        let startToken = engine.pushToStartTokens[layout.activity] ?? "0"
        let headers = [("apns-push-type", "liveactivity"), ("apns-topic", layout.bundleId + ".push-type.liveactivity"), ("apns-priority", "10")]
        let bodies = PayloadFuzzing.lines(ofSample: "delivery").map { Array($0.utf8) }
        var requests = bodies.prefix(6).map { SeedRequest(method: "POST", path: "/3/device/\(token)", headers: headers, body: $0) }
        if let start = bodies.first {
            requests.append(SeedRequest(method: "POST", path: "/3/device/\(startToken)", headers: headers, body: start))
        }
        requests.append(SeedRequest(method: "POST", path: "/1/apps/\(layout.bundleId)/channels", headers: [("push-type", "LiveActivity")], body: Array(#"{"message-storage-policy": 1, "push-type": "LiveActivity"}"#.utf8)))
        requests.append(SeedRequest(method: "GET", path: "/islet/tokens", headers: [], body: []))
        requests.append(SeedRequest(method: "POST", path: "/islet/activities/1/rotate-token", headers: [], body: []))
        return requests
    }
}

/// The engine's clock in a fuzz run: one fixed moment, so runs repeat.
struct FixedClock: WallClock {
    let now: Date
}
