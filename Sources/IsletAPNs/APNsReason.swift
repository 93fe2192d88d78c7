/// The reasons APNs writes in an error body (REFERENCE.md §4), each with its status code, and
/// the few islet adds where APNs publishes none (marked below).
public enum APNsReason: String, CaseIterable, Equatable, Sendable {
    case badCollapseId = "BadCollapseId"
    case badDeviceToken = "BadDeviceToken"
    case badExpirationDate = "BadExpirationDate"
    case badMessageId = "BadMessageId"
    case badPriority = "BadPriority"
    case badTopic = "BadTopic"
    case deviceTokenNotForTopic = "DeviceTokenNotForTopic"
    case duplicateHeaders = "DuplicateHeaders"
    case idleTimeout = "IdleTimeout"
    case invalidPushType = "InvalidPushType"
    case missingDeviceToken = "MissingDeviceToken"
    case missingTopic = "MissingTopic"
    case payloadEmpty = "PayloadEmpty"
    case topicDisallowed = "TopicDisallowed"
    /// islet's: a body that is not JSON (APNs publishes no reason for it).
    case badPayload = "BadPayload"
    /// islet's, for broadcasts: `apns-channel-id` missing or naming no channel.
    case badChannelId = "BadChannelId"
    /// islet's: a channel asked for past APNs' cap of `ChannelRegistry.maximumChannels` per app.
    case tooManyChannels = "TooManyChannels"
    case expiredProviderToken = "ExpiredProviderToken"
    case invalidProviderToken = "InvalidProviderToken"
    case missingProviderToken = "MissingProviderToken"
    case badPath = "BadPath"
    case methodNotAllowed = "MethodNotAllowed"
    case expiredToken = "ExpiredToken"
    case unregistered = "Unregistered"
    case payloadTooLarge = "PayloadTooLarge"
    case tooManyProviderTokenUpdates = "TooManyProviderTokenUpdates"
    case tooManyRequests = "TooManyRequests"
    case internalServerError = "InternalServerError"
    case serviceUnavailable = "ServiceUnavailable"
    case shutdown = "Shutdown"

    /// The HTTP status APNs answers with this reason.
    public var status: Int {
        switch self {
        case .expiredProviderToken, .invalidProviderToken, .missingProviderToken: 403
        case .badPath: 404
        case .methodNotAllowed: 405
        case .expiredToken, .unregistered: 410
        case .payloadTooLarge: 413
        case .tooManyProviderTokenUpdates, .tooManyRequests, .tooManyChannels: 429
        case .internalServerError: 500
        case .serviceUnavailable, .shutdown: 503
        default: 400
        }
    }
}
