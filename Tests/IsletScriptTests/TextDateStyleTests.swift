import IsletScript
import Testing

/// `Text(date, style:)`: the styles a layout file also has agree with its formats cell for cell
/// (LAYOUTS.md's format table), and the timer counts down to the date, then up from it.
@Suite struct TextDateStyleTests {
    /// 2026-11-30 10:00:00 UTC.
    static let now = 1_796_032_800.0

    private func text(_ style: TextDateStyle, _ secondsFromNow: Double, offset: Int = 0) -> String {
        style.text(date: Self.now + secondsFromNow, now: Self.now, utcOffsetSeconds: offset)
    }

    @Test func timeDateAndRelativeAreTheLayoutFormats() {
        #expect(text(.time, 72 * 60, offset: 3600) == "12:12 PM")
        #expect(text(.time, -10 * 3600) == "12:00 AM")
        #expect(text(.date, 0) == "Nov 30")
        #expect(text(.relative, 12 * 60) == "in 12 min")
        #expect(text(.relative, -3 * 3600) == "3 hr ago")
        #expect(text(.offset, 12 * 60) == "+12 min")
        #expect(text(.offset, -45) == "-45 sec")
    }

    @Test func theTimerCountsDownToTheDateThenUpFromIt() {
        #expect(text(.timer, 0) == "0:00")
        #expect(text(.timer, 59.999) == "1:00", "a countdown shows the second it is in")
        #expect(text(.timer, 59) == "0:59")
        #expect(text(.timer, -59.999) == "0:59", "counting up shows whole seconds passed")
        #expect(text(.timer, -61) == "1:01")
        #expect(text(.timer, 36 * 3600 + 59 * 60 + 1) == "36:59:01")
    }
}
