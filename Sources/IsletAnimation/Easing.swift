/// The easing curves of content changes (a bar sliding, a colour blending). Each takes the
/// fraction of a transition's time that has passed (clamped to 0...1) and gives the fraction of
/// the way travelled. The island's shape moves on a `Spring` instead, a function of seconds.
public enum Easing: Equatable, Sendable {
    case linear
    case easeInOut

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
        }
    }
}
