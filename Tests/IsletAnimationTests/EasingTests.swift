import IsletAnimation
import Testing

@Suite struct EasingTests {
    static let curves: [Easing] = [.linear, .easeInOut]
    static let samples = (0...100).map { Double($0) / 100 }

    @Test(arguments: curves)
    func startsAtZeroAndEndsExactlyAtOne(_ easing: Easing) {
        #expect(easing(0) == 0)
        #expect(easing(1) == 1)
        #expect(easing(-0.5) == 0, "time before the start is the start")
        #expect(easing(3) == 1, "time after the end is the end")
    }

    @Test(arguments: [Easing.linear, .easeInOut])
    func neverGoesBackOrPastTheEnd(_ easing: Easing) {
        let values = Self.samples.map { easing($0) }
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(values.allSatisfy { (0...1).contains($0) })
    }

    @Test func easeInOutStartsAndEndsSlowly() {
        #expect(Easing.easeInOut(0.5) == 0.5)
        #expect(Easing.easeInOut(0.1) < 0.1)
        #expect(Easing.easeInOut(0.9) > 0.9)
    }
}
