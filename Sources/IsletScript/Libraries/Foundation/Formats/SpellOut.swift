/// Numbers in English words, as `NumberFormatter`'s `.spellOut` style writes them in en_US:
/// "one thousand two hundred thirty-four", "minus fifteen", "one point five".
public enum SpellOut {
    /// The words of a decimal value; past the quadrillions the digits are written instead.
    public static func english(_ value: DecimalDigits) -> String {
        let integer = value.integerDigits
        guard integer.count <= 18 else { return (value.negative ? "-" : "") + integer.map(String.init).joined() }
        var words = integerWords(integer.reduce(0) { $0 * 10 + Int($1) })
        let fraction = value.fractionDigits
        if !fraction.isEmpty {
            words += " point " + fraction.map { ones[Int($0)] }.joined(separator: " ")
        }
        return value.negative && !value.isZero ? "minus " + words : words
    }

    private static let ones = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]
    private static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    private static let scales: [(Int, String)] = [
        (1_000_000_000_000_000, "quadrillion"), (1_000_000_000_000, "trillion"), (1_000_000_000, "billion"),
        (1_000_000, "million"), (1000, "thousand"), (100, "hundred"),
    ]

    private static func integerWords(_ number: Int) -> String {
        if number < 20 { return ones[number] }
        if number < 100 { return tens[number / 10] + (number % 10 == 0 ? "" : "-" + ones[number % 10]) }
        for (scale, name) in scales where number >= scale {
            let rest = number % scale
            return integerWords(number / scale) + " " + name + (rest == 0 ? "" : " " + integerWords(rest))
        }
        return ones[0]
    }
}
