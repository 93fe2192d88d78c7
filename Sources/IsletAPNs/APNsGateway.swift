import FoundationEssentials
import IsletInput
import IsletModel

/// APNs' side of a push, as a value: it judges each request the way APNs does (path, method,
/// headers, provider token, size, token), hands the pushes it accepts to the phone's engine, and
/// turns the phone's outcome into APNs' answer. The engine is the caller's, so the previewer and
/// `--headless` share these rules and only differ in where the engine lives.
public struct APNsGateway: Sendable {
    public struct Settings: Sendable {
        /// The app's bundle id.
        public let bundleID: String
        /// What `apns-topic` must be: the bundle id followed by `.push-type.liveactivity`.
        public let topic: String
        /// true: answer as APNs really does, 200 to an ended activity's token (the phone ignores it);
        /// false: 410 Unregistered, which is what a backend should have been told.
        public var faithful: Bool
        /// Checks `authorization` as APNs does with token-based authentication; nil accepts any request.
        public var providerTokens: ProviderTokenVerifier?

        public init(bundleID: String, faithful: Bool = false, providerTokens: ProviderTokenVerifier? = nil) {
            self.bundleID = bundleID
            topic = bundleID + PushHeaders.topicSuffix
            self.faithful = faithful
            self.providerTokens = providerTokens
        }
    }

    /// What to do with a request.
    public enum Admission: Sendable {
        /// Answered without the phone: refused, or a channel or token request.
        case answered(EndpointExchange)
        /// A push for the phone: apply it to the engine, then `finish` with the outcome.
        case deliver(PushDelivery, Ticket)
        /// `POST /islet/activities/<id>/rotate-token` for an active activity with an update token:
        /// give it a new one, then answer with `rotated`.
        case rotateToken(activityID: Int, Ticket)
    }

    /// A push on its way to the phone, to be answered once the phone has judged it.
    public struct Ticket: Sendable {
        let request: EndpointRequest
        let apnsID: String
        let receivedAt: Date
        /// The body as parsed for the phone, so the `--log` line does not parse it again.
        let body: JSONValue
        var isBroadcast = false
    }

    public let settings: Settings
    public private(set) var channels = ChannelRegistry()
    private var messageIDs: PushTokenIssuer
    private var providerTokens: ProviderTokenPolicy?
    /// The last body parsed, bytes and JSON: a retried push's identical bytes are not parsed again.
    private var lastBody: (bytes: [UInt8], json: JSONValue)?

    /// `seed` picks the `apns-id`s made for pushes that send none: fixed by default so tests can
    /// name them, and `unrepeatedSeed` for a real endpoint, where APNs' ids are unique across runs
    /// and a backend that stores them must never see one run's ids again in the next.
    public init(settings: Settings, seed: UInt64 = 11) {
        self.settings = settings
        messageIDs = PushTokenIssuer(seed: seed)
        providerTokens = settings.providerTokens.map(ProviderTokenPolicy.init(verifier:))
    }

    /// A seed no earlier run used, from the system's random source.
    public static var unrepeatedSeed: UInt64 { .random(in: .min ... .max) }

