/// How a number that has more digits than it may show is cut, as `NumberFormatter.RoundingMode`
/// and `FloatingPointRoundingRule` name the rules (the formatters' default is `.halfEven`).
public enum DecimalRounding: Sendable, Equatable {
    case halfEven, halfUp, halfDown, up, down, ceiling, floor
}

/// A number as the decimal digits Foundation's formatters start from: a Double's shortest
/// round-tripping digits (as ICU takes them, so `1.015` rounds to "1.02" although the binary
/// value is a hair below), or an integer's exact digits. Value: `0.d₁d₂… × 10^pointPosition`.
public struct DecimalDigits: Sendable, Equatable {
    public var negative: Bool
    /// Significant digits, 0–9, with no leading or trailing zeros; empty for zero.
    public var digits: [UInt8]
    /// Where the decimal point sits, counted from the left of `digits`.
    public var pointPosition: Int

    public init(negative: Bool, digits: [UInt8], pointPosition: Int) {
        self.negative = negative
        self.digits = digits
        self.pointPosition = pointPosition
        normalize()
    }

    /// The shortest digits that read back as `value` (Swift's `description` gives them); nil
    /// for NaN and the infinities, which the formatters spell out themselves.
    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        let text = abs(value).description
        var mantissa = Substring(text), exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = text[..<e]
            exponent = Int(text[text.index(after: e)...]) ?? 0
        }
        var digits: [UInt8] = [], point: Int?
        for character in mantissa {
            if character == "." { point = digits.count } else if let digit = character.wholeNumberValue { digits.append(UInt8(digit)) }
        }
        self.init(negative: value.sign == .minus, digits: digits, pointPosition: (point ?? digits.count) + exponent)
    }

    /// An integer's exact digits, all 64 bits of them.
    public init<Integer: BinaryInteger>(_ value: Integer) {
        let digits = String(value.magnitude).compactMap { $0.wholeNumberValue.map(UInt8.init) }
        self.init(negative: value < 0, digits: digits, pointPosition: digits.count)
    }

    public var isZero: Bool { digits.isEmpty }

    /// The nearest Double.
    public var doubleValue: Double {
        let text = (negative ? "-0." : "0.") + (digits.isEmpty ? "0" : digits.map(String.init).joined()) + "e" + String(pointPosition)
        return Double(text) ?? 0
    }

    /// The value times 10^power (percent styles multiply by 100 this way, with no binary error).
    public func scaled(byPowerOfTen power: Int) -> DecimalDigits {
        DecimalDigits(negative: negative, digits: digits, pointPosition: pointPosition + power)
    }

    /// Rounded to `places` digits after the point (negative places round to tens, hundreds…).
    public func rounded(fractionDigits places: Int, _ rule: DecimalRounding) -> DecimalDigits {
        rounded(keeping: pointPosition + places, rule)
    }

    /// Rounded to `count` significant digits.
    public func rounded(significantDigits count: Int, _ rule: DecimalRounding) -> DecimalDigits {
        rounded(keeping: max(count, 1), rule)
    }

    /// The digits before the point, at least one ("0").
    public var integerDigits: [UInt8] {
        guard pointPosition > 0 else { return [0] }
        let kept = Array(digits.prefix(pointPosition))
        return kept + Array(repeating: 0, count: pointPosition - kept.count)
    }

    /// The digits after the point, with no trailing zeros.
    public var fractionDigits: [UInt8] {
        guard digits.count > pointPosition else { return [] }
        let leading = max(0, -pointPosition)
        return Array(repeating: 0, count: leading) + digits[max(0, pointPosition)...]
    }

    /// Keeps the first `kept` digits of `digits` and rounds the rest away by `rule`. A
    /// negative `kept` means every digit lies below the last kept place (0.006 to whole units).
    private func rounded(keeping kept: Int, _ rule: DecimalRounding) -> DecimalDigits {
        guard kept < digits.count else { return self }
        let first = kept >= 0 ? digits[kept] : 0
        let rest = kept >= 0 ? digits.count > kept + 1 : true
        let lastKept = kept > 0 ? digits[kept - 1] : 0
        var result = Array(digits.prefix(max(0, kept)))
        var point = kept >= 0 ? pointPosition : pointPosition - kept
        if roundsAway(rule, lastKept: lastKept, first: first, exactHalf: first == 5 && !rest) {
            var index = result.count - 1
            while index >= 0 && result[index] == 9 {
                result[index] = 0
                index -= 1
            }
            if index >= 0 { result[index] += 1 } else { result.insert(1, at: 0); point += 1 }
        }
        return DecimalDigits(negative: negative, digits: result, pointPosition: point)
    }

    /// Whether the dropped digits push the last kept digit up, by the rule and the sign.
    private func roundsAway(_ rule: DecimalRounding, lastKept: UInt8, first: UInt8, exactHalf: Bool) -> Bool {
        let belowHalf = first < 5
        return switch rule {
        case .up: true
        case .down: false
        case .ceiling: !negative
        case .floor: negative
        case .halfUp: !belowHalf
        case .halfDown: !belowHalf && !exactHalf
        case .halfEven: !belowHalf && (!exactHalf || lastKept % 2 == 1)
        }
    }

    private mutating func normalize() {
        while let first = digits.first, first == 0 {
            digits.removeFirst()
            pointPosition -= 1
        }
        while let last = digits.last, last == 0 { digits.removeLast() }
        if digits.isEmpty { pointPosition = 0 }
    }
}

extension DecimalRounding {
    /// The same rule for `Double.rounded(_:)`.
    var floatingPointRule: FloatingPointRoundingRule {
        switch self {
        case .halfEven: .toNearestOrEven
        case .halfUp: .toNearestOrAwayFromZero
        case .halfDown: .toNearestOrAwayFromZero
        case .up: .awayFromZero
        case .down: .towardZero
        case .ceiling: .up
        case .floor: .down
        }
    }
}
