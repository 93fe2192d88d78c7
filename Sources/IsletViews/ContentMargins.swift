/// `.contentMargins(_:_:for:)` on the Dynamic Island: how far, in points, one presentation's
/// content keeps from the island's edges, in place of islet's default margins. A nil edge keeps
/// the default, as the edges a widget does not name keep theirs on iOS.
public struct ContentMargins: Equatable, Sendable {
    public var top: Double?
    public var leading: Double?
    public var bottom: Double?
    public var trailing: Double?

    public init(top: Double? = nil, leading: Double? = nil, bottom: Double? = nil, trailing: Double? = nil) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The edge names a margin may cover, as `Edge.Set` spells them.
    public static let edgeNames = ["all", "horizontal", "vertical", "leading", "trailing", "top", "bottom"]

    /// Sets `length` on the edges `name` covers (`all`, `horizontal`, `vertical` or one edge);
    /// false for a name that is no edge, so each reader can report it its own way.
    public mutating func set(_ name: String, _ length: Double) -> Bool {
        switch name {
        case "all": (top, leading, bottom, trailing) = (length, length, length, length)
        case "horizontal": (leading, trailing) = (length, length)
        case "vertical": (top, bottom) = (length, length)
        case "leading": leading = length
        case "trailing": trailing = length
        case "top": top = length
        case "bottom": bottom = length
        default: return false
        }
        return true
    }
}

extension ActivityRegion {
    /// The `DynamicIslandMode` whose content margins apply to this region (`expanded` for the
    /// four expanded regions); nil for the lock screen and the Smart Stack, which have none.
    public var marginMode: String? {
        switch self {
        case .expandedLeading, .expandedTrailing, .expandedCenter, .expandedBottom: return "expanded"
        case .compactLeading, .compactTrailing, .minimal: return rawValue
        case .lockScreen, .small: return nil
        }
    }
}
