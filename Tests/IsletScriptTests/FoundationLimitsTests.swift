import IsletScript
import Testing

/// Values from a widget's code can be anything a Double holds: every formatter answers with
/// text, never a trap.
@Suite struct FoundationLimitsTests {
    static let extremes: [Double] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, -0.0]

    @Test func datesFarOutsideAnyCalendarAreHeld() {
        for moment in Self.extremes {
            let text = DatePattern.format("G yyyy-MM-dd EEEE HH:mm:ss.SSS w D zzzz", unixSeconds: moment, utcOffsetSeconds: -43_200)
            #expect(!text.isEmpty)
            let calendar = CalendarMath(utcOffsetSeconds: 50_400)
            _ = calendar.difference(Set(CalendarMath.Unit.allCases), from: moment, to: -moment)
            _ = calendar.adding(.month, Int.max, to: moment)
            _ = RelativeDateFormat(presentation: .named).string(date: moment, relativeTo: 0, calendar: calendar)
        }
        #expect(DatePattern.format("yyyy-MM-dd", unixSeconds: -1e300, utcOffsetSeconds: 0) == DatePattern.format("yyyy-MM-dd", unixSeconds: -1e13, utcOffsetSeconds: 0),
                "held at ±10¹³ seconds")
        #expect(CalendarMath(utcOffsetSeconds: 0).difference([.day], from: .nan, to: 86_400) == [.day: 1], "NaN reads as 1970")
    }

    @Test func numbersAndDurationsOfEveryMagnitude() {
        for value in Self.extremes {
            #expect(!NumberFormat.number.string(value).isEmpty)
            var compact = NumberFormat.number
            compact.compactName = true
            #expect(!compact.string(value).isEmpty)
            #expect(!DurationFormat.time(value, pattern: .hourMinuteSecond()).isEmpty)
            #expect(!DurationUnits(allowed: [.weeks, .seconds], width: .wide, maximumUnitCount: 1, rounds: true).string(value).isEmpty)
            #expect(!MeasurementFormat.generalUsage(value, unit: .celsius).isEmpty)
        }
        #expect(NumberFormat.number.string(Double.greatestFiniteMagnitude).count == 309 + 102, "every digit, grouped")
        #expect(ByteCountFormat(countStyle: .binary).string(.min) == "-8 EB")
    }
}
