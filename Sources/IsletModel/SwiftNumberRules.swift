/// How Swift's `JSONDecoder` (swift-foundation, this toolchain) turns a JSON number literal into
/// integers of every width, `Double` and `Float`, reproduced so islet accepts and rejects exactly the same numbers.
///
/// The rules, checked against the real decoder by the differential test:
/// - integers (`Int`, `UInt8` …): digits that fit the type are read directly; otherwise the literal is read as a `Double`, which
///   must be an exact integer (`20.0`, `1e2`; not `20.5`); at or beyond 2^53 the literal is
///   re-read as a `Decimal` whose 38 significant digits, trailing zeros removed, must fit 64 bits and the type,
///   and its fraction is cut off (`9007199254740993.5` is 9007199254740993).
/// - `Double` and `Float`: the literal is rounded to the type; infinity (`1e400`, `1e39` for a
///   Float) and a non-zero literal that rounds to zero (`1e-400`, `1e-50` for a Float) fail.
/// A failure is not a `DecodingError` with a path: Swift reports "The given data was not valid
/// JSON." at the root of the document.
public enum SwiftNumberRules {
    public static func int(_ literal: String) -> Int? {
        integer(literal, as: Int.self)
    }

    /// The same rules for any width: `300` is no `UInt8`, `255.0` is.
    public static func integer<T: FixedWidthInteger>(_ literal: String, as type: T.Type) -> T? {
        if let value = T(literal) { return value }
        guard let double = Double(literal), let value = T(exactly: double) else { return nil }
        if double.magnitude < 0x1p53 { return value }
        return decimalInteger(literal, as: type)
    }

    public static func double(_ literal: String) -> Double? {
        guard let value = Double(literal) else { return nil }
        return accepts(value, literal: literal) ? value : nil
    }

    public static func float(_ literal: String) -> Float? {
        guard let value = Float(literal) else { return nil }
        return accepts(value, literal: literal) ? value : nil
    }

    private static func accepts<T: BinaryFloatingPoint>(_ value: T, literal: String) -> Bool {
        guard value.isFinite else { return false }
        return value != 0 || isTrueZero(literal)
    }

    /// True when every digit before the exponent is zero: `0.0e5` is zero, `1e-400` is not.
    private static func isTrueZero(_ literal: String) -> Bool {
        for character in literal {
            if character == "e" || character == "E" { break }
            if character.isNumber && character != "0" { return false }
        }
        return true
    }

    /// The `Decimal` route Foundation takes for integers written at or beyond 2^53.
    private static func decimalInteger<T: FixedWidthInteger>(_ literal: String, as type: T.Type) -> T? {
        var digits: [UInt8] = []
        var exponent = 0
        var negative = false
        var seenPoint = false
        var index = literal.utf8.startIndex
        let bytes = literal.utf8
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "-") {
                negative = true
            } else if byte == UInt8(ascii: ".") {
                seenPoint = true
            } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                guard let written = Int(String(literal[literal.utf8.index(after: index)...])) else { return nil }
                exponent += written
                break
            } else {
                let digit = byte - UInt8(ascii: "0")
                if digits.isEmpty && digit == 0 {
                    if seenPoint { exponent -= 1 }
                } else {
                    digits.append(digit)
                    if seenPoint { exponent -= 1 }
                }
            }
            index = bytes.index(after: index)
        }
        if digits.count > 38 {
            exponent += digits.count - 38
            digits.removeLast(digits.count - 38)
        }
        while let last = digits.last, last == 0 {
            digits.removeLast()
            exponent += 1
        }
        var magnitude: UInt64 = 0
        for digit in digits {
            let (shifted, overflowA) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflowB) = shifted.addingReportingOverflow(UInt64(digit))
            guard !overflowA && !overflowB else { return nil }
            magnitude = sum
        }
        if exponent < 0 {
            for _ in 0 ..< -exponent { magnitude /= 10 }
        } else {
            for _ in 0 ..< exponent {
                let (product, overflow) = magnitude.multipliedReportingOverflow(by: 10)
                guard !overflow else { return nil }
                magnitude = product
            }
        }
        if negative && !T.isSigned { return nil }
        guard let value = T(exactly: magnitude) else { return nil }
        return negative ? 0 - value : value
    }
}
