/// What the previewer shows: the island as the phone would (`live`), one presentation forced,
/// or the board of all four.
public enum DisplayMode: String, Equatable, Sendable, CaseIterable {
    case live
    case compact
    case minimal
    case expanded
    case lock
    case board

    public var label: String {
        switch self {
        case .live: "live"
        case .compact: "compact"
        case .minimal: "minimal"
        case .expanded: "expanded"
        case .lock: "lock screen"
        case .board: "board"
        }
    }
}
