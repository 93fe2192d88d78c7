import IsletViews

/// The system font stack a text is drawn in: San Francisco where the viewer has it, then the
/// nearest faces a Linux machine carries, for the SVG (CSS families) and for pango alike.
enum FontStack {
    /// The family names, most wanted first.
    static func families(_ font: Font, symbol: Bool) -> [String] {
        if symbol { return ["Apple Color Emoji", "Noto Color Emoji", "Segoe UI Emoji", "Apple Symbols", "DejaVu Sans"] }
        switch font.design {
        case .monospaced: return ["SF Mono", "Menlo", "DejaVu Sans Mono"]
        case .serif: return ["New York", "Georgia", "DejaVu Serif"]
        case .rounded: return ["SF Pro Rounded", "SF Pro Text", "Helvetica Neue", "Helvetica", "Inter", "DejaVu Sans"]
        case .default: return ["SF Pro Text", "SF Pro", "Helvetica Neue", "Helvetica", "Inter", "DejaVu Sans"]
        }
    }

    /// The CSS `font-family` value: the families quoted, with the platform keywords where they belong.
    static func css(_ font: Font, symbol: Bool) -> String {
        let quoted = families(font, symbol: symbol).map { "'\($0)'" }
        let generic = font.design == .monospaced ? "monospace" : (font.design == .serif ? "serif" : "sans-serif")
        let system = symbol || font.design != .default && font.design != .rounded ? [] : ["-apple-system", "system-ui"]
        return (quoted.prefix(2) + system + quoted.dropFirst(2) + [generic]).joined(separator: ", ")
    }

    /// pango's family list.
    static func pango(_ font: Font, symbol: Bool) -> String {
        families(font, symbol: symbol).joined(separator: ",")
    }

    /// The CSS `font-stretch` of a SwiftUI font width.
    static func stretch(_ width: Font.Width) -> String {
        switch width {
        case .compressed: "extra-condensed"
        case .condensed: "condensed"
        case .standard: "normal"
        case .expanded: "expanded"
        }
    }

    /// The CSS and OpenType weight (100 to 900) of a SwiftUI weight.
    static func weight(_ weight: Font.Weight) -> Int {
        switch weight {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}
