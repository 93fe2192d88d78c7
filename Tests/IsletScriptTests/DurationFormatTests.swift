import IsletScript
import Testing

/// `Duration.formatted(.time(pattern:))`, `.units(…)` (expected strings from swift-foundation)
/// and `DateComponentsFormatter` (from Apple's documented behaviour).
@Suite struct DurationFormatTests {
    static let durations: [Double] = [0, 5, 59.999, 65, 3599, 3661, 90061, -65, 1.5]

    private func time(_ pattern: DurationFormat.Pattern) -> [String] {
        Self.durations.map { DurationFormat.time($0, pattern: pattern) }
    }

    private func units(_ format: DurationUnits) -> [String] {
        Self.durations.map(format.string)
    }

    @Test func timePatterns() {
        #expect(time(.hourMinuteSecond()) == ["0:00:00", "0:00:05", "0:01:00", "0:01:05", "0:59:59", "1:01:01", "25:01:01", "-0:01:05", "0:00:02"])
        #expect(time(.hourMinute()) == ["0:00", "0:00", "0:01", "0:01", "1:00", "1:01", "25:01", "-0:01", "0:00"])
        #expect(time(.minuteSecond()) == ["0:00", "0:05", "1:00", "1:05", "59:59", "61:01", "1,501:01", "-1:05", "0:02"])
        #expect(time(.hourMinuteSecond(padHourToLength: 2))
            == ["00:00:00", "00:00:05", "00:01:00", "00:01:05", "00:59:59", "01:01:01", "25:01:01", "-00:01:05", "00:00:02"])
        #expect(time(.minuteSecond(padMinuteToLength: 2, fractionalSecondsLength: 2))
            == ["00:00.00", "00:05.00", "01:00.00", "01:05.00", "59:59.00", "61:01.00", "1,501:01.00", "-01:05.00", "00:01.50"])
    }

    @Test func unitWidths() {
        let hms: Set<DurationUnits.Unit> = [.hours, .minutes, .seconds]
        #expect(units(DurationUnits(allowed: hms, width: .wide, rounds: true)) == [
            "0 seconds", "5 seconds", "1 minute", "1 minute, 5 seconds", "59 minutes, 59 seconds", "1 hour, 1 minute, 1 second",
            "25 hours, 1 minute, 1 second", "-1 minute, 5 seconds", "2 seconds",
        ])
        #expect(units(DurationUnits(allowed: hms, width: .abbreviated, rounds: true)) == [
            "0 secs", "5 secs", "1 min", "1 min, 5 secs", "59 min, 59 secs", "1 hr, 1 min, 1 sec", "25 hrs, 1 min, 1 sec", "-1 min, 5 secs", "2 secs",
        ])
        #expect(units(DurationUnits(allowed: hms, width: .condensedAbbreviated, rounds: true))[5] == "1 hr 1 min 1 sec")
        #expect(units(DurationUnits(allowed: hms, width: .narrow, rounds: true)) == [
            "0s", "5s", "1m", "1m 5s", "59m 59s", "1h 1m 1s", "25h 1m 1s", "-1m 5s", "2s",
        ])
    }

    @Test func unitChoicesCountsAndZeros() {
        #expect(units(DurationUnits(allowed: [.days, .hours, .minutes], width: .abbreviated, rounds: true)) == [
            "0 min", "0 min", "1 min", "1 min", "1 hr", "1 hr, 1 min", "1 day, 1 hr, 1 min", "-1 min", "0 min",
        ])
        #expect(units(DurationUnits(allowed: [.hours, .minutes, .seconds], width: .wide, maximumUnitCount: 1, rounds: true)) == [
            "0 seconds", "5 seconds", "1 minute", "1 minute", "60 minutes", "1 hour", "25 hours", "-1 minute", "2 seconds",
        ])
        #expect(units(DurationUnits(allowed: [.minutes], width: .wide, rounds: true)) == [
            "0 minutes", "0 minutes", "1 minute", "1 minute", "60 minutes", "61 minutes", "1,501 minutes", "-1 minute", "0 minutes",
        ])
        #expect(DurationUnits(allowed: [.hours, .minutes, .seconds], width: .abbreviated, zeros: .pad, rounds: true).string(65) == "0 hrs, 1 min, 5 secs")
    }

    @Test func dateComponentsFormatterPositional() {
        let hms = DurationUnits(allowed: [.hours, .minutes, .seconds], width: .positional, rounds: false)
        #expect(hms.string(65) == "1:05")
        #expect(hms.string(5) == "0:05", "positional keeps minutes and seconds")
        #expect(hms.string(3665) == "1:01:05")
        #expect(hms.string(59.999) == "0:59", "the formatter drops the part of a second")
        #expect(hms.string(-65) == "-1:05")
        var padded = hms
        padded.zeros = .pad
        #expect(padded.string(65) == "00:01:05")
        let minutes = DurationUnits(allowed: [.minutes, .seconds], width: .positional, rounds: false)
        #expect(minutes.string(3665) == "61:05")
    }

    @Test func dateComponentsFormatterWithWords() {
        let all: Set<DurationUnits.Unit> = [.days, .hours, .minutes, .seconds]
        #expect(DurationUnits(allowed: all, width: .narrow, rounds: false).string(3665) == "1h 1m 5s")
        #expect(DurationUnits(allowed: all, width: .abbreviated, rounds: false).string(7265) == "2 hrs, 1 min, 5 secs")
        #expect(DurationUnits(allowed: all, width: .wide, rounds: false).string(90061) == "1 day, 1 hour, 1 minute, 1 second")
        #expect(DurationUnits(allowed: all, width: .spellOut, rounds: false).string(4320) == "one hour, twelve minutes")
        #expect(DurationUnits(allowed: all, width: .wide, maximumUnitCount: 1, rounds: false).string(3599) == "59 minutes", "the formatter cuts")
        #expect(DurationUnits(allowed: all, width: .narrow, zeros: .dropLeading, rounds: false).string(3605) == "1h 0m 5s")
        var remaining = DurationUnits(allowed: all, width: .wide, rounds: false)
        remaining.includesTimeRemainingPhrase = true
        #expect(remaining.string(300) == "5 minutes remaining")
        #expect(DurationUnits(allowed: all, width: .narrow, rounds: false).string(0) == "0s")
    }
}
