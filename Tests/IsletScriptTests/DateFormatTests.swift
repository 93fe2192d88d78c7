import IsletScript
import Testing

/// Dates as `DateFormatter`, `Date.formatted(date:time:)` and `.dateTime` chains write them in
/// en_US (expected strings from swift-foundation's ICU formatting, the code Apple ships). The
/// moment is 2019-06-03 23:23:45 UTC, read on a clock two hours ahead: Tuesday, 1:23:45 AM.
@Suite struct DateFormatTests {
    static let moment = 1_559_604_225.0
    static let afternoon = moment + 12 * 3600

    private func pattern(_ pattern: String, at moment: Double = moment, offset: Int = 7200) -> String {
        DatePattern.format(pattern, unixSeconds: moment, utcOffsetSeconds: offset)
    }

    private func fields(_ change: (inout DateTimeFields) -> Void, at moment: Double = moment) -> String {
        var fields = DateTimeFields()
        change(&fields)
        return pattern(fields.pattern, at: moment)
    }

    @Test func dateFormatPatterns() {
        #expect(pattern("yyyy-MM-dd HH:mm:ss") == "2019-06-04 01:23:45")
        #expect(pattern("h:mm a") == "1:23 AM")
        #expect(pattern("EEE, MMM d") == "Tue, Jun 4")
        #expect(pattern("EEEE, MMMM d, yyyy") == "Tuesday, June 4, 2019")
        #expect(pattern("d MMM yy") == "4 Jun 19")
        #expect(pattern("hh:mm:ss a") == "01:23:45 AM")
        #expect(pattern("H:m:s") == "1:23:45")
        #expect(pattern("E EEEEE MMMMM LLL ccc") == "Tue T J Jun Tue")
        #expect(pattern("'at' h 'o''clock' ''") == "at 1 o'clock '")
        #expect(pattern("yyyy-MM-dd'T'HH:mm:ssZ") == "2019-06-04T01:23:45+0200")
        #expect(pattern("ZZZZZ z zzzz xxx") == "+02:00 GMT+2 GMT+02:00 +02:00")
        #expect(pattern("ZZZZZ z", offset: 0) == "Z GMT")
        #expect(pattern("z Z", offset: -(5 * 3600 + 1800)) == "GMT-5:30 -0530")
        #expect(pattern("SSS k K D w Q QQQ y yy yyy G") == "000 1 1 155 23 2 Q2 2019 19 2019 AD")
        #expect(pattern("HH:mm a", at: Self.afternoon) == "13:23 PM")
        #expect(pattern("k", at: Self.moment - 3600 - 1425) == "24", "midnight is 24 in k")
    }

    @Test func theWeekOfTheYearIsTheUSWeek() {
        // 2019-12-29 is a Sunday: its week holds January 1st, so it is week 1 of 2020.
        let sunday = LocalTime.unixSeconds(year: 2019, month: 12, day: 29, hour: 12, utcOffsetSeconds: 0)
        #expect(pattern("w", at: sunday, offset: 0) == "1")
        #expect(pattern("w", at: sunday - 86_400, offset: 0) == "52")
        #expect(pattern("w", at: LocalTime.unixSeconds(year: 2019, month: 1, day: 5, utcOffsetSeconds: 0), offset: 0) == "1")
        #expect(pattern("w", at: LocalTime.unixSeconds(year: 2019, month: 1, day: 6, utcOffsetSeconds: 0), offset: 0) == "2")
    }

    @Test func dateFormatterStyles() {
        let styles: [(DateStylePattern.FormatterStyle, DateStylePattern.FormatterStyle, String)] = [
            (.none, .none, ""),
            (.none, .short, "1:23\u{202F}AM"),
            (.none, .medium, "1:23:45\u{202F}AM"),
            (.none, .long, "1:23:45\u{202F}AM GMT+2"),
            (.none, .full, "1:23:45\u{202F}AM GMT+02:00"),
            (.short, .none, "6/4/19"),
            (.short, .short, "6/4/19, 1:23\u{202F}AM"),
            (.medium, .none, "Jun 4, 2019"),
            (.medium, .short, "Jun 4, 2019 at 1:23\u{202F}AM"),
            (.long, .medium, "June 4, 2019 at 1:23:45\u{202F}AM"),
            (.full, .none, "Tuesday, June 4, 2019"),
            (.full, .full, "Tuesday, June 4, 2019 at 1:23:45\u{202F}AM GMT+02:00"),
        ]
        for (date, time, expected) in styles {
            #expect(pattern(DateStylePattern.formatter(date: date, time: time)) == expected, "dateStyle \(date), timeStyle \(time)")
        }
    }

