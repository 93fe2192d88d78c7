import FoundationEssentials

/// An update token that no longer reaches an activity, and why: APNs answers such a token with
/// 410 (ExpiredToken for a rotated one, Unregistered with a timestamp for one whose activity is
/// gone), while a token never issued is 400 BadDeviceToken.
public struct RetiredToken: Equatable, Sendable {
    public enum Reason: String, Equatable, Sendable {
        /// iOS handed the activity a new token; this one stopped working.
        case rotated
        /// The activity left the lock screen, so the token's app no longer listens to it.
        case activityRemoved
    }

    public let reason: Reason
    public let activityID: Int
    public let date: Date

    public init(_ reason: Reason, activityID: Int, at date: Date) {
        self.reason = reason
        self.activityID = activityID
        self.date = date
    }
}
