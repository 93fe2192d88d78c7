/// One conversion of a printf format (`%-08.3lf`), read from the text after its `%`, and how it
/// writes one argument.
struct PrintfSpec {
    var position: Int?
    var leftAlign = false
    var plusSign = false
    var spaceSign = false
    var zeroPad = false
    var alternate = false
    var width: Int?
    var widthFromArgument = false
    var precision: Int?
    var precisionFromArgument = false
    /// How many bits an integer conversion keeps: 8, 16, 32 (no modifier, C's `int`) or 64.
    var integerBits = 32
    var conversion: Character = "%"

    /// The widest field and longest precision a format may ask for: more only makes a string
    /// no widget can show, as large as the number asks.
    static let widest = 100_000

    /// Reads a conversion, advancing past it; nil (nothing consumed) when the text after `%`
    /// is not one, so it is written as it stands.
    static func parse(_ scalars: inout ArraySlice<Unicode.Scalar>) -> PrintfSpec? {
        var rest = scalars
        var spec = PrintfSpec()
        func number() -> Int? {
            var value: Int?
            while let first = rest.first, let digit = Int(String(first)), first.isASCII {
                value = min(Self.widest, (value ?? 0) * 10 + digit)
                rest.removeFirst()
            }
            return value
        }
        let start = rest
        if let position = number(), rest.first == "$", position > 0 {
            spec.position = position
            rest.removeFirst()
        } else {
            rest = start
        }
        flags: while let first = rest.first {
            switch first {
            case "-": spec.leftAlign = true
            case "+": spec.plusSign = true
            case " ": spec.spaceSign = true
            case "0": spec.zeroPad = true
            case "#": spec.alternate = true
            case "'": break
            default: break flags
            }
            rest.removeFirst()
        }
        if rest.first == "*" {
            spec.widthFromArgument = true
            rest.removeFirst()
        } else {
            spec.width = number()
        }
        if rest.first == "." {
            rest.removeFirst()
            if rest.first == "*" {
                spec.precisionFromArgument = true
                rest.removeFirst()
            } else {
                spec.precision = number() ?? 0
            }
        }
        while let first = rest.first, "hlqLzjt".unicodeScalars.contains(first) {
            spec.integerBits = switch first {
            case "h": spec.integerBits == 16 ? 8 : 16
            default: 64
            }
            rest.removeFirst()
        }
        guard let conversion = rest.first, "diuxXoDUOfFeEgGaA@scC%".unicodeScalars.contains(conversion) else { return nil }
        rest.removeFirst()
        spec.conversion = Character(conversion)
        if "DUO".contains(spec.conversion) {
            spec.integerBits = 64
            spec.conversion = Character(spec.conversion.lowercased())
        }
        scalars = rest
        return spec
    }

    /// The argument as this conversion writes it, padded to the width.
    func write(_ argument: PrintfArgument) -> String {
        switch conversion {
        case "d", "i": return integer(signed: PrintfFormat.integerValue(argument))
        case "u", "x", "X", "o": return unsigned(argument)
        case "f", "F", "e", "E", "g", "G", "a", "A":
            let flags = (leftAlign ? "-" : "") + (plusSign ? "+" : "") + (spaceSign ? " " : "") + (zeroPad ? "0" : "") + (alternate ? "#" : "")
            return PrintfFormat.cFormat(PrintfFormat.doubleValue(argument), flags: flags, width: width, precision: precision, conversion: conversion)
        case "c", "C":
            let text: String = switch argument {
            case .string(let text): text.first.map(String.init) ?? ""
            default: Unicode.Scalar(UInt32(truncatingIfNeeded: PrintfFormat.integerValue(argument))).map { String(Character($0)) } ?? ""
            }
            return spaced(text)
        default:
            var text: String = switch argument {
            case .string(let text): text
            case .int(let value): String(value)
            case .unsigned(let value): String(value)
            case .double(let value): value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
            }
            // CoreFoundation writes an object whole, ignoring width and precision; `%s` is C's.
            guard conversion == "s" else { return text }
            if let precision, text.count > precision { text = String(text.prefix(precision)) }
            return spaced(text)
        }
    }

    private func integer(signed value: Int) -> String {
        let kept: Int = switch integerBits {
        case 8: Int(Int8(truncatingIfNeeded: value))
        case 16: Int(Int16(truncatingIfNeeded: value))
        case 32: Int(Int32(truncatingIfNeeded: value))
        default: value
        }
        let sign = kept < 0 ? "-" : plusSign ? "+" : spaceSign ? " " : ""
        return padded(sign: sign, digits: minimumDigits(String(kept.magnitude), zero: kept == 0))
    }

    private func unsigned(_ argument: PrintfArgument) -> String {
        let bits: UInt = switch argument {
        case .unsigned(let value): value
        default: UInt(bitPattern: PrintfFormat.integerValue(argument))
        }
        let kept: UInt = switch integerBits {
        case 8: UInt(UInt8(truncatingIfNeeded: bits))
        case 16: UInt(UInt16(truncatingIfNeeded: bits))
        case 32: UInt(UInt32(truncatingIfNeeded: bits))
        default: bits
        }
        let radix = conversion == "o" ? 8 : conversion == "u" ? 10 : 16
        var digits = minimumDigits(String(kept, radix: radix, uppercase: conversion == "X"), zero: kept == 0)
        var prefix = ""
        if alternate, conversion == "o", !digits.hasPrefix("0") { digits = "0" + digits }
        if alternate, kept != 0, radix == 16 { prefix = conversion == "X" ? "0X" : "0x" }
        return padded(sign: prefix, digits: digits)
    }

    /// The digits padded with zeros to the precision; C writes nothing for 0 at precision 0.
    private func minimumDigits(_ digits: String, zero: Bool) -> String {
        guard let precision else { return digits }
        if zero && precision == 0 { return "" }
        return String(repeating: "0", count: max(0, precision - digits.count)) + digits
    }

    /// A number padded to the width: zeros go between the sign and the digits (`-0042`) unless
    /// the text is left-aligned or a precision is given.
    private func padded(sign: String, digits: String) -> String {
        guard let width, zeroPad, !leftAlign, precision == nil else { return spaced(sign + digits) }
        return sign + String(repeating: "0", count: max(0, width - sign.count - digits.count)) + digits
    }

    private func spaced(_ text: String) -> String {
        guard let width, text.count < width else { return text }
        let fill = String(repeating: " ", count: width - text.count)
        return leftAlign ? text + fill : fill + text
    }
}
