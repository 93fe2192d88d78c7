@testable import IsletAnimation
import Testing

/// `.contentTransition(.numericText())` (REFERENCE.md §2): digits roll like an odometer.
@Suite struct DigitRollTests {
    @Test func aChangedDigitStepsThroughEveryDigitBetween() {
        let frames = [0, 0.25, 0.5, 0.75, 1].map { DigitRoll.line(from: "12:05", to: "12:09", progress: $0) }
        #expect(frames == ["12:05", "12:06", "12:07", "12:08", "12:09"])
    }

    @Test func aDecreaseCountsDown() {
        let frames = [0, 1.0 / 3, 2.0 / 3, 1].map { DigitRoll.line(from: "7", to: "4", progress: $0) }
        #expect(frames == ["7", "6", "5", "4"])
    }

    /// 09 → 10 is one step of each wheel (9 rolls on to 0), not nine steps back.
    @Test func wheelsWrapPastNineInTheDirectionOfTheChange() {
        #expect(DigitRoll.line(from: "09", to: "10", progress: 0.75) == "10")
        #expect(DigitRoll.line(from: "12:59", to: "13:00", progress: 0.5)?.hasPrefix("13:") == true)
        #expect(DigitRoll.line(from: "10", to: "09", progress: 0.75) == "09")
    }

    @Test func textsOfDifferentLengthsRollFromTheRight() {
        #expect(DigitRoll.line(from: "9", to: "10", progress: 0.25) == "9")
        #expect(DigitRoll.line(from: "9", to: "10", progress: 0.75) == "10")
        #expect(DigitRoll.line(from: "100%", to: "98%", progress: 0.75) == "98%")
    }

    @Test func changesThatAreNotDigitsDoNotRoll() {
        #expect(DigitRoll.line(from: "On time", to: "Late", progress: 0.5) == nil)
        #expect(DigitRoll.line(from: "5 min", to: "5 hrs", progress: 0.5) == nil)
        #expect(DigitRoll.lines(from: ["12", "ab"], to: ["13"], progress: 0.5) == nil, "a different number of lines")
        #expect(DigitRoll.lines(from: ["Score", "1"], to: ["Score", "2"], progress: 1) == ["Score", "2"])
    }
}
