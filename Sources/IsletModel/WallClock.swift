import FoundationEssentials

/// Where the engine's callers read the time as a `Date`, so a test moves it by hand (as
/// swift-nio's embedded loop does). Named apart from the standard library's `Clock`, whose
/// instants are not dates.
public protocol WallClock: Sendable {
    /// The current wall-clock time.
    var now: Date { get }
}

/// The machine's clock.
public struct SystemClock: WallClock {
    public init() {}

    public var now: Date { Date() }
}
