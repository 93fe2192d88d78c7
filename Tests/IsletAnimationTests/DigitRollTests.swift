@testable import IsletAnimation
import Testing

/// `.contentTransition(.numericText())` (REFERENCE.md §2): the digits that changed slide, old
/// out and new in; nothing in between is shown.
@Suite struct DigitRollTests {
    /// Key frames: still, old leaving (raised), new arriving (lowered), settled.
    static let keyFrames = [0, 0.3, 0.6, 0.9, 1]

    func frames(_ old: String, _ new: String) -> [String?] {
        Self.keyFrames.map { DigitRoll.line(from: old, to: new, progress: $0) }
    }

    /// The demo: 25% → 62% showed 36%, 37%, 48%... on the way. Now only the two
    /// digits move, and only between their own two values.
    @Test func onlyTheChangedDigitsSlideAndNoValueInBetweenIsShown() {
        #expect(frames("25%", "62%") == ["25%", "²⁵%", "₆₂%", "62%", "62%"])
        #expect(frames("12:05", "12:09") == ["12:05", "12:0⁵", "12:0₉", "12:09", "12:09"], "12: stays still")
    }

    /// Up when the number grew (the old digit rises out, the new one comes from below), down
    /// when it shrank.
    @Test func theSlideFollowsTheDirectionOfTheChange() {
        #expect(frames("7", "4") == ["7", "₇", "⁴", "4", "4"])
        #expect(frames("09", "10") == ["09", "⁰⁹", "₁₀", "10", "10"], "both wheels move, up")
        #expect(frames("10", "09") == ["10", "₁₀", "⁰⁹", "09", "09"])
    }

    @Test func aDigitGainedArrivesAndADigitLostLeaves() {
        #expect(frames("9", "10") == ["9", "⁹", "₁₀", "10", "10"])
        #expect(frames("100%", "98%") == ["100%", "₁₀₀%", "⁹⁸%", "98%", "98%"])
    }

    @Test func changesThatAreNotDigitsDoNotSlide() {
        #expect(DigitRoll.line(from: "On time", to: "Late", progress: 0.5) == nil)
        #expect(DigitRoll.line(from: "5 min", to: "5 hrs", progress: 0.5) == nil)
        #expect(DigitRoll.lines(from: ["12", "ab"], to: ["13"], progress: 0.5) == nil, "a different number of lines")
        #expect(DigitRoll.lines(from: ["Score", "1"], to: ["Score", "2"], progress: 1) == ["Score", "2"])
    }
}
