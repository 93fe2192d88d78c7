import FoundationEssentials
import IsletInput

/// A request APNs refuses before it reaches the phone: the reason it writes, and islet's
/// explanation of what to change.
struct APNsRefusal: Error, Equatable {
    let reason: APNsReason
    let explanation: String
    /// For 410: when the token stopped being valid.
    let timestamp: Date?

    init(_ reason: APNsReason, _ explanation: String, timestamp: Date? = nil) {
        self.reason = reason
        self.explanation = JSONWriter.neutralized(explanation)
        self.timestamp = timestamp
    }

    /// A path that names another app than the one this endpoint serves.
    static func otherApp(_ named: String, serving bundleID: String) -> APNsRefusal {
        APNsRefusal(.topicDisallowed, "the path names the app \(named); this endpoint serves \(bundleID)")
    }
}
