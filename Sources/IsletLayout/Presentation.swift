/// The ways the system shows a Live Activity (REFERENCE.md §2).
public enum Presentation: String, Equatable, Sendable, CaseIterable {
    case compact
    case minimal
    case expanded
    case lock

    /// The label a board prints above it.
    public var title: String {
        switch self {
        case .compact: "Compact"
        case .minimal: "Minimal"
        case .expanded: "Expanded"
        case .lock: "Lock Screen"
        }
    }
}

/// A region of a presentation, named as in `DynamicIsland { ... }` and the fit report.
public enum RegionName: String, Equatable, Sendable {
    case compactLeading, compactTrailing, minimal, minimalDetached
    case expandedLeading, expandedTrailing, expandedCenter, expandedBottom
    case lockScreen
}
