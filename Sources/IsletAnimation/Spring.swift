import Glibc

/// The island's spring: a damped harmonic oscillator released at rest from 0 toward 1, as
/// SwiftUI's `.spring(response:dampingFraction:)` defines one. A function of the seconds since
/// the release (STYLE.md, "Time is an input"), so a frame at any moment is the same whatever
/// the frame rate, and the overshoot and settle time follow from the two parameters rather
/// than from a curve drawn to look like them.
public struct Spring: Equatable, Sendable {
    /// Seconds one swing would take without damping (SwiftUI's `response`).
    public let response: Double
    /// 1 is critically damped (no overshoot); below 1 it swings past the target and back.
    public let dampingFraction: Double

    /// Creates a spring with SwiftUI's two parameters; damping is kept below 1 (an underdamped
    /// spring, the only kind the island uses).
    public init(response: Double, dampingFraction: Double) {
        self.response = response
        self.dampingFraction = min(max(dampingFraction, 0.05), 0.99)
    }

    /// The Dynamic Island's morph as it looks on the phone: settled in about 0.45 s after
    /// swinging a few percent past its new size, which is one column each side on an expanding
    /// island.
    public static let island = Spring(response: 0.35, dampingFraction: 0.62)

    /// How close to the target counts as at rest: 1% of the travel is a tenth of a column on
    /// the widest morph, nothing a terminal shows.
    public static let restTolerance = 0.01

    /// The undamped angular frequency, radians a second.
    private var stiffness: Double { 2 * Double.pi / response }
    /// How fast the swing dies away, a second.
    private var decay: Double { dampingFraction * stiffness }
    /// The angular frequency of the damped swing.
    private var swing: Double { stiffness * (1 - dampingFraction * dampingFraction).squareRoot() }

    /// The fraction of the way travelled `seconds` after the release: 0 before it, then rising
    /// fast, a little past 1, and back to rest.
    public func value(at seconds: Double) -> Double {
        guard seconds > 0 else { return 0 }
        let envelope = exp(-decay * seconds)
        return 1 - envelope * (cos(swing * seconds) + decay / swing * sin(swing * seconds))
    }

    /// Seconds after which the spring stays within `restTolerance` of its target for good:
    /// where the envelope of its swing falls below the tolerance.
    public var settleTime: Double {
        log(1 / (Self.restTolerance * (1 - dampingFraction * dampingFraction).squareRoot())) / decay
    }

    /// How far past the target the first swing goes, as a fraction of the travel.
    public var overshoot: Double { exp(-decay * Double.pi / swing) }

    /// When the first swing peaks, in seconds after the release.
    public var peakTime: Double { Double.pi / swing }
}
