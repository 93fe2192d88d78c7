import FoundationEssentials
import IsletModel

/// Plays a recorded stream on a clock: waits until each item is due, then hands it over with
/// the phone's time at that moment. On a `ManualClock` the waits pass at once, so a test replays
/// hours of pushes instantly and still sees every item at its own time.
public enum Replay {
    public static func run(
        _ items: [StreamItem], on clock: some Clock, speed: Double = 1,
        deliver: (StreamItem, _ phoneTime: Date) async -> Void
    ) async throws {
        let schedule = ReplaySchedule(items: items, start: clock.now, speed: speed)
        for (index, item) in items.enumerated() {
            try await clock.sleep(until: schedule.dueTimes[index])
            await deliver(item, schedule.phoneTime(at: schedule.dueTimes[index]))
        }
    }
}