    /// Judges `request` as APNs would, reading the engine for the tokens the phone has issued.
    public mutating func admit(_ request: EndpointRequest, engine: ActivityEngine, at now: Date) -> Admission {
        let apnsID = request.value("apns-id").flatMap { PushHeaders.isCanonicalUUID($0) ? $0 : nil } ?? messageIDs.nextUUID()
        do throws(APNsRefusal) {
            guard let route = APNsRoute(path: request.path) else {
                throw APNsRefusal(.badPath, "\(request.path) is not an APNs path; pushes go to /3/device/<token> or /4/broadcasts/apps/\(settings.bundleID)")
            }
            guard route.allowedMethods.contains(request.method) else {
                throw APNsRefusal(.methodNotAllowed, "\(request.method) \(request.path): this path takes \(route.allowedMethods.joined(separator: ", "))")
            }
            if !route.isIsletsOwn { try providerTokens?.authorize(request, at: now) }
            switch route {
            case .device(let token):
                let headers = try PushHeaders(request, route: route, bundleID: settings.bundleID, topic: settings.topic)
                try checkBody(request, limit: PayloadCheck.bodyLimit)
                let normalized = try checkToken(token, engine: engine)
                return try delivery(request, target: .device(normalized), headers: headers, apnsID: apnsID, at: now)
            case .broadcast:
                let headers = try PushHeaders(request, route: route, bundleID: settings.bundleID, topic: settings.topic)
                try checkBody(request, limit: PayloadCheck.broadcastBodyLimit)
                guard let channel = headers.channelID, channels.channel(channel) != nil else {
                    throw APNsRefusal(.badChannelId, "no channel \(headers.channelID ?? "") was made; make one with POST /1/apps/\(settings.bundleID)/channels")
                }
                return try delivery(request, target: .channel(channel), headers: headers, apnsID: apnsID, at: now)
            case .channels(let bundleID), .allChannels(let bundleID):
                guard bundleID == settings.bundleID else {
                    throw APNsRefusal.otherApp(bundleID, serving: settings.bundleID)
                }
                return .answered(try manageChannels(request, route: route, apnsID: apnsID, at: now))
            case .tokens:
                let body = JSONWriter.compactBytes(TokenDirectory.json(engine, bundleID: settings.bundleID))
                let response = EndpointResponse(status: 200, headers: [HeaderField("content-type", "application/json")], body: body)
                return .answered(EndpointExchange(request: request, response: response, receivedAt: now))
            case .rotateToken(let activity):
                guard let id = Int(activity), let found = engine.activity(id), found.isActive, found.pushToken != nil else {
                    throw APNsRefusal(.badPath, "no active activity \(activity) with an update token; GET /islet/tokens lists them")
                }
                return .rotateToken(activityID: id, Ticket(request: request, apnsID: apnsID, receivedAt: now, body: .null))
            }
        } catch {
            return .answered(refused(request, error, apnsID: apnsID, at: now))
        }
    }

    /// Judges a request, lets the phone apply it when APNs would deliver it, and answers.
    public mutating func respond(to request: EndpointRequest, engine: inout ActivityEngine, at now: Date) -> EndpointExchange {
        switch admit(request, engine: engine, at: now) {
        case .answered(let exchange):
            return exchange
        case .deliver(let delivery, let ticket):
            let outcome = engine.apply(delivery, at: now)
            return finish(ticket, outcome: outcome, engine: engine)
        case .rotateToken(let id, let ticket):
            let previous = engine.activity(id)?.pushToken
            let token = engine.rotatePushToken(of: id, at: now)
            return rotated(ticket, activityID: id, token: token, previous: previous)
        }
    }

    /// The answer to a token rotation: the activity's new update token and the one it replaced,
    /// which now gets 410 ExpiredToken.
    private func rotated(_ ticket: Ticket, activityID: Int, token: String?, previous: String?) -> EndpointExchange {
        var object = JSONObject()
        object.append("id", .number(JSONNumber(activityID)))
        object.append("updateToken", token.map(JSONValue.string) ?? .null)
        object.append("previousToken", previous.map(JSONValue.string) ?? .null)
        let headers = [HeaderField("apns-id", ticket.apnsID), HeaderField("content-type", "application/json")]
        let response = EndpointResponse(status: 200, headers: headers, body: JSONWriter.compactBytes(.object(object)))
        return EndpointExchange(request: ticket.request, response: response, receivedAt: ticket.receivedAt)
    }

