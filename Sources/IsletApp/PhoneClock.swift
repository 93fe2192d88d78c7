import FoundationEssentials
import IsletFeed

/// The phone's time while previewing: it runs from the time of the first push, at a speed the
/// person can change or pause, so a recorded stream replays with its own dates (stale dates,
/// timers and the 8-hour limit fall where they would) however long ago it was recorded. It
/// shows only dates in `ReplayPolicy.phoneTimes`, whatever a stream's timestamps say.
public struct PhoneClock: Equatable, Sendable {
    /// Wall time and phone time at the last change of speed.
    private var anchorWall: Date
    private var anchorPhone: Date
    public private(set) var speed: Double
    public private(set) var isPaused: Bool

    public init(wall: Date, phone: Date, speed: Double = 1) {
        anchorWall = wall
        anchorPhone = ReplayPolicy.clamped(phone)
        self.speed = speed
        isPaused = false
    }

    /// The phone's time when the wall clock reads `wall`.
    public func phoneTime(at wall: Date) -> Date {
        isPaused ? anchorPhone : ReplayPolicy.clamped(anchorPhone.addingTimeInterval(wall.timeIntervalSince(anchorWall) * speed))
    }

    /// The wall time at which the phone's clock reaches `phone`, or nil while paused.
    public func wallTime(reaching phone: Date) -> Date? {
        guard !isPaused, speed > 0 else { return nil }
        return anchorWall.addingTimeInterval(max(0, phone.timeIntervalSince(anchorPhone)) / speed)
    }

    public mutating func setSpeed(_ newSpeed: Double, at wall: Date) {
        reanchor(at: wall)
        speed = min(max(newSpeed, 0.25), 3600)
    }

    public mutating func setPaused(_ paused: Bool, at wall: Date) {
        reanchor(at: wall)
        isPaused = paused
    }

    /// Moves the phone's clock forward to `phone` at once (stepping to the next push).
    public mutating func jump(to phone: Date, at wall: Date) {
        reanchor(at: wall)
        if phone > anchorPhone { anchorPhone = ReplayPolicy.clamped(phone) }
    }

    private mutating func reanchor(at wall: Date) {
        anchorPhone = phoneTime(at: wall)
        anchorWall = wall
    }
}
