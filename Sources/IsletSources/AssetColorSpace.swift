import Glibc
import IsletCells
import IsletInput

/// The colour spaces Xcode writes in a colour set, and the three forms of a component, turned
/// into the sRGB the terminal and pictures show: wide-gamut and extended values are converted
/// and then clamped, as a phone's sRGB display would show them.
enum AssetColorSpace: String {
    case srgb, displayP3 = "display-p3", extendedSRGB = "extended-srgb", extendedLinearSRGB = "extended-linear-srgb"
    case grayGamma22 = "gray-gamma-22", extendedGray = "extended-gray"

    /// The component names a colour of this space holds, in order.
    var componentNames: [String] {
        switch self {
        case .grayGamma22, .extendedGray: ["white"]
        default: ["red", "green", "blue"]
        }
    }

    /// The sRGB colour for the components (red, green, blue, or white) and alpha.
    func color(_ components: [Double], alpha: Double) -> Color {
        let encoded: [Double]
        switch self {
        case .srgb, .extendedSRGB:
            encoded = components
        case .extendedLinearSRGB:
            encoded = components.map(Color.encodedValue(linear:))
        case .displayP3:
            // Linear Display P3 to linear sRGB (both D65): the two primaries matrices combined.
            let linear = components.map(Color.linearLight(encoded:))
            let (r, g, b) = (linear[0], linear[1], linear[2])
            encoded = [
                1.2249401 * r - 0.2249404 * g,
                -0.0420569 * r + 1.0420571 * g,
                -0.0196376 * r - 0.0786361 * g + 1.0982735 * b,
            ].map(Color.encodedValue(linear:))
        case .grayGamma22, .extendedGray:
            let white = Color.encodedValue(linear: Self.power(components[0], 2.2))
            encoded = [white, white, white]
        }
        let channel = { (value: Double) in UInt8((min(1, max(0, value.isFinite ? value : 0)) * 255).rounded()) }
        return Color(red: channel(encoded[0]), green: channel(encoded[1]), blue: channel(encoded[2]), opacity: min(1, max(0, alpha)))
    }

    /// A component as Xcode writes it: a float (`"0.250"`), an 8-bit integer (`"64"`) or 8-bit
    /// hex (`"0x40"`), as a string or a JSON number; nil for anything else. An alpha of `"1"` or
    /// `"0"` is the float (alpha is documented as 0.0–1.0).
    static func component(_ value: JSONValue, isAlpha: Bool = false) -> Double? {
        let text: String
        switch value {
        case .string(let string): text = string.filter { !$0.isWhitespace }
        case .number(let number): text = number.literal
        default: return nil
        }
        if text.lowercased().hasPrefix("0x") {
            return Int(text.dropFirst(2), radix: 16).flatMap { (0...255).contains($0) ? Double($0) / 255 : nil }
        }
        if text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) { return Double(text).flatMap { $0.isFinite ? $0 : nil } }
        guard let integer = Int(text) else { return nil }
        if isAlpha, integer == 0 || integer == 1 { return Double(integer) }
        return (0...255).contains(integer) ? Double(integer) / 255 : nil
    }

    /// Gray gamma 2.2's curve; nothing below black.
    private static func power(_ base: Double, _ exponent: Double) -> Double {
        base <= 0 ? 0 : pow(base, exponent)
    }
}
