import IsletCells
import IsletInput

/// A colour a layout names: a system colour that adapts to light and dark (`blue`,
/// `secondary`), a fixed hex colour (`#FF9500`), or the layout's own colour with a value per
/// theme (`{"light": "#D81B60", "dark": "#FF6F9C"}`), as a colour set with a dark appearance.
public enum ColorName: Equatable, Sendable {
    case system(String)
    case fixed(Color)
    /// What each theme shows, as `Color("Name")` of a colour set with a dark variant does.
    case themed(light: Color, dark: Color)

    /// iOS system colours (light, dark), from the Human Interface Guidelines' colour table.
    static let systemColors: [String: (light: UInt32, dark: UInt32)] = [
        "red": (0xFF3B30, 0xFF453A), "orange": (0xFF9500, 0xFF9F0A), "yellow": (0xFFCC00, 0xFFD60A),
        "green": (0x34C759, 0x30D158), "mint": (0x00C7BE, 0x63E6E2), "teal": (0x30B0C7, 0x40C8E0),
        "cyan": (0x32ADE6, 0x64D2FF), "blue": (0x007AFF, 0x0A84FF), "indigo": (0x5856D6, 0x5E5CE6),
        "purple": (0xAF52DE, 0xBF5AF2), "pink": (0xFF2D55, 0xFF375F), "brown": (0xA2845E, 0xAC8E68),
        "gray": (0x8E8E93, 0x8E8E93), "white": (0xFFFFFF, 0xFFFFFF), "black": (0x000000, 0x000000),
        "primary": (0x000000, 0xFFFFFF), "secondary": (0x6C6C70, 0xAEAEB2), "tertiary": (0xC7C7CC, 0x48484A),
    ]

    /// SwiftUI's materials (light, dark) without their blur: a translucent fill over what is
    /// behind, lighter in light and a dark grey in dark, thicker letting less through
    /// (docs/DECISIONS.md, "Modifiers drawn, ignored or without a picture").
    static let materials: [String: (light: Color, dark: Color)] = {
        let light = Color(hex: 0xFFFFFF), dark = Color(hex: 0x3A3A3C)
        let thickness = [
            "ultraThinMaterial": 0.3, "thinMaterial": 0.45, "regularMaterial": 0.6, "bar": 0.7, "thickMaterial": 0.75, "ultraThickMaterial": 0.85,
        ]
        return thickness.mapValues { (light.withOpacity($0), dark.withOpacity($0)) }
    }()

    public static var knownNames: [String] { (Array(systemColors.keys) + materials.keys).sorted() }

    /// Reads `"blue"`, `"regularMaterial"` or `"#0A84FF"`; nil when the text is none of them.
    public static func parse(_ text: String) -> ColorName? {
        if systemColors[text] != nil || materials[text] != nil { return .system(text) }
        guard text.hasPrefix("#"), text.count == 7, let value = UInt32(text.dropFirst(), radix: 16) else { return nil }
        return .fixed(Color(hex: value))
    }

    /// Reads `{"light": COLOUR, "dark": COLOUR}`, each a name or hex colour taken in its own
    /// theme (`"dark": "blue"` is blue's dark variant); throws, naming the key, for a missing
    /// theme, an unknown key or a value that is no colour.
    static func themed(_ object: JSONObject, at path: JSONPath) throws(InputError) -> ColorName {
        try LayoutReader.rejectUnknownKeys(in: object, at: path, allowed: themeKeys, what: "theme")
        var colors: [Color] = []
        for key in themeKeys {
            guard let value = object[key] else {
                throw InputError(path: path.appending(key), "missing: a colour for each theme is {\"light\": \"#D81B60\", \"dark\": \"#FF6F9C\"}")
            }
            guard let text = value.stringValue, let name = parse(text) else {
                throw InputError(path: path.appending(key), "expected \(nameOrHex)")
            }
            colors.append(name.resolved(dark: key == "dark"))
        }
        return .themed(light: colors[0], dark: colors[1])
    }

    /// What a fixed colour's text may be, for error messages.
    static var nameOrHex: String { "a colour name (\(knownNames.joined(separator: ", "))) or a hex colour such as \"#FF9500\"" }

    /// The keys of a colour per theme, light first.
    static let themeKeys = ["light", "dark"]

    /// True for an object of theme keys alone: a colour where a view object is also allowed
    /// (`background`), since no view is spelled with `light` or `dark` alone.
    static func isThemed(_ value: JSONValue) -> Bool {
        guard let keys = value.objectValue?.keys, !keys.isEmpty else { return false }
        return keys.allSatisfy(themeKeys.contains)
    }

    /// The colour in light or dark appearance.
    public func resolved(dark: Bool) -> Color {
        switch self {
        case .fixed(let color): return color
        case .themed(let light, let darkColor): return dark ? darkColor : light
        case .system(let name):
            if let material = Self.materials[name] { return dark ? material.dark : material.light }
            let pair = Self.systemColors[name] ?? (0x8E8E93, 0x8E8E93)
            return Color(hex: dark ? pair.dark : pair.light)
        }
    }
}
