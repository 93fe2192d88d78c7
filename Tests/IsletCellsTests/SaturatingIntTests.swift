import IsletCells
import Testing

/// `Int(saturating:)` is the one Double-to-Int conversion of layout, drawing, animation and the
/// previewer: it truncates like `Int(_:)` where that works and holds everything else.
@Suite struct SaturatingIntTests {
    @Test func truncatesTowardsZeroLikeIntWithinTheBound() {
        #expect(Int(saturating: 2.9) == 2)
        #expect(Int(saturating: -2.9) == -2)
        #expect(Int(saturating: 1e15) == 1_000_000_000_000_000)
    }

    @Test func holdsWhatIntWouldTrapOn() {
        #expect(Int(saturating: .nan) == 0)
        #expect(Int(saturating: .infinity) == Int.saturationBound)
        #expect(Int(saturating: -.infinity) == -Int.saturationBound)
        #expect(Int(saturating: 1e300) == Int.saturationBound)
        #expect(Int(saturating: -Double.greatestFiniteMagnitude) == -Int.saturationBound)
    }

    @Test func sumsAndSmallProductsOfHeldValuesCannotOverflow() {
        let held = Int(saturating: .infinity)
        #expect(held.multipliedReportingOverflow(by: 1000).overflow == false)
        #expect((held + held - -held) == 3 * Int.saturationBound)
    }
}
