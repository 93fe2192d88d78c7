import IsletScript
import Testing

/// `Text(date, style:)` as Apple's documentation of `Text.DateStyle` shows it in en_US: the time
/// and the timer agree with a layout file's `time` and `timer` formats cell for cell.
@Suite struct TextDateStyleTests {
    /// 2026-11-30 10:00:00 UTC.
    static let now = 1_796_032_800.0

    private func text(_ style: TextDateStyle, _ secondsFromNow: Double, offset: Int = 0) -> String {
        style.text(date: Self.now + secondsFromNow, now: Self.now, utcOffsetSeconds: offset)
    }

    /// `.time` "11:23 PM" and `.date` "June 3, 2019" (Apple's examples), here on this clock.
    @Test func timeAndDate() {
        #expect(text(.time, 72 * 60, offset: 3600) == "12:12 PM")
        #expect(text(.time, -10 * 3600) == "12:00 AM")
        #expect(text(.date, 0) == "November 30, 2026")
        #expect(text(.date, -10.5 * 3600) == "November 29, 2026")
        #expect(text(.date, -10.5 * 3600, offset: 3600) == "November 30, 2026", "the date on the phone's clock")
    }

    /// `.relative` "2 hours, 23 minutes" (the two largest units, either way in time) and
    /// `.offset` "+2 hours" (the largest unit, signed: ahead is plus).
    @Test func relativeAndOffset() {
        #expect(text(.relative, 2 * 3600 + 23 * 60 + 10) == "2 hours, 23 minutes")
        #expect(text(.relative, -(12 * 60 + 3)) == "12 minutes, 3 seconds")
        #expect(text(.relative, 26 * 3600) == "1 day, 2 hours")
        #expect(text(.relative, 59.2) == "1 minute", "a date ahead shows the second it is in, as the timer does")
        #expect(text(.offset, 2 * 3600 + 23 * 60) == "+2 hours")
        #expect(text(.offset, -45) == "-45 seconds")
        #expect(text(.offset, -3 * 86_400) == "-3 days")
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
