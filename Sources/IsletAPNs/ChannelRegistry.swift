import FoundationEssentials
import IsletModel

/// The broadcast channels an app has made (iOS 18): created, read, listed and deleted through
/// the channel management paths, and named by `apns-channel-id` on a broadcast.
public struct ChannelRegistry: Equatable, Sendable {
    public struct Channel: Equatable, Sendable {
        public let id: String
        /// 0: no message is stored for an offline device; 1: the most recent one is.
        public let messageStoragePolicy: Int
        public let createdAt: Date
    }

    public private(set) var channels: [Channel] = []
    private var issuer: PushTokenIssuer

    public init(seed: UInt64 = 7) {
        issuer = PushTokenIssuer(seed: seed)
    }

    public func channel(_ id: String) -> Channel? {
        channels.first { $0.id == id }
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
        let channel = Channel(id: nextID(), messageStoragePolicy: policy, createdAt: now)
        channels.append(channel)
        return channel
    }

    @discardableResult
    mutating func delete(_ id: String) -> Bool {
        guard let index = channels.firstIndex(where: { $0.id == id }) else { return false }
        channels.remove(at: index)
        return true
    }

    /// 16 bytes in base64, the shape of the ids APNs hands out.
    private mutating func nextID() -> String {
        Data(issuer.nextBytes(16)).base64EncodedString()
    }
}
