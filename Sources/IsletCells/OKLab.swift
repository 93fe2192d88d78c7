import Glibc

/// A colour in Björn Ottosson's OKLab, a perceptual space where lightness, chroma and hue are
/// separate and distances follow what people see. Mapping to a smaller palette measures in it,
/// so a dark blue stays blue rather than landing on the nearest grey by RGB distance.
public struct OKLab: Equatable, Sendable {
    public var lightness: Double
    public var a: Double
    public var b: Double

    public init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    public init(_ color: Color) {
        let r = Color.linear(color.red), g = Color.linear(color.green), bl = Color.linear(color.blue)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)
        lightness = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
        b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    }

    /// Colourfulness: 0 for greys, about 0.3 for the most saturated sRGB colours.
    public var chroma: Double { (a * a + b * b).squareRoot() }

    /// The sRGB colour, each channel clamped into range.
    public var color: Color {
        let l = pow(lightness + 0.3963377774 * a + 0.2158037573 * b, 3)
        let m = pow(lightness - 0.1055613458 * a - 0.0638541728 * b, 3)
        let s = pow(lightness - 0.0894841775 * a - 1.2914855480 * b, 3)
        return Color(
            red: Color.encoded(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
            green: Color.encoded(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
            blue: Color.encoded(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s)
        )
    }

    /// How far `candidate` is from this colour when standing in for it, hue first: a change of
    /// hue weighs ten times, a loss of chroma eight times (so a tinted wallpaper does not turn
    /// grey) and a gain six times (nor turn loud), against a change of lightness. Squared, for
    /// comparing only. The weights were chosen on the theme and system colours: the dark
    /// wallpaper #27325A lands on the muted slate #5f5f87 at 256 colours.
    public func standInDistance(to candidate: OKLab) -> Double {
        let chromaChange = candidate.chroma - chroma
        let da = candidate.a - a, db = candidate.b - b
        let hueChange = max(0, da * da + db * db - chromaChange * chromaChange)
        let dl = candidate.lightness - lightness
        return dl * dl + 10 * hueChange + (chromaChange < 0 ? 8 : 6) * chromaChange * chromaChange
    }
}
