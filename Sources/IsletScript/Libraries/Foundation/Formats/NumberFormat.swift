/// One description of how a number is written in en_US, which both `NumberFormatter` and the
/// `.formatted(.number…)` styles map onto: digits, rounding, grouping, scale and the text around
/// the number. The presets hold each API's defaults; the interpreter changes fields as the
/// widget's code sets them.
public struct NumberFormat: Sendable, Equatable {
    public var minimumIntegerDigits = 1
    public var minimumFractionDigits = 0
    /// Raised to `minimumFractionDigits` when below it, as `NumberFormatter` does.
    public var maximumFractionDigits = 6
    /// When set, significant digits decide the precision and the fraction digits are ignored.
    public var significantDigits: ClosedRange<Int>?
    public var usesGrouping = true
    public var rounding = DecimalRounding.halfEven
    /// The value is multiplied by 10^this before it is written (2 for a percent of a Double).
    public var scalePowerOfTen = 0
    public var positivePrefix = ""
    public var positiveSuffix = ""
    public var negativePrefix = "-"
    public var negativeSuffix = ""
    /// Words instead of digits ("one thousand two hundred thirty-four").
    public var spellsOut = false
    /// `.notation(.compactName)`: "1.2K", "15M" (see `NumberFormat+Compact.swift`).
    public var compactName = false
    /// `.sign(strategy:)`: whether a plus sign is written, or no sign at all.
    public var signDisplay = SignDisplay.automatic
    /// `.rounded(rule:increment:)`: the value is rounded to a multiple of this first.
    public var roundingIncrement: Double?

    /// `NumberFormatStyleConfiguration.SignDisplayStrategy`.
    public enum SignDisplay: Sendable, Equatable {
        case automatic, never
        case always(includingZero: Bool)
    }

    public init() {}

    /// `x.formatted()` and `.number`: up to six fraction digits, grouped.
    public static let number = NumberFormat()

    /// `.percent`: a Double is scaled by 100 and an integer is already the percentage
    /// (`25.formatted(.percent)` is "25%").
    public static func percent(scalesValue: Bool) -> NumberFormat {
        var format = NumberFormat()
        format.scalePowerOfTen = scalesValue ? 2 : 0
        format.positiveSuffix = "%"
        format.negativeSuffix = "%"
        return format
    }

    /// `.currency(code:)`: the currency's symbol before the amount and its fraction digits.
    public static func currency(code: String) -> NumberFormat {
        var format = NumberFormat()
        let digits = CurrencySymbol.fractionDigits(code: code)
        format.minimumFractionDigits = digits
        format.maximumFractionDigits = digits
        format.positivePrefix = CurrencySymbol.prefix(code: code)
        format.negativePrefix = "-" + format.positivePrefix
        return format
    }

    /// The styles of `NumberFormatter.Style` that islet knows.
    public enum FormatterStyle: Sendable {
        case none, decimal, percent, currency, spellOut
    }

    /// A fresh `NumberFormatter` with `numberStyle` set (its currency is US dollars in en_US
    /// unless `currencyCode` names another).
    public static func formatter(_ style: FormatterStyle, currencyCode: String = "USD") -> NumberFormat {
        var format: NumberFormat
        switch style {
        case .none:
            format = NumberFormat()
            format.usesGrouping = false
            format.maximumFractionDigits = 0
        case .decimal:
            format = NumberFormat()
            format.maximumFractionDigits = 3
        case .percent:
            format = percent(scalesValue: true)
            format.maximumFractionDigits = 0
        case .currency:
            format = currency(code: currencyCode)
        case .spellOut:
            format = NumberFormat()
            format.spellsOut = true
        }
        return format
    }

    /// Sets both fraction bounds, as `.precision(.fractionLength(n))` does.
    public mutating func setFractionLength(_ range: ClosedRange<Int>) {
        minimumFractionDigits = range.lowerBound
        maximumFractionDigits = range.upperBound
        significantDigits = nil
    }

    /// A Double as the formatter writes it; NaN and the infinities are "NaN" and "∞".
    public func string(_ value: Double) -> String {
        guard let decimal = DecimalDigits(value) else {
            if value.isNaN { return "NaN" }
            return value < 0 ? negativePrefix + "∞" + negativeSuffix : positivePrefix + "∞" + positiveSuffix
        }
        return string(decimal)
    }

    /// An integer with all its digits (no trip through Double).
    public func string<Integer: BinaryInteger>(_ value: Integer) -> String {
        string(DecimalDigits(value))
    }

    /// Any decimal value: scaled, rounded, padded, grouped and signed.
    public func string(_ value: DecimalDigits) -> String {
        var scaled = value.scaled(byPowerOfTen: scalePowerOfTen)
        if spellsOut { return SpellOut.english(scaled) }
        if let increment = roundingIncrement, increment > 0, increment.isFinite {
            let steps = DecimalDigits((scaled.doubleValue / increment).rounded(rounding.floatingPointRule)) ?? scaled
            scaled = DecimalDigits((steps.doubleValue * increment)) ?? scaled
        }
        var format = self
        var unit = ""
        if compactName { (scaled, unit, format) = compacted(scaled) }
        let (rounded, body) = format.digits(scaled)
        let isZero = rounded.isZero
        switch signDisplay {
        case .never:
            return positivePrefix + body + unit + positiveSuffix
        case .always(let includingZero) where !rounded.negative && (includingZero || !isZero):
            return (positivePrefix.hasPrefix("+") ? "" : "+") + positivePrefix + body + unit + positiveSuffix
        default:
            return rounded.negative ? negativePrefix + body + unit + negativeSuffix : positivePrefix + body + unit + positiveSuffix
        }
    }

    /// The value rounded by the digit settings, and its digits padded and grouped.
    func digits(_ scaled: DecimalDigits) -> (rounded: DecimalDigits, body: String) {
        let rounded: DecimalDigits
        var fractionLength: Int
        if let significant = significantDigits {
            rounded = scaled.rounded(significantDigits: significant.upperBound, rounding)
            let wanted = rounded.isZero ? significant.lowerBound - 1 : significant.lowerBound - rounded.pointPosition
            fractionLength = max(rounded.fractionDigits.count, wanted)
        } else {
            rounded = scaled.rounded(fractionDigits: max(minimumFractionDigits, maximumFractionDigits), rounding)
            fractionLength = max(rounded.fractionDigits.count, minimumFractionDigits)
        }
        fractionLength = max(0, fractionLength)
        var integer = rounded.integerDigits
        if integer.count < minimumIntegerDigits {
            integer.insert(contentsOf: Array(repeating: 0, count: minimumIntegerDigits - integer.count), at: 0)
        } else if minimumIntegerDigits == 0, integer == [0], fractionLength > 0 {
            integer = []
        }
        let fraction = rounded.fractionDigits + Array(repeating: 0, count: fractionLength - rounded.fractionDigits.count)
        var body = grouped(integer)
        if !fraction.isEmpty { body += "." + fraction.map(String.init).joined() }
        return (rounded, body)
    }

    /// The integer digits with a comma between each group of three, when grouping is on.
    private func grouped(_ digits: [UInt8]) -> String {
        var text = ""
        for (index, digit) in digits.enumerated() {
            let remaining = digits.count - index
            if usesGrouping, index > 0, remaining % 3 == 0 { text += "," }
            text += String(digit)
        }
        return text
    }
}
