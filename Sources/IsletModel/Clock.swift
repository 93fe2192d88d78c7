import FoundationEssentials
import Synchronization

/// Where the engine, replay and animations read the time, so tests move it by hand (as
/// swift-nio's embedded loop does) and a replay can run the phone's clock fast.
public protocol Clock: Sendable {
    /// The current wall-clock time.
    var now: Date { get }
    /// Returns once `now` has reached `deadline`.
    func sleep(until deadline: Date) async throws
}

/// The machine's clock.
public struct SystemClock: Clock {
    public init() {}

    public var now: Date { Date() }

    public func sleep(until deadline: Date) async throws {
        let seconds = deadline.timeIntervalSince(Date())
        guard seconds > 0 else { return }
        try await Task.sleep(for: .seconds(seconds))
    }
}

/// A clock that moves only when told. Sleeping on it moves it to the deadline at once, so a
/// paced replay runs instantly in a test while every input still sees its own time.
public final class ManualClock: Clock {
    private let current: Mutex<Date>

    public init(now: Date = Date(timeIntervalSince1970: 1_782_000_000)) {
        current = Mutex(now)
    }

    public var now: Date { current.withLock { $0 } }

    public func advance(by duration: Duration) {
        current.withLock { $0 = $0.addingTimeInterval(duration.seconds) }
    }

    public func set(to date: Date) {
        current.withLock { $0 = date }
    }

    public func sleep(until deadline: Date) async throws {
        current.withLock { $0 = max($0, deadline) }
    }
}

extension Duration {
    /// The duration in seconds, for `Date` arithmetic.
    public var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}
