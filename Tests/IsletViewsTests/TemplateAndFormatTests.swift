import FoundationEssentials
import IsletModel
import Testing
@testable import IsletViews

/// Text templates (`"Order #{attributes.orderNumber}"`) and the formatters after `|`: the text
/// a phone shows, computed from an injected moment and UTC offset.
@Suite struct TemplateAndFormatTests {
    /// 2025-11-28 11:00:00 UTC.
    private let now = Date(timeIntervalSince1970: 1_764_327_600)

    private func at(_ seconds: Double) -> StateValue {
        .date(now.addingTimeInterval(seconds))
    }

    private func format(_ value: StateValue, _ format: TextFormat, utcOffset: Int = 0) -> String {
        ValueFormatter(now: now, utcOffsetSeconds: utcOffset).format(value, as: format)
    }

    private func templateError(_ text: String) -> String? {
        do {
            _ = try Template.parse(text)
            return nil
        } catch {
            return error.message
        }
    }

    // MARK: Templates

    @Test func literalTextAndHolesSplitInOrder() throws {
        let template = try Template.parse("Order #{attributes.orderNumber} for {state.name|upper}!")
        #expect(template.parts == [
            .literal("Order #"), .value(.path(["attributes", "orderNumber"]), .automatic),
            .literal(" for "), .value(.path(["state", "name"]), .uppercase), .literal("!"),
        ])
        #expect(template.isDynamic)
        #expect(try Template.parse("Delivered").isDynamic == false)
        #expect(try Template.parse("") == .literal(""))
    }

    @Test func doubledBracesAreLiteralBraces() throws {
        #expect(try Template.parse("{{literal}} {state.progress|percent}").parts == [
            .literal("{literal} "), .value(.path(["state", "progress"]), .percent),
        ])
        #expect(try Template.parse("}}{{") == .literal("}{"))
    }

    @Test func spacesAroundTheExpressionAndTheFormatAreAllowed() throws {
        #expect(try Template.parse("{ state.distance | number:1 }").parts == [.value(.path(["state", "distance"]), .number(decimals: 1))])
    }

    @Test func unbalancedBracesSayHowToWriteABrace() {
        #expect(templateError("a } b") == #"in "a } b": a '}' without its '{' (write '}}' for a brace)"#)
        #expect(templateError("a { b") == #"in "a { b": a '{' without its '}' (write '{{' for a brace)"#)
        #expect(templateError("{state.x}}") == #"in "{state.x}}": a '}' without its '{' (write '}}' for a brace)"#)
        #expect(templateError("{}") == #"in "{}": an empty {}"#)
    }

    @Test func aBadExpressionOrFormatInAHoleIsNamed() {
        #expect(templateError("{a b}") == #"in "{a b}": in "a b" at character 3: unexpected "b""#)
        #expect(templateError("{state.x|percnt}") == #"unknown format "percnt"; expected one of percent, number, time, time24, date, relative, timer, upper, lower (did you mean "percent"?)"#)
        #expect(templateError("{state.x|number:7}") == #"number:N needs N from 0 to 6, found "7""#)
    }

    @Test func everyFormatterNameParses() throws {
        let expected: [String: TextFormat] = [
            "percent": .percent, "number": .number(decimals: 0), "number:3": .number(decimals: 3), "time": .time,
            "time24": .time24, "date": .date, "relative": .relative, "timer": .timer, "upper": .uppercase, "lower": .lowercase,
        ]
        for (name, format) in expected {
            #expect(try TextFormat.parse(name) == format, "\(name)")
        }
    }

    // MARK: Numbers

    @Test func percentRoundsHalfAwayFromZeroToAWholePercent() {
        #expect(format(.double(0.625), .percent) == "63%")
        #expect(format(.double(0.62), .percent) == "62%")
        #expect(format(.double(0.6), .percent) == "60%")
        #expect(format(.double(0.004), .percent) == "0%")
        #expect(format(.double(-0.25), .percent) == "-25%")
        #expect(format(.double(1.5), .percent) == "150%")
        #expect(format(.int(1), .percent) == "100%")
        #expect(format(.string("soon"), .percent) == "soon")
    }

    @Test func numberShowsExactlyTheDecimalsAsked() {
        #expect(format(.double(3.14159), .number(decimals: 1)) == "3.1")
        #expect(format(.double(2.5), .number(decimals: 0)) == "3")
        #expect(format(.double(-0.004), .number(decimals: 2)) == "0.00")
        #expect(format(.double(-1.05), .number(decimals: 1)) == "-1.1")
        #expect(format(.double(0.05), .number(decimals: 3)) == "0.050")
        #expect(format(.int(2), .number(decimals: 3)) == "2.000")
    }

    @Test func aDoubleShowsNoNeedlessDecimals() {
        #expect(format(.double(20.0), .automatic) == "20")
        #expect(format(.double(0.5), .automatic) == "0.5")
        #expect(format(.double(2.50), .automatic) == "2.5")
        #expect(format(.double(1.0 / 3.0), .automatic) == "0.33")
        #expect(format(.double(-1.25), .automatic) == "-1.25")
        #expect(format(.double(0.001), .automatic) == "0")
        #expect(format(.double(1e15), .automatic) == "1000000000000000")
        #expect(format(.int(-7), .automatic) == "-7")
    }

    @Test func numbersBeyondIntsRangeAreWrittenAsSwiftWritesThem() {
        #expect(format(.double(1e20), .automatic) == "1e+20")
        #expect(format(.double(-1.5e300), .automatic) == "-1.5e+300")
        #expect(format(.double(1e300), .percent) == "1e+302%")
        #expect(format(.double(-1e300), .number(decimals: 2)) == "-1e+300")
    }

    // MARK: Dates

    @Test func timeIsTwelveHourWithTheViewersOffset() {
        #expect(format(at(0), .time) == "11:00 AM")
        #expect(format(at(0), .time, utcOffset: -5 * 3600) == "6:00 AM")
        #expect(format(at(0), .time, utcOffset: 19_800) == "4:30 PM")
        #expect(format(at(3900), .time) == "12:05 PM")
        #expect(format(at(-37_800), .time) == "12:30 AM")
        #expect(format(at(59), .time) == "11:00 AM")
    }

    @Test func time24IsZeroPaddedAndWrapsAtMidnight() {
        #expect(format(at(-37_800), .time24) == "00:30")
        #expect(format(at(0), .time24, utcOffset: -5 * 3600) == "06:00")
        #expect(format(at(0), .time24, utcOffset: 19_800) == "16:30")
        #expect(format(at(46_740), .time24) == "23:59")
        #expect(format(at(46_800), .time24) == "00:00")
    }

    @Test func dateIsMonthAndDayInTheViewersZone() {
        #expect(format(at(0), .date) == "Nov 28")
        #expect(format(at(0), .date, utcOffset: 13 * 3600) == "Nov 29")
        #expect(format(at(0), .date, utcOffset: -12 * 3600) == "Nov 27")
        #expect(format(.date(Date(timeIntervalSince1970: 1_709_164_800)), .date) == "Feb 29")
        #expect(format(.date(Date(timeIntervalSince1970: -1)), .date) == "Dec 31")
    }

    @Test func relativeSaysHowLongUntilOrSince() {
        #expect(format(at(12 * 60), .relative) == "in 12 min")
        #expect(format(at(-180), .relative) == "3 min ago")
        #expect(format(at(30), .relative) == "in 30 sec")
        #expect(format(at(-59), .relative) == "59 sec ago")
        #expect(format(at(59.6), .relative) == "in 1 min")
        #expect(format(at(2 * 3600 + 1800), .relative) == "in 2 hr")
        #expect(format(at(0), .relative) == "in 0 sec")
    }

    @Test func aDateRangeFormatsByItsUpperBoundOrAsASpan() {
        let range = StateValue.dateRange(now...now.addingTimeInterval(1020))
        #expect(format(range, .time) == "11:17 AM")
        #expect(format(range, .relative) == "in 17 min")
        #expect(format(range, .automatic) == "11:00–11:17")
        #expect(format(at(0), .automatic) == "11:00 AM")
    }

    // MARK: Timers

    @Test func aTimerCountsDownAndClampsAtZero() {
        #expect(format(at(65), .timer) == "1:05")
        #expect(format(at(64.2), .timer) == "1:05")
        #expect(format(at(3723), .timer) == "1:02:03")
        #expect(format(at(-30), .timer) == "0:00")
        #expect(format(.dateRange(now.addingTimeInterval(-10)...now.addingTimeInterval(600)), .timer) == "10:00")
    }

    @Test func aTimerIntervalCountsUpWithinItsRange() {
        let formatter = ValueFormatter(now: now)
        #expect(formatter.timer(from: now.addingTimeInterval(-10), to: now.addingTimeInterval(600), countsDown: false) == "0:10")
        #expect(formatter.timer(from: now.addingTimeInterval(10), to: now.addingTimeInterval(600), countsDown: false) == "0:00")
        #expect(formatter.timer(from: now.addingTimeInterval(-900), to: now.addingTimeInterval(-300), countsDown: false) == "10:00")
        #expect(formatter.timer(from: now.addingTimeInterval(10), to: now.addingTimeInterval(600), countsDown: true) == "9:50")
    }

    @Test func durationsUseMinutesUnderAnHourAndHoursFromOne() {
        #expect(ValueFormatter.duration(seconds: -5) == "0:00")
        #expect(ValueFormatter.duration(seconds: 59) == "0:59")
        #expect(ValueFormatter.duration(seconds: 600) == "10:00")
        #expect(ValueFormatter.duration(seconds: 3599) == "59:59")
        #expect(ValueFormatter.duration(seconds: 3600) == "1:00:00")
        #expect(ValueFormatter.duration(seconds: 36_000) == "10:00:00")
    }

    @Test func datesAsLargeAsADoubleFormatWithoutTrapping() {
        let far = Date(timeIntervalSinceReferenceDate: 1e300)
        #expect(format(.dateRange(now...far), .timer) == "2500000000000000:00:00")
        #expect(format(.date(far), .relative) == "in 2500000000000000 hr")
        #expect(format(.date(Date(timeIntervalSinceReferenceDate: -1e300)), .relative) == "2500000000000000 hr ago")
        #expect(format(.date(far), .time).hasSuffix("M"))
        #expect(format(.date(far), .date).count >= 5)
    }

    // MARK: Text

    @Test func upperAndLowerChangeCaseOfTheNaturalText() {
        #expect(format(.string("Marco"), .uppercase) == "MARCO")
        #expect(format(.string("Marco"), .lowercase) == "marco")
        #expect(format(.enumCase(raw: .string("pickedUp"), index: 2), .lowercase) == "pickedup")
    }

    @Test func everyKindHasANaturalText() {
        #expect(format(.bool(true), .automatic) == "true")
        #expect(format(.enumCase(raw: .string("pickedUp"), index: 2), .automatic) == "pickedUp")
        #expect(format(.enumCase(raw: .int(20), index: 1), .automatic) == "20")
        #expect(format(.url("pizza://order/7"), .automatic) == "pizza://order/7")
        #expect(format(.array([.string("a"), .int(2)]), .automatic) == "a, 2")
        #expect(format(.record(StateRecord()), .automatic) == "…")
    }

    @Test func nilShowsNothingWhateverTheFormat() {
        for format in [TextFormat.automatic, .percent, .number(decimals: 2), .time, .time24, .date, .relative, .timer, .uppercase, .lowercase] {
            #expect(self.format(.null, format) == "", "\(format)")
        }
    }

    /// The lock screen's date line, weekday and month in full as iOS writes them in en_US.
    @Test func theLockScreenDateLineIsWrittenOut() {
        let friday = Date(timeIntervalSince1970: 1_764_327_600)  // 2025-11-28 11:00 UTC
        #expect(ValueFormatter(now: friday).lockScreenDate(friday) == "Friday, November 28")
        #expect(ValueFormatter(now: friday, utcOffsetSeconds: -12 * 3600).lockScreenDate(friday) == "Thursday, November 27")
        let newYear = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01 00:00 UTC
        #expect(ValueFormatter(now: newYear).lockScreenDate(newYear) == "Thursday, January 1")
    }

    /// The date line in the phone's language and order, and the clock in its hours and digits:
    /// 12-hour without a leading zero or AM/PM in en_US, 24-hour in de_DE, ja_JP and en_GB, padded
    /// where the locale pads, Arabic-Indic digits in ar_SA.
    @Test func theLockScreenFollowsTheLocale() throws {
        let evening = Date(timeIntervalSince1970: 1_764_625_200)  // 2025-12-01 21:40 UTC, a Monday
        let morning = Date(timeIntervalSince1970: 1_764_582_000)  // 2025-12-01 09:40 UTC
        let written = { (identifier: String, date: Date) throws -> (String, String) in
            let formatter = ValueFormatter(now: date, locale: try #require(PhoneLocale(identifier)))
            return (formatter.lockScreenDate(date), formatter.lockScreenTime(date))
        }
        #expect(try written("en_US", evening) == ("Monday, December 1", "9:40"))
        #expect(try written("en_US", morning) == ("Monday, December 1", "9:40"))
        #expect(try written("de_DE", evening) == ("Montag, 1. Dezember", "21:40"))
        #expect(try written("de_DE", morning) == ("Montag, 1. Dezember", "09:40"))
        #expect(try written("ja_JP", evening) == ("12月1日 月曜日", "21:40"))
        #expect(try written("en_GB", evening) == ("Monday 1 December", "21:40"))
        #expect(try written("ar_SA", evening).1 == "٩:٤٠")
    }

}