    /// APNs' answer to a push the phone has judged: 200 whatever the phone did, except that an
    /// ended activity's token gets 410 Unregistered (with when it ended) unless `faithful` is set.
    public func finish(_ ticket: Ticket, outcome: Outcome, engine: ActivityEngine) -> EndpointExchange {
        // A broadcast has no token to unregister: APNs answers it 200 whatever its subscribers do.
        if !settings.faithful, !ticket.isBroadcast, let ended = outcome.reasons.first(where: { $0.code == .activityEnded }) {
            let endedAt = outcome.activityIDs.compactMap { engine.activity($0)?.endedAt }.first ?? outcome.receivedAt
            let refusal = APNsRefusal(.unregistered, ended.description, timestamp: endedAt)
            return refused(ticket.request, refusal, apnsID: ticket.apnsID, at: ticket.receivedAt, outcome: outcome, body: ticket.body)
        }
        var headers = [HeaderField("apns-id", ticket.apnsID)]
        if let first = outcome.reasons.first { headers.append(HeaderField("islet-explanation", Self.headerSafe(first.description))) }
        return EndpointExchange(
            request: ticket.request, response: EndpointResponse(status: 200, headers: headers), receivedAt: ticket.receivedAt,
            outcome: outcome, parsedBody: ticket.body
        )
    }

    /// Forgets what was known about a connection (its provider token).
    public mutating func connectionClosed(_ connectionID: Int) {
        providerTokens?.forget(connectionID)
    }

    private mutating func delivery(
        _ request: EndpointRequest, target: PushDelivery.Target, headers: PushHeaders, apnsID: String, at now: Date
    ) throws(APNsRefusal) -> Admission {
        let body: JSONValue
        if let lastBody, lastBody.bytes == request.body {
            body = lastBody.json
        } else {
            do {
                body = try JSONParser.parse(bytes: request.body, recordLocations: false).value
            } catch {
                throw APNsRefusal(.badPayload, "the body is not JSON: \(error.description)")
            }
            lastBody = (request.body, body)
        }
        let delivery = PushDelivery(body: body, byteCount: request.bodyByteCount, target: target, priority: headers.priority)
        let isBroadcast = if case .channel = target { true } else { false }
        return .deliver(delivery, Ticket(request: request, apnsID: apnsID, receivedAt: now, body: body, isBroadcast: isBroadcast))
    }

    private func checkBody(_ request: EndpointRequest, limit: Int) throws(APNsRefusal) {
        guard request.bodyByteCount > 0 else {
            throw APNsRefusal(.payloadEmpty, "the body is empty; send the APNs payload {\"aps\": {...}}")
        }
        guard request.bodyByteCount <= limit else {
            throw APNsRefusal(.payloadTooLarge, "the body is \(request.bodyByteCount) bytes; APNs takes at most \(limit) for this push")
        }
    }

    /// The token as the engine knows it, or APNs' refusal: 400 for a token never issued, 410 for
    /// one that stopped working (unless `faithful`, where the phone's silence is shown instead).
    private func checkToken(_ token: String, engine: ActivityEngine) throws(APNsRefusal) -> String {
        guard !token.isEmpty else {
            throw APNsRefusal(.missingDeviceToken, "the path has no token: /3/device/<token>; GET /islet/tokens lists them")
        }
        guard token.utf8.count % 2 == 0, let normalized = token.lowercaseHex else {
            throw APNsRefusal(.badDeviceToken, "\"\(token)\" is not a device token; tokens are hexadecimal (GET /islet/tokens lists them)")
        }
        if engine.pushToStartTokens.values.contains(normalized) || engine.activities.contains(where: { $0.pushToken == normalized }) {
            return normalized
        }
        if let retired = engine.retiredTokens[normalized] {
            if settings.faithful { return normalized }
            switch retired.reason {
            case .rotated:
                throw APNsRefusal(.expiredToken, "activity \(retired.activityID) was given a new token; this one expired when iOS rotated it", timestamp: retired.date)
            case .activityRemoved:
                throw APNsRefusal(.unregistered, "activity \(retired.activityID) is gone from the phone; stop sending to its token", timestamp: retired.date)
            }
        }
        throw APNsRefusal(.badDeviceToken, "no activity or push-to-start token on this phone is \(normalized.prefix(8))…; GET /islet/tokens lists them")
    }

