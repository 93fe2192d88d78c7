/// The easing curves islet uses. Each takes the fraction of a transition's time that has passed
/// (clamped to 0...1) and gives the fraction of the way travelled.
///
/// `spring` overshoots slightly and settles, like the island. It is an ease-out-back cubic
/// rather than a damped oscillator: the shape is the same at terminal resolution, it ends exactly
/// at 1 without a correction term, and it needs no `exp` or `cos` (FoundationEssentials has
/// neither, and a C library import for one curve is not worth it).
public enum Easing: Equatable, Sendable {
    case linear
    case easeInOut
    case spring

    /// How far past the target the spring swings: 1.5 peaks 8% over at 60% of the time, which
    /// is one column each side on an expanding island. (Exact in binary, so `spring(0)` is 0.)
    static let springOvershoot = 1.5

    /// The eased value at `t`; times outside 0...1 are the ends.
    public func callAsFunction(_ t: Double) -> Double {
        let t = min(max(t, 0), 1)
        switch self {
        case .linear:
            return t
        case .easeInOut:
            if t < 0.5 { return 4 * t * t * t }
            let u = 2 - 2 * t
            return 1 - u * u * u / 2
        case .spring:
            let u = t - 1, c = Self.springOvershoot
            return 1 + u * u * ((c + 1) * u + c)
        }
    }
}
