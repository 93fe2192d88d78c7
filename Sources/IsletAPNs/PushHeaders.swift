import IsletInput

/// The `apns-*` headers of a push, checked the way APNs checks them before it accepts one.
struct PushHeaders: Equatable {
    /// The push type a Live Activity update must carry.
    static let liveActivityPushType = "liveactivity"
    /// What `apns-topic` must end with for a Live Activity.
    static let topicSuffix = ".push-type.liveactivity"
    static let collapseIdLimit = 64

    /// What the phone is told of the push; the other headers are only checked (the gateway echoes
    /// `apns-id` itself, and expiry and collapsing have no meaning for one phone on screen).
    var priority = 10
    var channelID: String?

    /// Reads and checks the headers of a push for `route`, for the app `bundleID` whose pushes
    /// carry `topic`.
    init(_ request: EndpointRequest, route: APNsRoute, bundleID: String, topic: String) throws(APNsRefusal) {
        try Self.checkNoDuplicates(request)
        try Self.checkPushType(request.value("apns-push-type"))
        switch route {
        case .device: try Self.checkTopic(request.value("apns-topic"), bundleID: bundleID, expected: topic)
        case .broadcast(let pathBundle):
            guard pathBundle == bundleID else {
                throw APNsRefusal.otherApp(pathBundle, serving: bundleID)
            }
            guard let channel = request.value("apns-channel-id"), !channel.isEmpty else {
                throw APNsRefusal(.badChannelId, "a broadcast needs apns-channel-id: the channel made by POST /1/apps/\(bundleID)/channels")
            }
            channelID = channel
        default: break
        }
        if let text = request.value("apns-priority") {
            guard let value = Int(text), [1, 5, 10].contains(value) else {
                throw APNsRefusal(.badPriority, "apns-priority is \"\(text)\"; use 10 (now), 5 (when power allows) or 1 (low)")
            }
            priority = value
        }
        if let text = request.value("apns-expiration"), (Int(text) ?? -1) < 0 {
            throw APNsRefusal(.badExpirationDate, "apns-expiration is \"\(text)\"; use Unix seconds, or 0 to deliver once or not at all")
        }
        if let text = request.value("apns-id"), !Self.isCanonicalUUID(text) {
            throw APNsRefusal(.badMessageId, "apns-id is \"\(text)\"; use a UUID written 8-4-4-4-12 in hexadecimal")
        }
        if let text = request.value("apns-collapse-id"), text.utf8.count > Self.collapseIdLimit {
            throw APNsRefusal(.badCollapseId, "apns-collapse-id is \(text.utf8.count) bytes; APNs allows at most \(Self.collapseIdLimit)")
        }
    }

    /// APNs refuses a request that repeats any header, not only the `apns-*` ones. A request has
    /// a handful of headers, so pairs are compared directly; a flood of them (the transport
    /// allows 16 KB) goes through a set instead, so it cannot cost quadratic time.
    private static func checkNoDuplicates(_ request: EndpointRequest) throws(APNsRefusal) {
        let headers = request.headers
        let repeated: String?
        if headers.count <= 32 {
            repeated = headers.indices.first { index in headers[..<index].contains { $0.isNamed(headers[index].name) } }.map { headers[$0].name }
        } else {
            var seen = Set<String>()
            repeated = headers.first { !seen.insert($0.name).inserted }?.name
        }
        if let repeated {
            throw APNsRefusal(.duplicateHeaders, "\(repeated) is sent \(request.values(repeated).count) times; send each header once")
        }
    }

    private static func checkPushType(_ pushType: String?) throws(APNsRefusal) {
        guard let pushType else {
            throw APNsRefusal(.invalidPushType, "apns-push-type is missing; a Live Activity push must say apns-push-type: \(liveActivityPushType)")
        }
        guard pushType == liveActivityPushType else {
            throw APNsRefusal(.invalidPushType, "apns-push-type is \"\(pushType)\"; Live Activity pushes use \"\(liveActivityPushType)\" (an \(pushType) push goes to the app's device token, not an activity's)")
        }
    }

    private static func checkTopic(_ topic: String?, bundleID: String, expected: String) throws(APNsRefusal) {
        guard let topic, !topic.isEmpty else {
            throw APNsRefusal(.missingTopic, "apns-topic is missing; with token authentication it is required: \(expected)")
        }
        if topic == expected { return }
        guard topic.hasSuffix(topicSuffix) else {
            throw APNsRefusal(.badTopic, "apns-topic is \"\(topic)\"; a Live Activity's topic is the bundle id followed by \(topicSuffix): \(expected)")
        }
        let named = String(topic.dropLast(topicSuffix.count))
        throw APNsRefusal(.deviceTokenNotForTopic, "apns-topic names the app \(named); the activity belongs to \(bundleID) (\(expected))")
    }

    /// `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx` in either case.
    static func isCanonicalUUID(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            guard bytes.count == 36 else { return false }
            for (index, byte) in bytes.enumerated() {
                let isDashPlace = index == 8 || index == 13 || index == 18 || index == 23
                guard isDashPlace ? byte == UInt8(ascii: "-") : byte.isASCIIHexDigit else { return false }
            }
            return true
        }
    }
}
