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

/// `Text(timerInterval:…)` with its extra arguments.
@Suite struct TimerIntervalTests {
    static let start = 1_796_032_800.0

    private func timer(now: Double, end: Double = start + 5400, pause: Double? = nil, countsDown: Bool = true, showsHours: Bool = true) -> String {
        TextDateStyle.timerInterval(
            start: Self.start, end: end, now: Self.start + now, pauseTime: pause.map { Self.start + $0 }, countsDown: countsDown, showsHours: showsHours,
            utcOffsetSeconds: 0
        )
    }

    @Test func countsWithinTheRange() {
        #expect(timer(now: 0) == "1:30:00")
        #expect(timer(now: 0.001) == "1:30:00", "a countdown shows the second it is in")
        #expect(timer(now: 5400) == "0:00")
        #expect(timer(now: 9000) == "0:00", "held at the end")
        #expect(timer(now: -60) == "1:30:00", "held at the start")
        #expect(timer(now: 59.999, countsDown: false) == "0:59")
        #expect(timer(now: 9000, countsDown: false) == "1:30:00")
    }

    @Test func pausedAndWithoutHours() {
        #expect(timer(now: 600, pause: 60) == "1:29:00", "a paused timer reads the pause time")
        #expect(timer(now: 0, showsHours: false) == "90:00")
        #expect(timer(now: 3000, showsHours: false) == "40:00")
        #expect(timer(now: 0, end: Self.start - 10) == "0:00", "a range that ends before it starts is empty")
    }
}
