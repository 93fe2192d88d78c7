import IsletCells

/// A colour a layout names: a system colour that adapts to light and dark (`blue`,
/// `secondary`), or a fixed hex colour (`#FF9500`).
public enum ColorName: Equatable, Sendable {
    case system(String)
    case fixed(Color)

    /// iOS system colours (light, dark), from the Human Interface Guidelines' colour table.
    static let systemColors: [String: (light: UInt32, dark: UInt32)] = [
        "red": (0xFF3B30, 0xFF453A), "orange": (0xFF9500, 0xFF9F0A), "yellow": (0xFFCC00, 0xFFD60A),
        "green": (0x34C759, 0x30D158), "mint": (0x00C7BE, 0x63E6E2), "teal": (0x30B0C7, 0x40C8E0),
        "cyan": (0x32ADE6, 0x64D2FF), "blue": (0x007AFF, 0x0A84FF), "indigo": (0x5856D6, 0x5E5CE6),
        "purple": (0xAF52DE, 0xBF5AF2), "pink": (0xFF2D55, 0xFF375F), "brown": (0xA2845E, 0xAC8E68),
        "gray": (0x8E8E93, 0x8E8E93), "white": (0xFFFFFF, 0xFFFFFF), "black": (0x000000, 0x000000),
        "primary": (0x000000, 0xFFFFFF), "secondary": (0x6C6C70, 0xAEAEB2), "tertiary": (0xC7C7CC, 0x48484A),
    ]

    public static var knownNames: [String] { systemColors.keys.sorted() }

    /// Reads `"blue"` or `"#0A84FF"`; nil when the text is neither.
    public static func parse(_ text: String) -> ColorName? {
        if systemColors[text] != nil { return .system(text) }
        guard text.hasPrefix("#"), text.count == 7, let value = UInt32(text.dropFirst(), radix: 16) else { return nil }
        return .fixed(Color(hex: value))
    }

    /// The colour in light or dark appearance.
    public func resolved(dark: Bool) -> Color {
        switch self {
        case .fixed(let color): return color
        case .system(let name):
            let pair = Self.systemColors[name] ?? (0x8E8E93, 0x8E8E93)
            return Color(hex: dark ? pair.dark : pair.light)
        }
    }
}
