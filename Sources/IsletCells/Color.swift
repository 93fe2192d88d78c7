/// An sRGB colour with opacity, as SwiftUI's `Color` resolves in light or dark appearance.
public struct Color: Hashable, Sendable {
    public let red: UInt8
    public let green: UInt8
    public let blue: UInt8
    public let opacity: Double

    public init(red: UInt8, green: UInt8, blue: UInt8, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    public init(hex: UInt32) {
        self.init(red: UInt8(hex >> 16 & 0xFF), green: UInt8(hex >> 8 & 0xFF), blue: UInt8(hex & 0xFF))
    }

    public static let white = Color(hex: 0xFFFFFF)
    public static let black = Color(hex: 0x000000)

    /// `#RRGGBB` for exporters.
    public var hexString: String {
        let digits = Array("0123456789abcdef")
        return "#" + [red, green, blue].map { "\(digits[Int($0 >> 4)])\(digits[Int($0 & 0xF)])" }.joined()
    }

    /// This colour laid over `background` at its opacity.
    public func composited(over background: Color) -> Color {
        guard opacity < 1 else { return self }
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * opacity + Double(b) * (1 - opacity)).rounded()) }
        return Color(red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue))
    }

    public func withOpacity(_ value: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: value)
    }

    /// Relative luminance (sRGB, approximate), to pick legible text on a tint.
    public var luminance: Double {
        (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 255
    }
}
