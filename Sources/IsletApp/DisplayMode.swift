/// What the previewer shows: the island as the phone would (`live`), one island presentation
/// forced on the home screen, or the board of all four.
public enum DisplayMode: String, Equatable, Sendable, CaseIterable {
    case live
    case compact
    case minimal
    case expanded
    case board

    public var label: String {
        switch self {
        case .live: "live"
        case .compact: "compact"
        case .minimal: "minimal"
        case .expanded: "expanded"
        case .board: "board"
        }
    }
}
