import Glibc
import IsletCells
import IsletLayout
import IsletViews

/// A picture in points, described once and drawn by two backends (`SVGWriter` and
/// `CairoPainter`), so the SVG and the PNG of a board cannot disagree about what is where.
public struct VectorDrawing: Equatable, Sendable {
    public let size: Size
    public let background: Color
    public let items: [VectorItem]

    public init(size: Size, background: Color, items: [VectorItem]) {
        self.size = size
        self.background = background
        self.items = items
    }

    /// Every shape with `role`, clipped groups included, in drawing order: how tests find the island.
    public func shapes(_ role: VectorShape.Role) -> [VectorShape] {
        var found: [VectorShape] = []
        func walk(_ items: [VectorItem]) {
            for item in items {
                switch item {
                case .shape(let shape) where shape.role == role: found.append(shape)
                case .clipped(_, let inner): walk(inner)
                default: break
                }
            }
        }
        walk(items)
        return found
    }

    /// Every image, clipped groups included, with the box each is clipped to (the drawing's
    /// own bounds when none is), in drawing order.
    public var images: [(image: VectorImage, clip: RoundedBox)] {
        var found: [(VectorImage, RoundedBox)] = []
        func walk(_ items: [VectorItem], clip: RoundedBox) {
            for item in items {
                switch item {
                case .image(let image): found.append((image, clip))
                case .clipped(let box, let inner): walk(inner, clip: box)
                default: break
                }
            }
        }
        walk(items, clip: RoundedBox(Rect(x: 0, y: 0, width: size.width, height: size.height), radius: 0))
        return found
    }

    /// Every text run, clipped groups included, in drawing order.
    public var texts: [VectorText] {
        var found: [VectorText] = []
        func walk(_ items: [VectorItem]) {
            for item in items {
                switch item {
                case .text(let text): found.append(text)
                case .clipped(_, let inner): walk(inner)
                default: break
                }
            }
        }
        walk(items)
        return found
    }
}

/// One mark of a drawing.
public enum VectorItem: Equatable, Sendable {
    case shape(VectorShape)
    case text(VectorText)
    /// A circular gauge: a track ring and an arc from twelve o'clock, clockwise, to `fraction`.
    case ring(VectorRing)
    /// A filled polygon: a symbol drawn as a vector mark.
    case polygon(VectorPolygon)
    /// A shape view's fill or stroke: a circle, a rounded rectangle, or an arc of a trim.
    case figure(VectorFigure)
    /// An image's pixels over a rectangle.
    case image(VectorImage)
    /// Items drawn only inside a rounded rectangle (a region's content inside its island or card).
    case clipped(RoundedBox, [VectorItem])
}

/// A rectangle with round corners; a capsule when the radius is half the shorter side.
public struct RoundedBox: Equatable, Sendable {
    public let rect: Rect
    /// The corner radius, never more than half the shorter side.
    public let radius: Double

    public init(_ rect: Rect, radius: Double) {
        self.rect = rect
        self.radius = max(0, min(radius, rect.width / 2, rect.height / 2))
    }
}

/// A filled (and optionally outlined) rounded rectangle: one path per shape, so no seams.
public struct VectorShape: Equatable, Sendable {
    /// What the shape is, for the tests and the reader of the SVG.
    public enum Role: String, Equatable, Sendable {
        case island, card, wallpaper, background, track, bar
        /// A bar or block standing for a text or an image under `.redacted(reason: .placeholder)`.
        case redacted
    }

    public let role: Role
    public let box: RoundedBox
    public let fill: Color
    /// A hairline inside the edge (`keylineTint`), drawn within the box so it never grows the shape.
    public let stroke: Color?
    public let strokeWidth: Double

    public init(role: Role, box: RoundedBox, fill: Color, stroke: Color? = nil, strokeWidth: Double = 1) {
        self.role = role
        self.box = box
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
    }
}

/// One line of text at a baseline, anchored at its start, middle or end.
public struct VectorText: Equatable, Sendable {
    public enum Anchor: String, Equatable, Sendable {
        case start, middle, end
    }

    /// What the text is, so a board's labels can be told from a layout's content.
    public enum Role: Equatable, Sendable {
        case content, symbol, label, header
    }

    public let role: Role
    /// The text with control characters as visible placeholders (`TerminalText.sanitized`), so
    /// nothing from a payload can break the XML or reach the font engine raw.
    public let text: String
    public let x: Double
    public let baseline: Double
    public let anchor: Anchor
    public let font: Font
    public let monospacedDigit: Bool
    /// `.strikethrough()`: a line through the text.
    public let strikethrough: Bool
    /// `.underline()`: a line under the text.
    public let underline: Bool
    public let color: Color
    /// The background the text is read against, for the contrast check.
    public let ground: Color

    public init(
        role: Role, text: String, x: Double, baseline: Double, anchor: Anchor, font: Font, monospacedDigit: Bool = false, strikethrough: Bool = false,
        underline: Bool = false, color: Color, ground: Color
    ) {
        self.role = role
        self.text = TerminalText.sanitized(text)
        self.x = x
        self.baseline = baseline
        self.anchor = anchor
        self.font = font
        self.monospacedDigit = monospacedDigit
        self.strikethrough = strikethrough
        self.underline = underline
        self.color = color
        self.ground = ground
    }
}

/// A closed polygon, its corners as x, y pairs in points.
public struct VectorPolygon: Equatable, Sendable {
    public let points: [Double]
    public let fill: Color

    public init(points: [Double], fill: Color) {
        self.points = points
        self.fill = fill
    }
}

/// A ring gauge (SwiftUI's `Gauge` in the accessory circular style).
public struct VectorRing: Equatable, Sendable {
    public let center: (x: Double, y: Double)
    public let radius: Double
    public let lineWidth: Double
    public let fraction: Double
    public let color: Color
    public let track: Color

    public init(centerX: Double, centerY: Double, radius: Double, lineWidth: Double, fraction: Double, color: Color, track: Color) {
        self.center = (centerX, centerY)
        self.radius = radius
        self.lineWidth = lineWidth
        self.fraction = min(1, max(0, fraction))
        self.color = color
        self.track = track
    }

    /// The angle of the arc's end in radians, clockwise from three o'clock as cairo and SVG count.
    var endAngle: Double { -Double.pi / 2 + 2 * Double.pi * fraction }

    /// Where the arc ends.
    var arcEnd: (x: Double, y: Double) {
        (center.x + radius * cos(endAngle), center.y + radius * sin(endAngle))
    }

    public static func == (a: VectorRing, b: VectorRing) -> Bool {
        a.center == b.center && a.radius == b.radius && a.lineWidth == b.lineWidth && a.fraction == b.fraction && a.color == b.color && a.track == b.track
    }
}
