import IsletAnimation
import Testing

/// The island's spring, sampled every millisecond of injected time.
@Suite struct SpringTests {
    let spring = Spring.island
    /// The spring's value each millisecond for its first two seconds.
    var samples: [(seconds: Double, value: Double)] {
        (0...2000).map { let seconds = Double($0) / 1000; return (seconds, spring.value(at: seconds)) }
    }

    @Test func itRestsAtZeroUntilReleasedAndEndsAtOne() {
        #expect(spring.value(at: -1) == 0)
        #expect(spring.value(at: 0) == 0)
        #expect(abs(spring.value(at: 2) - 1) < 1e-6)
    }

    /// Like the phone's island: quick off the mark, a few percent past the new size, back to
    /// rest in about 0.45 s.
    @Test func itOvershootsSlightlyOnceAndSettlesInAboutFortyFiveHundredths() throws {
        let values = samples
        let peak = try #require(values.indices.max { values[$0].value < values[$1].value })
        #expect(values[peak].value > 1.04 && values[peak].value < 1.1, "peak \(values[peak].value)")
        #expect(abs(values[peak].seconds - spring.peakTime) < 0.002)
        #expect(abs(values[peak].value - 1 - spring.overshoot) < 1e-4, "the measured peak is the one the parameters give")
        #expect(zip(values[...peak], values[...peak].dropFirst()).allSatisfy { $0.value < $1.value }, "rises until the peak")
        #expect(spring.value(at: 0.1) > 0.5, "more than half way in a tenth of a second, as a released spring moves")

        #expect(spring.settleTime > 0.4 && spring.settleTime < 0.5, "settles in \(spring.settleTime) s")
        let late = values.filter { $0.seconds >= spring.settleTime }
        #expect(late.allSatisfy { abs($0.value - 1) < Spring.restTolerance }, "at rest from the settle time on")
        let lastOut = values.last { abs($0.value - 1) >= Spring.restTolerance }
        #expect((lastOut?.seconds ?? 0) > spring.settleTime - 0.15, "the settle time is not far past the last visible swing")
    }

    @Test func moreDampingSwingsLessAndAStifferSpringSettlesSooner() {
        let loose = Spring(response: 0.35, dampingFraction: 0.4)
        #expect(loose.overshoot > spring.overshoot)
        #expect(Spring(response: 0.2, dampingFraction: 0.62).settleTime < spring.settleTime)
    }
}
