import FoundationEssentials
import IsletModel

/// The one set of rules by which a stream reaches a simulated phone. `islet check`, `preview`,
/// `demo` and `serve` all go through it, so they give every line the same outcome
/// (docs/DECISIONS.md, "One replay policy"):
///
/// - The phone already holds the app's activity (`HeldActivity`, the layout's preview) from the
///   start. With `.unlessStreamStarts` it is withdrawn when the stream's first push is a `start`,
///   which then begins on an empty phone, as a push-to-start does on a real one; with `.always`
///   it stays whatever comes.
/// - A recorded stream's clock starts `lead` seconds before its first timestamped push; the held
///   activity starts then, so the first push finds it.
/// - Each push arrives at its `aps.timestamp` and never before the one before it (time does not
///   run backwards); a push without a timestamp arrives with the one before it.
public struct ReplayPolicy: Equatable, Sendable {
    /// Whether the held activity survives a stream that starts its own.
    public enum Holding: Equatable, Sendable {
        /// `check` and `preview`: a stream that begins with `start` meant to start the activity itself.
        case unlessStreamStarts
        /// `demo` (two activities sharing the island is the show) and `serve` (the held activity's
        /// update token is published before any request arrives, so a backend may already use it).
        case always
    }

    public let holding: Holding

    public init(holding: Holding) {
        self.holding = holding
    }

    /// The policy of `islet check` and `islet preview`.
    public static let replay = ReplayPolicy(holding: .unlessStreamStarts)
    /// The policy of `islet demo` and `islet serve`.
    public static let keepingHeldActivity = ReplayPolicy(holding: .always)

    /// Seconds between the start of a replay's clock and its first push.
    public static let lead: Double = 1

    /// Whether the phone holds the layout's activity once a stream begins with `first` (nil: no
    /// push has been read yet, and until one is the phone shows the held activity).
    public func holdsActivity(before first: StreamEntry?) -> Bool {
        switch holding {
        case .always: true
        case .unlessStreamStarts: first?.event != "start"
        }
    }

    /// The phone as a stream begins with `first`: an engine for the held activity's type and the
    /// app's `others` (a push may start or update any of them), holding that activity from
    /// `start` when the rule says so.
    public func phone(holding held: HeldActivity, accepting others: [ActivityDeclaration] = [], before first: StreamEntry?, at start: Date) -> ActivityEngine {
        var engine = ActivityEngine(declarations: [held.declaration] + others.filter { $0.name != held.declaration.name })
        if holdsActivity(before: first) { held.start(in: &engine, at: start) }
        return engine
    }

    /// When the phone's clock starts for a recorded stream: `lead` before its first timestamped
    /// push, or `fallback` when no push has a timestamp.
    public func clockStart(for items: [StreamItem], otherwise fallback: Date) -> Date {
        for item in items {
            if case .entry(let entry) = item, let arrival = entry.timestamp.flatMap(Self.arrival(of:)) {
                return arrival.addingTimeInterval(-Self.lead)
            }
        }
        return fallback
    }

    /// The arrival times of a recorded stream whose clock started at `clockStart`.
    public func schedule(from clockStart: Date) -> ReplaySchedule {
        ReplaySchedule(now: clockStart.addingTimeInterval(Self.lead))
    }

    /// The dates the phone's clock can show: from 1970 to the end of the year 9999, the
    /// years a four-digit date can name. Every date the clock is set to is held in this range,
    /// so no stream value can push it where a conversion to whole seconds would fail.
    public static let phoneTimes = Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 253_402_300_799)

    /// The arrival time a timestamp stands for; one in milliseconds is read as such rather than
    /// as a date thousands of years ahead, which would end every activity at once. Nil for a
    /// timestamp that is not a number at all (`1e400` reads as infinity): the payload reader
    /// refuses that push, and a refused push does not move the clock.
    public static func arrival(of timestamp: Double) -> Date? {
        guard timestamp.isFinite else { return nil }
        return clamped(Date(timeIntervalSince1970: timestamp >= 1e11 ? timestamp / 1000 : timestamp))
    }

    /// `date` held within `phoneTimes`.
    public static func clamped(_ date: Date) -> Date {
        min(max(date, phoneTimes.lowerBound), phoneTimes.upperBound)
    }

    /// The first readable push: the one that says whether a stream starts its own activity.
    public static func firstEntry(in items: [StreamItem]) -> StreamEntry? {
        for item in items {
            if case .entry(let entry) = item { return entry }
        }
        return nil
    }
}

/// When each push of a recorded stream arrives, in order: at its timestamp, never before the
/// push before it.
public struct ReplaySchedule: Equatable, Sendable {
    /// The arrival time of the last push, and of any line that is not one.
    public private(set) var now: Date

    public init(now: Date) {
        self.now = now
    }

    /// Moves on to `entry` and answers when it arrives.
    public mutating func arrival(of entry: StreamEntry) -> Date {
        if let arrival = entry.timestamp.flatMap(ReplayPolicy.arrival(of:)) { now = max(now, arrival) }
        return now
    }
}
