import FoundationEssentials
import IsletFeed
import IsletModel
import Testing

/// Paced replay: due times from timestamp differences, sped up, on a hand-moved clock.
@Suite struct ReplayTests {
    let start = Date(timeIntervalSince1970: 5_000)

    @Test func itemsAreDueByTheirTimestampDifferencesDividedBySpeed() {
        let schedule = ReplaySchedule(timestamps: [1000, 1060, nil, 1120, 1090, 1300], start: start, speed: 10)
        #expect(schedule.dueTimes.map { $0.timeIntervalSince(start) } == [0, 6, 6, 12, 12, 30])
        #expect(schedule.phoneTime(at: start.addingTimeInterval(12)) == Date(timeIntervalSince1970: 1120))
    }

    @Test func replayOnAManualClockDeliversEachItemAtItsTimeWithThePhonesTime() async throws {
        let text = """
        {"aps": {"timestamp": 1782000000, "event": "start"}}
        oops
        {"aps": {"timestamp": 1782000600, "event": "update"}}
        """
        let items = StreamParser.items(in: Array(text.utf8))
        let clock = ManualClock(now: start)
        var seen: [(line: Int, clock: Double, phone: Double)] = []
        try await Replay.run(items, on: clock, speed: 60) { item, phoneTime in
            seen.append((item.line, clock.now.timeIntervalSince(start), phoneTime.timeIntervalSince1970))
        }
        #expect(seen.map(\.line) == [1, 2, 3])
        #expect(seen.map(\.clock) == [0, 0, 10])
        #expect(seen.map(\.phone) == [1_782_000_000, 1_782_000_000, 1_782_000_600])
    }
}
