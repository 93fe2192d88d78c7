import IsletScript
import Testing

/// Numbers as `formatted()` and `NumberFormatter` write them in en_US (expected strings from
/// swift-foundation's ICU formatting, the code Apple ships).
@Suite struct NumberFormatTests {
    private func fractionLength(_ value: Double, _ digits: Int) -> String {
        var format = NumberFormat.number
        format.setFractionLength(digits...digits)
        return format.string(value)
    }

    @Test func formattedDefaultsShowUpToSixFractionDigitsGrouped() {
        #expect(NumberFormat.number.string(2.5) == "2.5")
        #expect(NumberFormat.number.string(1234567.891) == "1,234,567.891")
        #expect(NumberFormat.number.string(0.1234567) == "0.123457")
        #expect(NumberFormat.number.string(1e20) == "100,000,000,000,000,000,000")
        #expect(NumberFormat.number.string(1e-7) == "0")
        #expect(NumberFormat.number.string(0.0000015) == "0.000002")
        #expect(NumberFormat.number.string(-1234.5) == "-1,234.5")
        #expect(NumberFormat.number.string(-0.0) == "-0")
        #expect(NumberFormat.number.string(Double.nan) == "NaN")
        #expect(NumberFormat.number.string(-Double.infinity) == "-∞")
        #expect(NumberFormat.number.string(1234567) == "1,234,567")
        #expect(NumberFormat.number.string(Int.min) == "-9,223,372,036,854,775,808")
    }

    @Test func fractionLengthRoundsTheShortestDigitsHalfToEven() {
        #expect(fractionLength(0.125, 2) == "0.12")
        #expect(fractionLength(0.135, 2) == "0.14")
        #expect(fractionLength(1.005, 2) == "1.00")
        #expect(fractionLength(1.015, 2) == "1.02", "unlike %.2f, the digits 1.015 are rounded, not the binary value")
        #expect(fractionLength(2.5, 0) == "2")
        #expect(fractionLength(-2.5, 0) == "-2")
        #expect(fractionLength(-0.04, 1) == "-0.0")
        #expect(fractionLength(9.999, 2) == "10.00")
        var range = NumberFormat.number
        range.setFractionLength(1...3)
        #expect(range.string(1.5) == "1.5")
        #expect(range.string(2) == "2.0")
        #expect(range.string(1.23456) == "1.235")
    }

    @Test func significantDigits() {
        var three = NumberFormat.number
        three.significantDigits = 3...3
        #expect(three.string(1234.5678) == "1,230")
        #expect(three.string(0.0012345) == "0.00123")
        #expect(three.string(1.0) == "1.00")
        #expect(three.string(5) == "5.00")
        var two = NumberFormat.number
        two.significantDigits = 2...2
        #expect(two.string(12345) == "12,000")
        two.significantDigits = 2...4
        #expect(two.string(1.5) == "1.5")
        #expect(two.string(99.996) == "100", "trailing zeros go down to the minimum")
    }

    @Test func integerLengthAndGrouping() {
        var padded = NumberFormat.number
        padded.minimumIntegerDigits = 3
        #expect(padded.string(5) == "005")
        padded.setFractionLength(2...2)
        #expect(padded.string(5.5) == "005.50")
        var plain = NumberFormat.number
        plain.usesGrouping = false
        #expect(plain.string(1234567.891) == "1234567.891")
    }

    @Test func percentScalesDoublesButNotIntegers() {
        #expect(NumberFormat.percent(scalesValue: true).string(0.256) == "25.6%")
        #expect(NumberFormat.percent(scalesValue: true).string(0.12345678) == "12.345678%")
        #expect(NumberFormat.percent(scalesValue: false).string(25) == "25%")
        #expect(NumberFormat.percent(scalesValue: true).string(-0.5) == "-50%")
        var whole = NumberFormat.percent(scalesValue: true)
        whole.setFractionLength(0...0)
        #expect(whole.string(0.255) == "26%")
    }

    @Test func currencies() {
        #expect(NumberFormat.currency(code: "USD").string(1234.5) == "$1,234.50")
        #expect(NumberFormat.currency(code: "USD").string(-1234.5) == "-$1,234.50")
        #expect(NumberFormat.currency(code: "USD").string(1234) == "$1,234.00")
        #expect(NumberFormat.currency(code: "USD").string(0.125) == "$0.12")
        #expect(NumberFormat.currency(code: "EUR").string(3.0) == "€3.00")
        #expect(NumberFormat.currency(code: "GBP").string(3.456) == "£3.46")
        #expect(NumberFormat.currency(code: "JPY").string(1234.5) == "¥1,234")
        #expect(NumberFormat.currency(code: "KRW").string(1234.5) == "₩1,234")
        #expect(NumberFormat.currency(code: "CAD").string(1234.5) == "CA$1,234.50")
        #expect(NumberFormat.currency(code: "CHF").string(1234.5) == "CHF\u{A0}1,234.50")
        #expect(NumberFormat.currency(code: "xyz").string(1234.5) == "XYZ\u{A0}1,234.50")
        #expect(NumberFormat.currency(code: "XOF").string(1234.5) == "F\u{202F}CFA\u{A0}1,234")
        var whole = NumberFormat.currency(code: "USD")
        whole.setFractionLength(0...0)
        #expect(whole.string(1234.5) == "$1,234")
    }

    @Test func numberFormatterStyles() {
        #expect(NumberFormat.formatter(.none).string(3.7) == "4")
        #expect(NumberFormat.formatter(.none).string(2.5) == "2")
        #expect(NumberFormat.formatter(.none).string(1234567) == "1234567")
        #expect(NumberFormat.formatter(.decimal).string(1234.5678) == "1,234.568")
        #expect(NumberFormat.formatter(.decimal).string(-0.0001) == "-0")
        #expect(NumberFormat.formatter(.percent).string(0.256) == "26%")
        #expect(NumberFormat.formatter(.percent).string(0.005) == "0%")
        #expect(NumberFormat.formatter(.currency).string(-1234.5) == "-$1,234.50")
    }

