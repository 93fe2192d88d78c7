import Testing

@testable import IsletCurses

/// When the backend holds frames back for a slow link, and when it stops waiting (issue 33, item 10).
@Suite struct DrainReportTests {
    let start = ContinuousClock.now

    /// Whether `report` has drained `duration` after `start` (a `#expect` cannot call a mutating method).
    private func drained(_ report: inout DrainReport, after duration: Duration) -> Bool {
        report.hasDrained(at: start + duration)
    }

    @Test func aFrameIsHeldUntilTheTerminalAnswers() {
        var report = DrainReport()
        report.asked(at: start)
        let early = drained(&report, after: .milliseconds(600))
        #expect(!early)
        report.answered()
        #expect(report.asksAfterFrames)
        let answered = drained(&report, after: .milliseconds(600))
        #expect(answered)
        report.asked(at: start + .seconds(1))
        report.asked(at: start + .seconds(1))
        report.answered()
        let oneOut = drained(&report, after: .seconds(2))
        #expect(!oneOut, "one question is still out")
        report.answered()
        let bothIn = drained(&report, after: .seconds(2))
        #expect(bothIn)
    }

    @Test func aTerminalThatNeverAnswersIsNoLongerWaitedFor() {
        var report = DrainReport()
        report.asked(at: start)
        let before = drained(&report, after: DrainReport.silenceLimit - .milliseconds(1))
        #expect(!before)
        let after = drained(&report, after: DrainReport.silenceLimit)
        #expect(after)
        #expect(report.support == .silent)
        #expect(!report.asksAfterFrames, "no more questions: frames go as before")
    }

    @Test func aLostAnswerHoldsFramesBackOnlyForAWhile() {
        var report = DrainReport()
        report.asked(at: start)
        report.answered()
        report.asked(at: start + .seconds(1))
        let slow = drained(&report, after: .seconds(10))
        #expect(!slow, "a whole screen at 2 KB/s takes seconds")
        let lost = drained(&report, after: .seconds(1) + DrainReport.answerLimit)
        #expect(lost)
        #expect(report.asksAfterFrames, "the terminal still answers; only that answer was lost")
    }
}
