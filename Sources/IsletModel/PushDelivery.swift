import IsletInput

/// One push as it reaches the phone: the APNs body and what travelled beside it over HTTP
/// (the token in the path, `apns-priority`). A bare stream line has no token; an envelope or the
/// endpoint supply one.
public struct PushDelivery: Equatable, Sendable {
    /// Whom the push addresses.
    public enum Target: Equatable, Sendable {
        /// No token given: a start starts, an update goes to the latest activity.
        case unspecified
        /// `/3/device/<token>`: an activity's update token or the push-to-start token.
        case device(String)
        /// `/4/broadcasts/apps/<bundle id>` with `apns-channel-id`.
        case channel(String)
    }

    public var body: JSONValue
    /// The body's size in bytes as sent; APNs counts it against its limit.
    public var byteCount: Int
    public var target: Target
    /// `apns-priority`: 10 (default) counts against the hourly budget, 5 and 1 do not.
    public var priority: Int

    public init(body: JSONValue, byteCount: Int? = nil, target: Target = .unspecified, priority: Int = 10) {
        self.body = body
        self.byteCount = byteCount ?? JSONWriter.byteCount(body)
        self.target = target
        self.priority = priority
    }
}
