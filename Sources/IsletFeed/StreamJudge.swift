import FoundationEssentials
import IsletModel

/// Judges recorded streams the way `islet check` does: one phone, set up and paced by a
/// `ReplayPolicy`, every push applied at its arrival and every unreadable line recorded too, so
/// the result holds exactly one outcome per input. The previewer replays by the same policy and
/// its log agrees line for line.
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

    /// Judges every item of `inputs`, in order, as one stream.
    /// - Parameters:
    ///   - others: the app's other activity types, which pushes may start and update too.
    ///   - fallback: the phone's clock when no push has a timestamp.
    public static func judge(
        _ inputs: [(source: String, items: [StreamItem])], holding held: HeldActivity, accepting others: [ActivityDeclaration] = [],
        policy: ReplayPolicy, otherwise fallback: Date
    ) -> [Record] {
        let items = inputs.flatMap(\.items)
        let start = policy.clockStart(for: items, otherwise: fallback)
        var engine = policy.phone(holding: held, accepting: others, before: ReplayPolicy.firstEntry(in: items), at: start)
        var schedule = policy.schedule(from: start)
        var records: [Record] = []
        for input in inputs {
            for item in input.items {
                switch item {
                case .entry(let entry):
                    let outcome = engine.apply(entry.delivery, at: schedule.arrival(of: entry))
                    records.append(Record(source: input.source, line: entry.line, outcome: outcome))
                case .problem(let problem):
                    records.append(Record(source: input.source, line: problem.line, outcome: outcome(of: problem, at: schedule.now)))
                }
            }
        }
        return records
    }

    /// The record of a line that never became a push: unreadable, or refused by APNs when logged.
    public static func outcome(of problem: StreamProblem, at date: Date) -> Outcome {
        guard let status = problem.refusedStatus else { return .unreadable(problem.error, at: date) }
        return Outcome(verdict: .ignored([IgnoreReason(.refusedByAPNs, problem.error.message)]), event: nil, activityIDs: [], receivedAt: date, apnsStatus: status)
    }
}
