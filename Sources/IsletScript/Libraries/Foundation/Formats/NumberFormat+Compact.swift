extension NumberFormat {
    private static let compactUnits = ["", "K", "M", "B", "T"]

    /// The value in thousands, millions, billions or trillions, with the digit settings ICU
    /// gives compact numbers unless the style set its own precision: whole numbers from two
    /// integer digits up, two significant digits below ("1.2K", "12K", "123K"). A value that
    /// rounds up to 1000 of a unit moves to the next ("999,999" is "1M"); past the trillions
    /// the count of trillions grows ("1000T").
    func compacted(_ value: DecimalDigits) -> (DecimalDigits, String, NumberFormat) {
        let defaultPrecision = significantDigits == nil && minimumFractionDigits == 0 && maximumFractionDigits == 6
        var group = min(Self.compactUnits.count - 1, max(0, (value.pointPosition - 1) / 3))
        while true {
            let shown = value.scaled(byPowerOfTen: -3 * group)
            var format = self
            if defaultPrecision {
                let integerDigits = shown.rounded(fractionDigits: 0, rounding).pointPosition
                if integerDigits >= 2 {
                    format.maximumFractionDigits = 0
                } else {
                    format.significantDigits = 1...2
                }
            }
            let rounded = format.digits(shown).rounded
            if group + 1 < Self.compactUnits.count, rounded.pointPosition > 3 {
                group += 1
                continue
            }
            // Compact numbers group only from five integer digits ("1000T", "10,000T").
            if rounded.pointPosition < 5 { format.usesGrouping = false }
            return (shown, Self.compactUnits[group], format)
        }
    }
}