    @Test func formattedDateAndTimeStyles() {
        let styles: [(DateStylePattern.DateLength, DateStylePattern.TimeLength, String)] = [
            (.omitted, .omitted, "6/4/2019, 1:23\u{202F}AM"),
            (.numeric, .shortened, "6/4/2019, 1:23\u{202F}AM"),
            (.numeric, .complete, "6/4/2019, 1:23:45\u{202F}AM GMT+2"),
            (.numeric, .omitted, "6/4/2019"),
            (.abbreviated, .shortened, "Jun 4, 2019 at 1:23\u{202F}AM"),
            (.abbreviated, .omitted, "Jun 4, 2019"),
            (.long, .standard, "June 4, 2019 at 1:23:45\u{202F}AM"),
            (.complete, .omitted, "Tuesday, June 4, 2019"),
            (.complete, .complete, "Tuesday, June 4, 2019 at 1:23:45\u{202F}AM GMT+2"),
            (.omitted, .shortened, "1:23\u{202F}AM"),
            (.omitted, .standard, "1:23:45\u{202F}AM"),
        ]
        for (date, time, expected) in styles {
            #expect(pattern(DateStylePattern.formatStyle(date: date, time: time)) == expected, "date \(date), time \(time)")
        }
    }

    @Test func dateTimeChains() {
        #expect(fields { _ in } == "6/4/2019, 1:23\u{202F}AM")
        #expect(fields { $0.hour = .defaultDigits; $0.minute = .defaultDigits } == "1:23\u{202F}AM")
        #expect(fields { $0.hour = .defaultDigits } == "1\u{202F}AM")
        #expect(fields { $0.hour = .defaultDigits; $0.minute = .defaultDigits; $0.second = .defaultDigits } == "1:23:45\u{202F}AM")
        #expect(fields { $0.minute = .defaultDigits; $0.second = .defaultDigits } == "23:45")
        #expect(fields { $0.minute = .defaultDigits } == "23")
        #expect(fields { $0.month = .abbreviated; $0.day = .defaultDigits } == "Jun 4")
        #expect(fields { $0.month = .wide; $0.day = .defaultDigits } == "June 4")
        #expect(fields { $0.month = .wide } == "June")
        #expect(fields { $0.month = .narrow; $0.day = .defaultDigits } == "J 4")
        #expect(fields { $0.month = .twoDigits; $0.day = .twoDigits } == "06/04")
        #expect(fields { $0.month = .defaultDigits } == "6")
        #expect(fields { $0.day = .defaultDigits } == "4")
        #expect(fields { $0.weekday = .abbreviated } == "Tue")
        #expect(fields { $0.weekday = .wide } == "Tuesday")
        #expect(fields { $0.weekday = .short } == "Tu")
        #expect(fields { $0.weekday = .abbreviated; $0.day = .defaultDigits } == "Tue 4")
        #expect(fields { $0.weekday = .abbreviated; $0.year = .defaultDigits } == "2019 Tue")
        #expect(fields { $0.weekday = .abbreviated; $0.month = .abbreviated; $0.day = .defaultDigits } == "Tue, Jun 4")
        #expect(fields { $0.weekday = .wide; $0.month = .wide; $0.day = .defaultDigits } == "Tuesday, June 4")
        #expect(fields { $0.year = .defaultDigits } == "2019")
        #expect(fields { $0.year = .twoDigits } == "19")
        #expect(fields { $0.year = .defaultDigits; $0.month = .abbreviated } == "Jun 2019")
        #expect(fields { $0.year = .defaultDigits; $0.month = .abbreviated; $0.day = .defaultDigits } == "Jun 4, 2019")
        #expect(fields { $0.year = .defaultDigits; $0.month = .defaultDigits; $0.day = .defaultDigits } == "6/4/2019")
        #expect(fields { $0.year = .defaultDigits; $0.month = .abbreviated; $0.day = .defaultDigits; $0.weekday = .abbreviated } == "Tue, Jun 4, 2019")
        #expect(fields { $0.quarter = .abbreviated; $0.year = .defaultDigits } == "Q2 2019")
        #expect(fields { $0.era = true; $0.year = .defaultDigits } == "2019 AD")
        #expect(fields { $0.timeZone = true } == "GMT+2")
    }