    @Test func numberFormatterSettings() {
        var formatter = NumberFormat.formatter(.decimal)
        formatter.maximumFractionDigits = 2
        #expect(formatter.string(0.125) == "0.12")
        #expect(formatter.string(1.015) == "1.02")
        formatter.rounding = .halfUp
        #expect(formatter.string(0.125) == "0.13")
        formatter.rounding = .halfDown
        #expect(formatter.string(0.125) == "0.12")
        formatter.maximumFractionDigits = 1
        formatter.rounding = .up
        #expect(formatter.string(1.21) == "1.3")
        formatter.rounding = .down
        #expect(formatter.string(-1.29) == "-1.2")
        formatter.rounding = .ceiling
        #expect(formatter.string(-1.21) == "-1.2")
        formatter.rounding = .floor
        #expect(formatter.string(-1.21) == "-1.3")
        formatter.rounding = .up
        #expect(formatter.string(0.0001) == "0.1", "a value below the last place rounds up to one unit of it")
        var padded = NumberFormat.formatter(.decimal)
        padded.minimumFractionDigits = 2
        #expect(padded.string(3) == "3.00")
        padded.minimumFractionDigits = 0
        padded.minimumIntegerDigits = 3
        #expect(padded.string(7.5) == "007.5")
        var signs = NumberFormat.formatter(.decimal)
        signs.positivePrefix = "+"
        signs.negativePrefix = "−"
        signs.positiveSuffix = " pts"
        #expect(signs.string(5) == "+5 pts")
        #expect(signs.string(-5) == "−5")
    }

    @Test func spellOut() {
        let words = NumberFormat.formatter(.spellOut)
        #expect(words.string(1234) == "one thousand two hundred thirty-four")
        #expect(words.string(-15) == "minus fifteen")
        #expect(words.string(1.5) == "one point five")
        #expect(words.string(0) == "zero")
        #expect(words.string(101) == "one hundred one")
        #expect(words.string(1_000_000) == "one million")
        #expect(words.string(2_000_000_021) == "two billion twenty-one")
    }
}

/// The number styles widgets reach for less often: compact names, signs, rounding increments.
@Suite struct NumberNotationTests {
    @Test func compactNames() {
        var compact = NumberFormat.number
        compact.compactName = true
        let values: [Double] = [0, 5, 999, 1000, 1234, 1500, 9999, 12345, 99_999, 123_456, 999_999, 1_234_567, 1_500_000_000, 2.5e12, -1234, 0.5, 1.25, 1e15, 1e18]
        #expect(values.map(compact.string) == [
            "0", "5", "999", "1K", "1.2K", "1.5K", "10K", "12K", "100K", "123K", "1M", "1.2M", "1.5B", "2.5T", "-1.2K", "0.5", "1.2", "1000T", "1,000,000T",
        ])
        #expect([1049, 1050, 1950, 15_000, 999_500, -2500].map(compact.string) == ["1K", "1K", "2K", "15K", "1M", "-2.5K"])
        compact.setFractionLength(2...2)
        #expect([1500, 1_234_567].map(compact.string) == ["1.50K", "1.23M"])
    }

    @Test func signStrategies() {
        var always = NumberFormat.number
        always.signDisplay = .always(includingZero: true)
        #expect([5.0, 0, -5].map(always.string) == ["+5", "+0", "-5"])
        always.signDisplay = .always(includingZero: false)
        #expect([5.0, 0, -5].map(always.string) == ["+5", "0", "-5"])
        always.signDisplay = .never
        #expect([5.0, 0, -5].map(always.string) == ["5", "0", "5"])
        var dollars = NumberFormat.currency(code: "USD")
        dollars.signDisplay = .always(includingZero: true)
        #expect([5.0, 0, -5].map(dollars.string) == ["+$5.00", "+$0.00", "-$5.00"])
        dollars.signDisplay = .never
        #expect(dollars.string(-5) == "$5.00")
        var percent = NumberFormat.percent(scalesValue: true)
        percent.signDisplay = .always(includingZero: true)
        #expect(percent.string(0.05) == "+5%")
    }

    @Test func roundingIncrements() {
        var halves = NumberFormat.number
        halves.roundingIncrement = 0.5
        halves.rounding = .ceiling
        #expect(halves.string(1.23) == "1.5")
        var hundreds = NumberFormat.number
        hundreds.roundingIncrement = 100
        #expect(hundreds.string(1234) == "1,200")
        #expect(hundreds.string(1250) == "1,200", "half to even")
    }

    @Test func lists() {
        #expect(ListFormat.string(["a", "b", "c"]) == "a, b, and c")
        #expect(ListFormat.string(["a", "b", "c"], kind: .or) == "a, b, or c")
        #expect(ListFormat.string(["a", "b"]) == "a and b")
        #expect(ListFormat.string(["a", "b", "c"], width: .short) == "a, b, & c")
        #expect(ListFormat.string(["a", "b"], width: .short) == "a & b")
        #expect(ListFormat.string(["a", "b", "c"], width: .narrow) == "a, b, c")
        #expect(ListFormat.string(["a", "b"], width: .narrow) == "a, b")
        #expect(ListFormat.string(["a", "b", "c"], kind: .or, width: .narrow) == "a, b, or c")
        #expect(ListFormat.string(["solo"]) == "solo")
        #expect(ListFormat.string([]) == "")
    }
}
