import IsletScript
import Testing

/// `Calendar` on the phone's clock: a fixed UTC offset, weeks from Sunday.
@Suite struct CalendarMathTests {
    static let tokyo = CalendarMath(utcOffsetSeconds: 9 * 3600)
    /// 2024-02-29 20:30:15 UTC: 05:30:15 on Friday, March 1st in Tokyo.
    static let moment = LocalTime.unixSeconds(year: 2024, month: 2, day: 29, hour: 20, minute: 30, second: 15, utcOffsetSeconds: 0)

    @Test func componentsReadTheLocalClock() {
        let parts = CalendarMath.Unit.allCases.map { Self.tokyo.component($0, of: Self.moment) }
        #expect(parts == [2024, 3, 9, 1, 5, 30, 15, 0, 6])
        #expect(CalendarMath(utcOffsetSeconds: 0).component(.weekday, of: Self.moment) == 5, "Thursday in UTC")
        #expect(CalendarMath(utcOffsetSeconds: -3600).component(.day, of: 0) == 31, "1969-12-31 23:00")
    }

    @Test func startOfDayAndIntervals() {
        let midnight = LocalTime.unixSeconds(year: 2024, month: 3, day: 1, utcOffsetSeconds: 9 * 3600)
        #expect(Self.tokyo.startOfDay(Self.moment) == midnight)
        let week = Self.tokyo.interval(of: .weekOfYear, containing: Self.moment)
        #expect(week.start == LocalTime.unixSeconds(year: 2024, month: 2, day: 25, utcOffsetSeconds: 9 * 3600), "the Sunday before")
        let month = Self.tokyo.interval(of: .month, containing: Self.moment)
        #expect(month.end - month.start == 31 * 86_400)
    }

    @Test func addingKeepsTheDayWithinTheMonth() {
        let january31 = LocalTime.unixSeconds(year: 2023, month: 1, day: 31, hour: 8, utcOffsetSeconds: 0)
        let utc = CalendarMath(utcOffsetSeconds: 0)
        #expect(utc.localTime(utc.adding(.month, 1, to: january31)) == utc.localTime(LocalTime.unixSeconds(year: 2023, month: 2, day: 28, hour: 8, utcOffsetSeconds: 0)))
        #expect(utc.component(.day, of: utc.adding(.month, 13, to: january31)) == 29, "February 2024 is a leap month")
        #expect(utc.component(.year, of: utc.adding(.year, -3, to: january31)) == 2020)
        #expect(utc.component(.month, of: utc.adding(.month, -1, to: january31)) == 12)
        #expect(utc.adding(.day, 2, to: january31) == january31 + 2 * 86_400)
        #expect(utc.adding(.hour, -5, to: january31) == january31 - 5 * 3600)
    }

    @Test func differencesTakeTheLargestUnitsFirst() {
        let utc = CalendarMath(utcOffsetSeconds: 0)
        let start = LocalTime.unixSeconds(year: 2023, month: 1, day: 31, utcOffsetSeconds: 0)
        let end = LocalTime.unixSeconds(year: 2024, month: 3, day: 1, hour: 2, minute: 3, second: 4.5, utcOffsetSeconds: 0)
        #expect(utc.difference([.year, .month, .day, .hour, .minute, .second], from: start, to: end)
            == [.year: 1, .month: 1, .day: 1, .hour: 2, .minute: 3, .second: 4])
        #expect(utc.difference([.day], from: start, to: end) == [.day: 395])
        #expect(utc.difference([.hour, .minute], from: end, to: start)[.hour] == -9482)
        #expect(utc.difference([.month], from: start, to: end) == [.month: 13])
    }

    @Test func todayAndTomorrowFollowTheLocalDay() {
        let now = LocalTime.unixSeconds(year: 2024, month: 3, day: 1, hour: 23, utcOffsetSeconds: 9 * 3600)
        #expect(Self.tokyo.isDate(now + 3599, inDayOffsetBy: 0, from: now))
        #expect(Self.tokyo.isDate(now + 3600, inDayOffsetBy: 1, from: now))
        #expect(!Self.tokyo.isDate(now + 3600, inDayOffsetBy: 0, from: now))
        #expect(Self.tokyo.isDate(now - 23 * 3600 - 1, inDayOffsetBy: -1, from: now))
    }
}
