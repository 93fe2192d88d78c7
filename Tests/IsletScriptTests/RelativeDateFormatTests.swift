import IsletScript
import Testing

/// `date.formatted(.relative(…))` and `RelativeDateTimeFormatter` (expected strings from
/// swift-foundation's relative format style, read on Tuesday 2026-12-01 18:37:46 UTC).
@Suite struct RelativeDateFormatTests {
    static let calendar = CalendarMath(utcOffsetSeconds: 0)
    static let now = LocalTime.unixSeconds(year: 2026, month: 12, day: 1, hour: 18, minute: 37, second: 46, utcOffsetSeconds: 0)

    private func texts(_ format: RelativeDateFormat, _ offsets: [Double]) -> [String] {
        offsets.map { format.string(date: Self.now + $0, relativeTo: Self.now, calendar: Self.calendar) }
    }

    @Test func secondsMinutesAndHoursRoundByTheNextUnit() {
        let offsets: [Double] = [0, 0.6, -0.4, 1, -1, 30, 59, 60, 89, 90, -90, 3599, 5400, -5400, 9000, 23.5 * 3600]
        #expect(texts(RelativeDateFormat(presentation: .numeric, unitsStyle: .wide), offsets) == [
            "in 0 seconds", "in 1 second", "in 0 seconds", "in 1 second", "1 second ago", "in 30 seconds", "in 59 seconds", "in 1 minute",
            "in 1 minute", "in 2 minutes", "2 minutes ago", "in 1 hour", "in 2 hours", "2 hours ago", "in 3 hours", "in 1 day",
        ])
        #expect(texts(RelativeDateFormat(presentation: .named, unitsStyle: .wide), [0, -0.4, 30]) == ["now", "now", "in 30 seconds"])
        #expect(texts(RelativeDateFormat(presentation: .numeric, unitsStyle: .abbreviated), [0, 1, 90, -7200]) == ["in 0 sec.", "in 1 sec.", "in 2 min.", "2 hr. ago"])
        #expect(texts(RelativeDateFormat(presentation: .numeric, unitsStyle: .narrow), [0, 1, 90, -7200]) == ["in 0s", "in 1s", "in 2m", "2h ago"])
        #expect(texts(RelativeDateFormat(presentation: .numeric, unitsStyle: .spellOut), [0, 59, -7200])
            == ["in zero seconds", "in fifty-nine seconds", "two hours ago"])
    }

    @Test func daysAndLongerCountCalendarBoundaries() {
        let days: [Double] = [1, 4, 6, 7, 8, 10, 13, 27, 28, 30, 31, 60, 200, 365, 400]
        let ahead = texts(RelativeDateFormat(presentation: .numeric, unitsStyle: .wide), days.map { $0 * 86_400 })
        #expect(ahead == [
            "in 1 day", "in 4 days", "in 6 days", "in 1 week", "in 1 week", "in 1 week", "in 2 weeks", "in 4 weeks", "in 1 month", "in 1 month",
            "in 1 month", "in 1 month", "in 6 months", "in 1 year", "in 2 years",
        ])
        let back = texts(RelativeDateFormat(presentation: .named, unitsStyle: .wide), days.map { -$0 * 86_400 })
        #expect(back == [
            "yesterday", "4 days ago", "6 days ago", "last week", "last week", "2 weeks ago", "2 weeks ago", "last month", "last month",
            "last month", "2 months ago", "2 months ago", "7 months ago", "last year", "last year",
        ])
        #expect(texts(RelativeDateFormat(presentation: .named, unitsStyle: .wide), [6 * 3600, 30 * 3600]) == ["in 6 hours", "in 2 days"],
                "a day and 6 hours from 18:37 is Thursday")
        #expect(texts(RelativeDateFormat(presentation: .named, unitsStyle: .abbreviated), [7 * 86_400, 30 * 86_400, 365 * 86_400, 2 * 86_400])
            == ["next wk.", "next mo.", "next yr.", "in 2 days"])
        #expect(texts(RelativeDateFormat(presentation: .numeric, unitsStyle: .narrow), [7 * 86_400, 30 * 86_400, -800 * 86_400]) == ["in 1w", "in 1mo", "2y ago"])
    }

    @Test func aTimeIntervalAlone() {
        #expect(RelativeDateFormat().string(seconds: 300) == "in 5 minutes")
        #expect(RelativeDateFormat(presentation: .named).string(seconds: -86_400) == "yesterday")
    }
}
