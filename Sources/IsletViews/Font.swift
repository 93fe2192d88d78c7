/// A SwiftUI font: a text style (`.caption2` … `.largeTitle`) or an explicit size, with a
/// weight and design. Sizes are the iOS defaults at the standard content size category.
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

    public let size: Double
    public let weight: Weight
    public let design: Design

    public init(size: Double, weight: Weight = .regular, design: Design = .default) {
        self.size = size
        self.weight = weight
        self.design = design
    }

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

    public func with(weight: Weight) -> Font {
        Font(size: size, weight: weight, design: design)
    }
}
