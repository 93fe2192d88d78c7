/// The ways the system shows a Live Activity (REFERENCE.md §2), and `small`: the Apple Watch
/// Smart Stack (docs/SMART-STACK.md).
public enum Presentation: String, Equatable, Sendable, CaseIterable {
    case compact
    case minimal
    case expanded
    case lock
    case small

    /// The label a board prints above it.
    public var title: String {
        switch self {
        case .compact: "Compact"
        case .minimal: "Minimal"
        case .expanded: "Expanded"
        case .lock: "Lock Screen"
        case .small: "Smart Stack (\(SmartStack.standard.title))"
        }
    }
}

/// A region of a presentation, named as in `DynamicIsland { ... }` and the fit report.
public enum RegionName: String, Equatable, Sendable {
    case compactLeading, compactTrailing, minimal, minimalDetached
    case expandedLeading, expandedTrailing, expandedCenter, expandedBottom
    case lockScreen
    /// The Smart Stack's own view (`activityFamily == .small`).
    case small
}