    private mutating func manageChannels(_ request: EndpointRequest, route: APNsRoute, apnsID: String, at now: Date) throws(APNsRefusal) -> EndpointExchange {
        let idHeader = [HeaderField("apns-request-id", apnsID)]
        func answer(_ status: Int, headers: [HeaderField] = [], body: JSONValue? = nil) -> EndpointExchange {
            let bytes = body.map(JSONWriter.compactBytes) ?? []
            let contentType = body == nil ? [] : [HeaderField("content-type", "application/json")]
            return EndpointExchange(request: request, response: EndpointResponse(status: status, headers: idHeader + headers + contentType, body: bytes), receivedAt: now)
        }
        if route == .allChannels(bundleID: settings.bundleID) {
            return answer(200, body: .object(JSONObject([.init(key: "channels", value: .array(channels.channels.map { .string($0.id) }))])))
        }
        if request.method == "POST" {
            let body = (try? JSONParser.parse(bytes: request.body, recordLocations: false).value) ?? .string(String(decoding: request.body, as: UTF8.self))
            let channel = try channels.create(body: body, at: now)
            return answer(201, headers: [HeaderField("apns-channel-id", channel.id)])
        }
        guard let id = request.value("apns-channel-id"), let channel = channels.channel(id) else {
            throw APNsRefusal(.badChannelId, "apns-channel-id names no channel of \(settings.bundleID); GET /1/apps/\(settings.bundleID)/all-channels lists them")
        }
        if request.method == "DELETE" {
            channels.delete(channel.id)
            return answer(204)
        }
        return answer(200, body: .object(JSONObject([
            .init(key: "message-storage-policy", value: .number(JSONNumber(channel.messageStoragePolicy))),
            .init(key: "push-type", value: .string("LiveActivity")),
        ])))
    }

    /// APNs' error answer: `{"reason": ...}`, with `timestamp` in milliseconds on 410.
    private func refused(
        _ request: EndpointRequest, _ refusal: APNsRefusal, apnsID: String, at now: Date, outcome: Outcome? = nil, body: JSONValue? = nil
    ) -> EndpointExchange {
        var object = JSONObject([.init(key: "reason", value: .string(refusal.reason.rawValue))])
        if let timestamp = refusal.timestamp {
            object.append("timestamp", .number(JSONNumber(Int((timestamp.timeIntervalSince1970 * 1000).rounded()))))
        }
        let headers = [
            HeaderField("apns-id", apnsID), HeaderField("content-type", "application/json"),
            HeaderField("islet-explanation", Self.headerSafe(refusal.explanation)),
        ]
        let response = EndpointResponse(status: refusal.reason.status, headers: headers, body: JSONWriter.compactBytes(.object(object)))
        return EndpointExchange(
            request: request, response: response, receivedAt: now, refusal: refusal, outcome: outcome, parsedBody: body
        )
    }

    /// A header value is printable ASCII: islet's own typography (the `…` of a shortened token,
    /// quotes, dashes) is spelt in ASCII, and anything else (payload text can reach an
    /// explanation) becomes `?`. Text that is printable ASCII already (nearly every explanation)
    /// is returned as it is.
    static func headerSafe(_ text: String) -> String {
        let printable = text.withUTF8Bytes { bytes in
            for byte in bytes where byte < 0x20 || byte > 0x7E { return false }
            return true
        }
        if printable { return text }
        return text.unicodeScalars.map { scalar in
            if (0x20...0x7E).contains(scalar.value) { return String(scalar) }
            return asciiSpelling[scalar] ?? "?"
        }.joined()
    }

    /// The non-ASCII marks islet's messages use, as ASCII writes them.
    private static let asciiSpelling: [Unicode.Scalar: String] = [
        "\u{2026}": "...", "\u{2018}": "'", "\u{2019}": "'", "\u{201C}": "\"", "\u{201D}": "\"", "\u{2013}": "-", "\u{2014}": "-",
        "\u{00D7}": "x", "\u{2192}": "->",
    ]
}
