extension Int {
    /// The largest magnitude `Int(saturating:)` gives: 10^15, exactly representable in a Double
    /// and far enough from `Int.max` that sums and small products of such values cannot overflow
    /// either. A length, a cell count or a number of seconds past it is already absurd.
    public static let saturationBound = 1_000_000_000_000_000

    /// `value` truncated towards zero like `Int(_:)`, but held within ±`saturationBound`, and 0
    /// for NaN. `Int(_:)` traps on NaN, infinity and anything past `Int.max`; layout, drawing,
    /// animation and the previewer convert every Double through this instead, so a number that
    /// slipped past the readers' ranges draws something wrong rather than crashing
    /// (docs/DECISIONS.md, "Limits").
    @inlinable
    public init(saturating value: Double) {
        guard !value.isNaN else {
            self = 0
            return
        }
        let bound = Double(Int.saturationBound)
        self.init(Swift.min(bound, Swift.max(-bound, value)))
    }
}
