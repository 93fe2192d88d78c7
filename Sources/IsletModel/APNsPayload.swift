import IsletInput

/// The `aps` dictionary of a Live Activity push (REFERENCE.md §3), typed: what every later
/// rule reads. `content-state` and `attributes` stay JSON until a declaration decodes them.
public struct APNsPayload: Equatable, Sendable {
    public enum Event: String, Equatable, Sendable, CaseIterable {
        case start
        case update
        case end
    }

    /// `title` or `body` of an alert: plain text, or a localization key with arguments.
    public enum AlertText: Equatable, Sendable {
        case plain(String)
        case localized(key: String, arguments: [String])

        /// What a phone without the app's strings file would show: the key with its arguments.
        public var displayText: String {
            switch self {
            case .plain(let text): return text
            case .localized(let key, let arguments):
                let pieces = key.split(separator: "%@", omittingEmptySubsequences: false)
                var text = String(pieces[0])
                for (index, piece) in pieces.dropFirst().enumerated() {
                    text += (index < arguments.count ? arguments[index] : "%@") + piece
                }
                return text
            }
        }
    }

    public struct Alert: Equatable, Sendable {
        public var title: AlertText?
        public var body: AlertText?
        public var sound: String?

        public init(title: AlertText? = nil, body: AlertText? = nil, sound: String? = nil) {
            self.title = title
            self.body = body
            self.sound = sound
        }
    }

    /// Unix seconds; an update not newer than the last applied one is dropped.
    public var timestamp: Double
    public var event: Event
    public var contentState: JSONValue?
    public var staleDate: Double?
    public var dismissalDate: Double?
    public var relevanceScore: Double?
    public var alert: Alert?
    public var attributesType: String?
    public var attributes: JSONValue?
    /// iOS 18 `"input-push-token": 1`: the started activity gets an update token.
    public var inputPushToken: Bool
    /// iOS 18 `"input-push-channel"`: the started activity listens to a broadcast channel.
    public var inputPushChannel: String?

    public init(
        timestamp: Double, event: Event, contentState: JSONValue? = nil, staleDate: Double? = nil,
        dismissalDate: Double? = nil, relevanceScore: Double? = nil, alert: Alert? = nil,
        attributesType: String? = nil, attributes: JSONValue? = nil, inputPushToken: Bool = false,
        inputPushChannel: String? = nil
    ) {
        self.timestamp = timestamp
        self.event = event
        self.contentState = contentState
        self.staleDate = staleDate
        self.dismissalDate = dismissalDate
        self.relevanceScore = relevanceScore
        self.alert = alert
        self.attributesType = attributesType
        self.attributes = attributes
        self.inputPushToken = inputPushToken
        self.inputPushChannel = inputPushChannel
    }

    /// The `aps` keys a Live Activity push may carry; any other is ignored by iOS.
    public static let knownKeys: [String] = [
        "timestamp", "event", "content-state", "stale-date", "dismissal-date", "relevance-score", "alert",
        "attributes-type", "attributes", "input-push-token", "input-push-channel", "sound", "badge",
        "mutable-content", "interruption-level", "thread-id", "category", "content-available",
    ]
}
