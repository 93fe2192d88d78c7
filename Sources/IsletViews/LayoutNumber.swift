import IsletInput

/// What a number in a layout measures, and the range a phone makes sensible for it
/// (docs/LAYOUTS.md, "Numbers"). Every number the reader takes goes through one of these, so a
/// length of 1e300 or a NaN is a layout error naming its place rather than a value that reaches
/// layout arithmetic.
enum LayoutNumber {
    /// Frame sizes, padding, stack spacing and a spacer's `minLength`, in points.
    case length
    /// A font's `size`, in points.
    case fontSize
    /// `opacity`.
    case opacity
    /// An `offset`'s `x` or `y`, in points: either way along an axis.
    case shift
    /// `tracking`, in points between characters: tighter or looser.
    case tracking
    /// `layoutPriority`: SwiftUI's default is 0; any order of views needs only a few values.
    case priority
    /// `minimumScaleFactor`: a fraction of the font size.
    case scaleFactor
    /// `lineLimit`: a whole number of lines.
    case lineCount
    /// A shape's `trim` ends: a fraction of its outline.
    case fraction
    /// A shape's `rotation`, in degrees.
    case angle
    /// A gauge's `min` and `max`, a progress view's `total`: values of the activity's data.
    case dataValue
    /// A path's coordinate, in fractions of its frame (control points may lie outside it).
    case pathCoordinate

    /// Past the tallest and widest iPhone screen (about 440 x 956 pt) with room to spare.
    static let longestLength = 2000.0
    /// Ten times the largest text style, and more than any accessibility size.
    static let largestFontSize = 400.0
    static let mostLines = 1000.0
    /// Letters 100 points apart are already a word a screen.
    static let widestTracking = 100.0
    /// Within ±10^15 a Double holds every whole number exactly, and a gauge's span stays finite.
    static let largestDataValue = 1e15

    var range: ClosedRange<Double> {
        switch self {
        case .length: 0...Self.longestLength
        case .fontSize: 1...Self.largestFontSize
        case .opacity: 0...1
        case .shift: -Self.longestLength...Self.longestLength
        case .tracking: -Self.widestTracking...Self.widestTracking
        case .priority: -1000...1000
        case .scaleFactor: 0.01...1
        case .lineCount: 1...Self.mostLines
        case .fraction: 0...1
        case .angle: -360...360
        case .dataValue: -Self.largestDataValue...Self.largestDataValue
        case .pathCoordinate: -10...10
        }
    }

    /// How an error names the limit: `a length is from 0 to 2000 points`.
    var limit: String {
        let range = self.range
        let bounds = "from \(Self.text(range.lowerBound)) to \(Self.text(range.upperBound))"
        switch self {
        case .length: return "a length is \(bounds) points"
        case .fontSize: return "a font size is \(bounds) points"
        case .opacity: return "an opacity is \(bounds)"
        case .shift: return "an offset is \(bounds) points"
        case .tracking: return "a tracking is \(bounds) points"
        case .priority: return "a layout priority is \(bounds)"
        case .scaleFactor: return "a minimum scale factor is \(bounds)"
        case .lineCount: return "a line limit is a whole number \(bounds)"
        case .fraction: return "a trim is \(bounds)"
        case .angle: return "a rotation is \(bounds) degrees"
        case .dataValue: return "a gauge or progress bound is \(bounds)"
        case .pathCoordinate: return "a path coordinate is \(bounds) (fractions of the frame)"
        }
    }

    /// Reads `value` as this kind of number: finite, in range, and whole where it counts.
    func read(_ value: JSONValue, at path: JSONPath) throws(InputError) -> Double {
        guard case .number(let number) = value else { throw InputError(path: path, "expected a number, found \(value.kindDescription)") }
        let double = number.double
        guard double.isFinite, range.contains(double) else {
            throw InputError(path: path, "\(number.literal) is out of range: \(limit)")
        }
        if self == .lineCount, double != double.rounded() {
            throw InputError(path: path, "\(number.literal) is not a whole number of lines")
        }
        return double
    }

    /// `2000`, or `10^15` for a power of ten too long to read as digits.
    private static func text(_ bound: Double) -> String {
        guard abs(bound) >= 1e6 else { return bound == bound.rounded() ? String(Int(bound)) : String(bound) }
        var exponent = 0, rest = abs(bound)
        while rest >= 10 { rest /= 10; exponent += 1 }
        return (bound < 0 ? "-" : "") + "10^\(exponent)"
    }
}
