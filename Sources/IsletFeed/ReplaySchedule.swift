import FoundationEssentials
import IsletModel

/// When each item of a recorded stream is due, paced by the differences of `aps.timestamp`
/// and sped up by a factor (DESIGN.md "Streams": `--speed 10` is ten times faster), and what the
/// phone's clock reads meanwhile. A pure function of the items, the start and the speed.
public struct ReplaySchedule: Equatable, Sendable {
    /// When each item is due on the replaying machine's clock, in stream order.
    public let dueTimes: [Date]
    /// The first timestamp of the stream: the phone's time when the replay starts.
    public let origin: Double
    public let start: Date
    public let speed: Double

    /// - Parameters:
    ///   - timestamps: each item's `aps.timestamp`; nil for items without one, which are due with
    ///     the item before them.
    ///   - speed: how many seconds of stream time pass in one second of replay (> 0).
    public init(timestamps: [Double?], start: Date, speed: Double = 1) {
        precondition(speed > 0, "a replay speed must be positive")
        self.start = start
        self.speed = speed
        let origin = timestamps.lazy.compactMap { $0 }.first ?? 0
        self.origin = origin
        var due: [Date] = []
        var latest = start
        for timestamp in timestamps {
            if let timestamp {
                // A stream that goes back in time (an out-of-order push) is not waited for twice.
                latest = max(latest, start.addingTimeInterval((timestamp - origin) / speed))
            }
            due.append(latest)
        }
        dueTimes = due
    }

    public init(items: [StreamItem], start: Date, speed: Double = 1) {
        self.init(timestamps: items.map { item in
            if case .entry(let entry) = item { return entry.timestamp }
            return nil
        }, start: start, speed: speed)
    }

    /// The phone's time when the replaying clock reads `date`: stream time runs `speed` times
    /// faster from the first timestamp, so stale dates and the 8-hour limit fall where they would.
    public func phoneTime(at date: Date) -> Date {
        Date(timeIntervalSince1970: origin + date.timeIntervalSince(start) * speed)
    }
}
