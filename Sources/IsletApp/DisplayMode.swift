/// What the previewer shows: the island as the phone would (`live`), one island presentation
/// forced on the home screen, the board of all presentations, or the watch's Smart Stack alone
/// (a board of one, since it is not on the phone).
public enum DisplayMode: String, Equatable, Sendable, CaseIterable {
    case live
    case compact
    case minimal
    case expanded
    case board
    case small

    public var label: String {
        switch self {
        case .live: "live"
        case .compact: "compact"
        case .minimal: "minimal"
        case .expanded: "expanded"
        case .board: "board"
        case .small: "Smart Stack"
        }
    }

    /// Whether the screen shows a board in place of the phone.
    public var showsBoard: Bool { self == .board || self == .small }
}