    @Test func dateTimeChainsWithDateAndTime() {
        #expect(fields { $0.weekday = .abbreviated; $0.hour = .defaultDigits; $0.minute = .defaultDigits } == "Tue 1:23\u{202F}AM")
        #expect(fields { $0.weekday = .wide; $0.hour = .defaultDigits; $0.minute = .defaultDigits } == "Tuesday 1:23\u{202F}AM")
        #expect(fields { $0.month = .abbreviated; $0.day = .defaultDigits; $0.hour = .defaultDigits; $0.minute = .defaultDigits } == "Jun 4 at 1:23\u{202F}AM")
        #expect(fields { $0.year = .defaultDigits; $0.month = .abbreviated; $0.day = .defaultDigits; $0.hour = .defaultDigits; $0.minute = .defaultDigits }
            == "Jun 4, 2019 at 1:23\u{202F}AM")
        #expect(fields { $0.day = .defaultDigits; $0.hour = .defaultDigits; $0.minute = .defaultDigits } == "4, 1:23\u{202F}AM")
        #expect(fields { $0.year = .defaultDigits; $0.hour = .defaultDigits } == "2019, 1\u{202F}AM")
        #expect(fields({ $0.weekday = .abbreviated; $0.day = .defaultDigits; $0.hour = .defaultDigits; $0.minute = .defaultDigits }, at: Self.afternoon)
            == "Tue 4, 1:23\u{202F}PM")
        #expect(fields({ $0.weekday = .wide; $0.month = .wide; $0.day = .defaultDigits; $0.hour = .defaultDigits; $0.minute = .defaultDigits }, at: Self.afternoon)
            == "Tuesday, June 4 at 1:23\u{202F}PM")
        #expect(fields({ $0.hour = .defaultDigits; $0.minute = .defaultDigits; $0.second = .defaultDigits; $0.timeZone = true }, at: Self.afternoon)
            == "1:23:45\u{202F}PM GMT+2")
    }

    @Test func hoursWithoutOrWithOtherAMPM() {
        #expect(fields({ $0.hour = .twoDigits; $0.amPM = .omitted; $0.minute = .defaultDigits }, at: Self.afternoon) == "01:23")
        #expect(fields({ $0.hour = .defaultDigits; $0.amPM = .omitted; $0.minute = .defaultDigits }, at: Self.afternoon) == "01:23")
        #expect(fields({ $0.hour = .twoDigits; $0.minute = .defaultDigits }, at: Self.afternoon) == "01:23\u{202F}PM")
        #expect(fields { $0.hour = .defaultDigits; $0.amPM = .narrow; $0.minute = .defaultDigits } == "1:23\u{202F}a")
        #expect(fields { $0.hour = .defaultDigits; $0.amPM = .wide; $0.minute = .defaultDigits } == "1:23\u{202F}AM")
    }
}

/// ISO 8601 text, which the format style and `ISO8601DateFormatter` write in UTC.
@Suite struct ISO8601Tests {
    @Test func iso8601IsUTCWithAZ() {
        #expect(DatePattern.format(DateStylePattern.iso8601, unixSeconds: 1_559_604_225.5, utcOffsetSeconds: 0) == "2019-06-03T23:23:45Z")
        #expect(DatePattern.format(DateStylePattern.iso8601, unixSeconds: 0, utcOffsetSeconds: 3600) == "1970-01-01T01:00:00+01:00")
    }
}
