import Glibc

/// A value handed to a printf-style format: what `String(format:)` and `specifier:` receive
/// from the widget's code, already reduced to the four kinds C's varargs distinguish.
public enum PrintfArgument: Sendable, Equatable {
    case int(Int)
    case unsigned(UInt)
    case double(Double)
    /// An object for `%@` (or a string for `%s`), as its description.
    case string(String)
}

/// `String(format:)` and `Text("\(x, specifier: "%.1f")")` as Apple's Foundation writes them:
/// flags (`- + 0 space #`), width and precision (also `*`), positions (`%2$@`), the length
/// modifiers, and C's truncation of a plain `%d` to 32 bits. Floating conversions go through the
/// C library's `vsnprintf`, which rounds the exact binary value as Apple's libc does (so
/// `%.2f` of 1.015 is "1.01" while `NumberFormatter` says "1.02"). A missing argument writes
/// nothing; an unknown conversion is copied as written.
public enum PrintfFormat {
    /// The largest width or precision honoured.
    static let maximumLength = 1000

    /// The formatted text.
    public static func format(_ template: String, _ arguments: [PrintfArgument]) -> String {
        var output = ""
        var scalars = Array(template.unicodeScalars)[...]
        var next = 0
        while let percent = scalars.firstIndex(of: "%") {
            output.unicodeScalars.append(contentsOf: scalars[..<percent])
            scalars = scalars[(percent + 1)...]
            guard var spec = PrintfSpec.parse(&scalars) else {
                output += "%"
                continue
            }
            func take() -> PrintfArgument? {
                defer { next += 1 }
                return next < arguments.count ? arguments[next] : nil
            }
            // `%*d` with a width of 2^31 - 1 asked the C library for a 2 GB string: a width or
            // precision from an argument is held to the 100,000 a written one may have.
            let written = { (value: Int) in max(-PrintfSpec.widest, min(PrintfSpec.widest, Int(truncatingIfNeeded: Int32(truncatingIfNeeded: value)))) }
            if spec.widthFromArgument { spec.width = take().map(integerValue).map(written) }
            if spec.precisionFromArgument { spec.precision = take().map(integerValue).map(written) }
            if let width = spec.width, width < 0 {
                spec.leftAlign = true
                spec.width = -width
            }
            if let precision = spec.precision, precision < 0 { spec.precision = nil }
            // A width or precision past what any screen shows is held there, so a typo in a
            // format cannot ask for a gigabyte of spaces.
            spec.width = spec.width.map { min($0, maximumLength) }
            spec.precision = spec.precision.map { min($0, maximumLength) }
            if spec.conversion == "%" {
                output += "%"
                continue
            }
            let argument: PrintfArgument?
            if let position = spec.position {
                argument = position <= arguments.count ? arguments[position - 1] : nil
            } else {
                argument = take()
            }
            guard let argument else { continue }
            output += spec.write(argument)
        }
        output.unicodeScalars.append(contentsOf: scalars)
        return output
    }

    static func integerValue(_ argument: PrintfArgument) -> Int {
        switch argument {
        case .int(let value): value
        case .unsigned(let value): Int(truncatingIfNeeded: value)
        case .double(let value): value.isFinite ? Int(max(-9.2e18, min(9.2e18, value))) : 0
        case .string(let text): Int(text) ?? 0
        }
    }

    static func doubleValue(_ argument: PrintfArgument) -> Double {
        switch argument {
        case .int(let value): Double(value)
        case .unsigned(let value): Double(value)
        case .double(let value): value
        case .string(let text): Double(text) ?? 0
        }
    }

    /// One floating conversion by the C library.
    static func cFormat(_ value: Double, flags: String, width: Int?, precision: Int?, conversion: Character) -> String {
        var spec = "%" + flags
        if let width { spec += String(width) }
        if let precision { spec += "." + String(precision) }
        spec.append(conversion)
        let length = withVaList([value]) { vsnprintf(nil, 0, spec, $0) }
        guard length >= 0 else { return "" }
        var buffer = [CChar](repeating: 0, count: Int(length) + 1)
        _ = buffer.withUnsafeMutableBufferPointer { pointer in
            withVaList([value]) { vsnprintf(pointer.baseAddress, pointer.count, spec, $0) }
        }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
