import FoundationEssentials
import IsletInput
import IsletModel

/// The broadcast channels an app has made (iOS 18): created, read, listed and deleted through
/// the channel management paths, and named by `apns-channel-id` on a broadcast. At most
/// `maximumChannels`, APNs' cap per app, and found by id in constant time, so a broadcast costs
/// the same however many channels came before it.
public struct ChannelRegistry: Equatable, Sendable {
    public struct Channel: Equatable, Sendable {
        public let id: String
        /// 0: no message is stored for an offline device; 1: the most recent one is.
        public let messageStoragePolicy: Int
        public let createdAt: Date
    }

    /// APNs lets an app have 10,000 channels at once.
    public static let maximumChannels = 10_000

    private var byID: [String: Channel] = [:]
    /// Channel ids in the order they were made, for listing them.
    private var order: [String] = []
    private var issuer: PushTokenIssuer

    public init(seed: UInt64 = 7) {
        issuer = PushTokenIssuer(seed: seed)
    }

    /// Every channel, oldest first.
    public var channels: [Channel] {
        order.compactMap { byID[$0] }
    }

    public func channel(_ id: String) -> Channel? {
        byID[id]
    }

    /// Makes a channel from a creation body `{"message-storage-policy": 0|1, "push-type": "LiveActivity"}`.
    mutating func create(body: JSONValue, at now: Date) throws(APNsRefusal) -> Channel {
        guard case .object(let object) = body else {
            throw APNsRefusal(.badPayload, "a channel is made from {\"message-storage-policy\": 0 or 1, \"push-type\": \"LiveActivity\"}, not \(body.kindDescription)")
        }
        guard object["push-type"]?.stringValue == "LiveActivity" else {
            throw APNsRefusal(.invalidPushType, "push-type must be \"LiveActivity\"; channels carry Live Activity broadcasts only")
        }
        let policy = object["message-storage-policy"]?.numberValue?.exactInt ?? 0
        guard policy == 0 || policy == 1 else {
            throw APNsRefusal(.badPayload, "message-storage-policy must be 0 (store nothing) or 1 (store the most recent message)")
        }
        guard byID.count < Self.maximumChannels else {
            throw APNsRefusal(.tooManyChannels, "the app has \(Self.maximumChannels) channels, APNs' limit; delete one before making another")
        }
        let channel = Channel(id: nextID(), messageStoragePolicy: policy, createdAt: now)
        byID[channel.id] = channel
        order.append(channel.id)
        return channel
    }

    @discardableResult
    mutating func delete(_ id: String) -> Bool {
        guard byID.removeValue(forKey: id) != nil else { return false }
        order.removeAll { $0 == id }
        return true
    }

    /// 16 bytes in base64, the shape of the ids APNs hands out.
    private mutating func nextID() -> String {
        Data(issuer.nextBytes(16)).base64EncodedString()
    }
}
