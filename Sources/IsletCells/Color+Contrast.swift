import Glibc

extension Color {
    /// WCAG 2 relative luminance: the sRGB channels linearised, weighted 0.2126, 0.7152, 0.0722.
    /// The contrast rule (4.5:1 for text, docs/DECISIONS.md "Colour per depth") is built on it.
    public var relativeLuminance: Double {
        0.2126 * Self.linear(red) + 0.7152 * Self.linear(green) + 0.0722 * Self.linear(blue)
    }

    /// WCAG 2 contrast ratio between two opaque colours, from 1 (same) to 21 (black and white).
    public func contrastRatio(with other: Color) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The smallest contrast a text cell keeps against its background at every depth: WCAG AA
    /// for body text.
    public static let minimumTextContrast = 4.5

    /// One sRGB channel as linear light (the sRGB transfer function).
    static func linear(_ channel: UInt8) -> Double {
        linearLight(encoded: Double(channel) / 255)
    }

    /// A linear-light value back to an sRGB channel, clamped to 0...255.
    static func encoded(_ linear: Double) -> UInt8 {
        UInt8((encodedValue(linear: min(1, max(0, linear))) * 255).rounded())
    }

    /// The sRGB transfer curve (Display P3 shares it), encoded 0...1 to linear light; a negative
    /// value is mirrored, as extended sRGB writes colours outside the gamut.
    public static func linearLight(encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }

    /// The inverse of `linearLight(encoded:)`: linear light to the encoded value, mirrored below zero.
    public static func encodedValue(linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }
}
