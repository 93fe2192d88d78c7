import FoundationEssentials

/// One Live Activity as the phone holds it: its decoded data, where it is in its lifecycle
/// (REFERENCE.md §2, "Lifetime"), and the token and channel that reach it.
public struct Activity: Equatable, Sendable, Identifiable {
    public enum Phase: Equatable, Sendable {
        case active
        /// Off the island; on the lock screen until `removalDate`.
        case ended(at: Date, reason: EndReason, removalDate: Date)
    }

    /// Who started it, so a client can tell the activity a user started from the one the phone
    /// already showed (`islet push` targets the one last started).
    public enum Origin: String, Equatable, Sendable {
        /// The app itself (`Activity.request`): the layout's preview activity.
        case app
        /// A push-to-start push, from a client or a stream.
        case push
    }

    public enum EndReason: String, Equatable, Sendable {
        /// An `end` push.
        case endEvent
        /// The system ends an activity 8 hours after it started.
        case timeLimit
    }

    /// The order of starting, from 1; the earlier started wins ties of relevance.
    public let id: Int
    /// The `ActivityAttributes` type's name.
    public let attributesType: String
    /// Fixed for a phone's activity; the previewer's preview keys replace it (`showPreview`).
    public internal(set) var attributes: StateValue
    public internal(set) var contentState: StateValue
    public let startedAt: Date
    public let origin: Origin
    /// The `timestamp` of the last applied push; older or equal ones are dropped.
    public internal(set) var lastTimestamp: Double
    public internal(set) var staleDate: Date?
    public internal(set) var isStale: Bool
    /// Higher shows first on the island; absent counts as 0.
    public internal(set) var relevanceScore: Double
    public internal(set) var phase: Phase
    /// The update token, when iOS issued one (`input-push-token`); it can rotate.
    public internal(set) var pushToken: String?
    /// The broadcast channel it listens to (`input-push-channel`).
    public let channel: String?
    /// The last alert an update carried.
    public internal(set) var lastAlert: APNsPayload.Alert?
    public internal(set) var updateCount: Int

    public var isActive: Bool { phase == .active }

    public var endedAt: Date? {
        if case .ended(let date, _, _) = phase { return date }
        return nil
    }
}
