import FoundationEssentials
import IsletModel

/// One line of the event log: an input and its outcome, or something time did. Every input
/// gets one, so nothing is dropped without the person seeing why.
public struct LogEntry: Equatable, Sendable {
    public enum Tone: Equatable, Sendable {
        case applied, ignored, warning, info
    }

    /// The phone's time when it happened.
    public let time: Date
    /// Where it came from: `stdin:3`, `delivery.ndjson:12`, `clock`, `layout`.
    public let source: String
    public let summary: String
    /// Reasons and warnings, one line each.
    public let details: [String]
    public let tone: Tone
    /// What the phone made of the input, for an input (a push, an unreadable line); the same
    /// value `islet check` reports for it.
    public let outcome: Outcome?

    public init(time: Date, source: String, summary: String, details: [String] = [], tone: Tone, outcome: Outcome? = nil) {
        self.time = time
        self.source = source
        self.summary = summary
        self.details = details
        self.tone = tone
        self.outcome = outcome
    }

    /// The log entry for a push's outcome: applied or ignored, with every reason and warning.
    /// - Parameter answer: what the server was told, when the endpoint answered (by default what
    ///   APNs answers such a push).
    static func outcome(_ outcome: Outcome, source: String, time: Date, answer: String? = nil) -> LogEntry {
        let event = outcome.event?.rawValue ?? "push"
        let activities = outcome.activityIDs.map { "#\($0)" }.joined(separator: ",")
        let target = activities.isEmpty ? "" : " \(activities)"
        if outcome.isApplied {
            let tone: LogEntry.Tone = outcome.diagnoses.isEmpty ? .applied : .warning
            return LogEntry(time: time, source: source, summary: "\(event)\(target) applied", details: outcome.explanation, tone: tone, outcome: outcome)
        }
        return LogEntry(time: time, source: source, summary: "\(event)\(target) IGNORED (\(answer ?? "APNs said \(outcome.apnsStatus)"))", details: outcome.explanation, tone: .ignored, outcome: outcome)
    }

    /// The log entry for something the passing of time did to an activity.
    static func transition(_ transition: Transition) -> LogEntry {
        let text: String
        switch transition.kind {
        case .becameStale: text = "activity #\(transition.activityID) is stale"
        case .endedByTimeLimit: text = "activity #\(transition.activityID) ended: 8 hours active"
        case .removed: text = "activity #\(transition.activityID) left the lock screen"
        }
        return LogEntry(time: transition.date, source: "clock", summary: text, tone: .info)
    }
}
