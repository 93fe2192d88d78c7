/// A SwiftUI font: a text style (`.caption2` … `.largeTitle`) or an explicit size, with a
/// weight, design and width, italic or not, and its tracking. Sizes are the iOS defaults at the
/// standard content size category.
public struct Font: Equatable, Sendable {
    public enum Weight: String, Equatable, Sendable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// Semibold and heavier read as bold in a terminal.
        public var isBold: Bool {
            // A switch, not a set of the four: the painter asks for every view of every frame.
            switch self {
            case .semibold, .bold, .heavy, .black: true
            default: false
            }
        }
    }

    public enum Design: String, Equatable, Sendable, CaseIterable {
        case `default`, rounded, monospaced, serif
    }

    /// `.fontWidth(_:)`: how wide the letters are drawn.
    public enum Width: String, Equatable, Sendable, CaseIterable {
        case compressed, condensed, standard, expanded

        /// How much wider or narrower than `standard` a line of text is, roughly as SF Pro's widths differ.
        public var advanceFactor: Double {
            switch self {
            case .compressed: 0.82
            case .condensed: 0.9
            case .standard: 1
            case .expanded: 1.15
            }
        }
    }

    public let size: Double
    public let weight: Weight
    public let design: Design
    public let width: Width
    /// `.italic()`.
    public let italic: Bool
    /// `.tracking(_:)` or `.kerning(_:)`: points added after every character.
    public let tracking: Double

    public init(size: Double, weight: Weight = .regular, design: Design = .default, width: Width = .standard, italic: Bool = false, tracking: Double = 0) {
        self.size = size
        self.weight = weight
        self.design = design
        self.width = width
        self.italic = italic
        self.tracking = tracking
    }

    /// Whether a terminal shows text in this font bold: semibold and heavier, and 20 pt and up,
    /// which a cell cannot show larger.
    public var readsBold: Bool { weight.isBold || size >= 20 }

    /// `.body`: what `Text` uses without a font modifier.
    public static let body = Font(size: 17)

    /// The text styles by name, with their point sizes and default weights.
    public static let textStyles: [String: Font] = [
        "largeTitle": Font(size: 34),
        "title": Font(size: 28),
        "title2": Font(size: 22),
        "title3": Font(size: 20),
        "headline": Font(size: 17, weight: .semibold),
        "body": Font(size: 17),
        "callout": Font(size: 16),
        "subheadline": Font(size: 15),
        "footnote": Font(size: 13),
        "caption": Font(size: 12),
        "caption2": Font(size: 11),
    ]

    /// This font with the given traits changed: what `.fontWeight`, `.bold()`, `.fontDesign`,
    /// `.fontWidth`, `.italic()` and `.tracking` do to the font a view inherits.
    public func with(
        size: Double? = nil, weight: Weight? = nil, design: Design? = nil, width: Width? = nil, italic: Bool? = nil, tracking: Double? = nil
    ) -> Font {
        Font(
            size: size ?? self.size, weight: weight ?? self.weight, design: design ?? self.design, width: width ?? self.width,
            italic: italic ?? self.italic, tracking: tracking ?? self.tracking
        )
    }
}
