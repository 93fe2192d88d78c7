import FoundationEssentials
import IsletModel

/// Applies recorded streams to an engine the way `islet check` does: in order, each push
/// arriving at the time its `aps.timestamp` says, each unreadable line recorded too, so the
/// result holds exactly one outcome per input.
public enum StreamJudge {
    /// One outcome with where its input came from.
    public struct Record: Equatable, Sendable {
        public let source: String
        public let line: Int
        public let outcome: Outcome

        public init(source: String, line: Int, outcome: Outcome) {
            self.source = source
            self.line = line
            self.outcome = outcome
        }
    }

    /// The arrival time a timestamp stands for; one in milliseconds is read as such rather than
    /// as a date thousands of years ahead, which would end every activity at once.
    public static func arrival(of timestamp: Double) -> Date {
        Date(timeIntervalSince1970: timestamp >= 1e11 ? timestamp / 1000 : timestamp)
    }

    /// When the first timestamped push of the streams arrives.
    public static func firstArrival(in items: [StreamItem]) -> Date? {
        for item in items {
            if case .entry(let entry) = item, let timestamp = entry.timestamp { return arrival(of: timestamp) }
        }
        return nil
    }

    /// The event of the first readable push, to know whether a stream starts its own activity.
    public static func firstEvent(in items: [StreamItem]) -> String? {
        for item in items {
            if case .entry(let entry) = item {
                return entry.delivery.body.objectValue?["aps"]?.objectValue?["event"]?.stringValue
            }
        }
        return nil
    }

    /// Judges every item; time never runs backwards, so a push older than the one before it
    /// arrives at the same moment as that one.
    public static func judge(_ inputs: [(source: String, items: [StreamItem])], engine: inout ActivityEngine, from start: Date) -> [Record] {
        var now = start
        var records: [Record] = []
        for input in inputs {
            for item in input.items {
                switch item {
                case .entry(let entry):
                    if let timestamp = entry.timestamp { now = max(now, arrival(of: timestamp)) }
                    records.append(Record(source: input.source, line: entry.line, outcome: engine.apply(entry.delivery, at: now)))
                case .problem(let problem):
                    records.append(Record(source: input.source, line: problem.line, outcome: outcome(of: problem, at: now)))
                }
            }
        }
        return records
    }

    /// The record of a line that never became a push: unreadable, or refused by APNs when logged.
    static func outcome(of problem: StreamProblem, at date: Date) -> Outcome {
        guard let status = problem.refusedStatus else { return .unreadable(problem.error, at: date) }
        return Outcome(verdict: .ignored([IgnoreReason(.refusedByAPNs, problem.error.message)]), event: nil, activityIDs: [], receivedAt: date, apnsStatus: status)
    }
}
