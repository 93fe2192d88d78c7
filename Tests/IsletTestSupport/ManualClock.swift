import Foundation
import IsletModel
import Synchronization

/// The one clock tests move by hand (STYLE.md, "Time is an input"): nothing that reads it sees
/// time pass unless the test says `advance(by:)`, so timers, stale dates, animations and
/// recordings are pinned to exact moments. Code that reads dates gets `now`; code that reads a
/// monotonic duration (as `ContinuousClock` gives) gets `elapsed`, which stays exact to the
/// attosecond where a `Date` would round.
public final class ManualClock: WallClock {
    private let start: Date
    private let moved = Mutex(Duration.zero)

    /// Starts at `now`; by default a fixed moment in 2027, far from any sample's dates.
    public init(now: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        start = now
    }

    public var now: Date { start.addingTimeInterval(elapsed.seconds) }

    /// How far the clock has been moved since it was made.
    public var elapsed: Duration { moved.withLock { $0 } }

    /// Moves the clock by `duration`; a negative one steps it back, as a wall clock can.
    public func advance(by duration: Duration) {
        moved.withLock { $0 += duration }
    }
}
