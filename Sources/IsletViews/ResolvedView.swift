import IsletCells
import IsletModel

/// A view with its data filled in: text is text, conditions are decided, `forEach` is
/// unrolled, colours are concrete. This is what layout measures and places; it no longer
/// depends on the schema, the payload or the clock.
public struct ResolvedView: Equatable, Sendable {
    public enum Content: Equatable, Sendable {
        case text(String)
        case symbol(name: String, glyph: SymbolGlyph)
        /// An image's pixels: its own size, or the room it takes as its sizing says.
        case picture(ResolvedPicture)
        case stack(StackAxis, [ResolvedView], spacing: Double?, alignment: Alignment)
        case spacer(minLength: Double?)
        /// A linear progress bar, 0...1.
        case bar(fraction: Double)
        /// A circular gauge, 0...1.
        case gauge(fraction: Double)
        /// `Circle`, `Capsule`, `Rectangle`, `RoundedRectangle`, `ContainerRelativeShape` with
        /// their paint: takes the size it is offered.
        case shape(ResolvedShape)
        /// Swift Charts' `Chart`: takes the size it is offered.
        case chart(ResolvedChart)
        /// A chart's mark, which only its chart draws.
        case mark(ChartMark)
        /// A `Color` used as a view: fills the size it is offered.
        case color(Color)
        /// `Divider`: a hairline across the enclosing stack's axis, filling the other.
        case divider
        /// What a reader draws for a view it cannot evaluate: a dim box labelled `name`, the
        /// size SwiftUI would give the view (it takes what it is offered, like a shape). `reason`
        /// says why, for the list under the board.
        case placeholder(name: String, reason: String)
        /// `GeometryReader`: takes all it is offered; layout makes its content for that size and
        /// places it top-leading, and the placed view shows it as a `ZStack` of that one view.
        case geometry(ResolvedGeometry)
        /// `ViewThatFits`: layout shows the first child whose ideal size on `axes` fits the offer,
        /// else the last, and the placed view shows it as a `ZStack` of that one view.
        case firstFitting([ResolvedView], axes: FixedSize)
        /// A branch that chose nothing: takes no space.
        case empty
    }

    public var content: Content
    public var style: ResolvedStyle
    public var padding: EdgeInsets?
    public var frame: FrameSpec?
    public var lineLimit: Int?
    /// The destination of an enclosing `Link`.
    public var link: String?
    /// The `widgetURL` set on this view.
    public var widgetURL: String?
    /// True when the view shows a running timer, so it changes every second without an update.
    public var ticks: Bool
    /// The layout file path of the view it came from.
    public var path: JSONPath
    /// Views drawn behind and in front of this one, laid out in its frame (padding and frame
    /// included) without changing its size; innermost first. `style.background` is painted over
    /// the background layers: a colour that must go under one is a layer itself.
    public var layers: [ResolvedLayer] = []
    /// `.hidden()`: laid out as usual, nothing of it drawn.
    public var hidden = false
    /// For a text of styled parts: the parts, whose texts join to make `content`'s text, each
    /// in its own style; empty when the whole text has `style`'s.
    public var runs: [TextRun] = []
    /// `.offset(x:y:)`: the view, its layers and everything inside it are drawn moved by this
    /// much; its parent lays it out where it was.
    public var offset: Offset?
    /// `.clipShape(_:)`, `.cornerRadius(_:)`: the outline `style.background` fills.
    public var clipShape: ResolvedShape.Outline?
    /// `.layoutPriority(_:)`: among its stack's children, a higher one is offered room first.
    public var layoutPriority = 0.0
    /// On an expanded leading or trailing region's root: its region's priority, and whether it
    /// goes below the camera when too wide beside it (`SurfaceLayout.expanded`).
    public var regionPriority = 0.0
    public var belowIfTooWide = false
    /// `.fixedSize(...)`: takes its ideal size on these axes, even past what it is offered.
    public var fixedSize: FixedSize?
    /// On a region's root only: the `forEach` loops the view limit cut short, so `render` and
    /// the previewer can say so (`ViewResolver.resolve`).
    public var cuts: [ForEachCut] = []

    public init(
        content: Content, style: ResolvedStyle, padding: EdgeInsets? = nil, frame: FrameSpec? = nil, lineLimit: Int? = nil,
        link: String? = nil, widgetURL: String? = nil, ticks: Bool = false, path: JSONPath = .root
    ) {
        self.content = content
        self.style = style
        self.padding = padding
        self.frame = frame
        self.lineLimit = lineLimit
        self.link = link
        self.widgetURL = widgetURL
        self.ticks = ticks
        self.path = path
    }

    /// This view and all views inside it, its layers included, depth first.
    public var allViews: [ResolvedView] {
        let inside = layers.flatMap(\.content.allViews)
        switch content {
        case .stack(_, let children, _, _), .firstFitting(let children, _): return [self] + children.flatMap(\.allViews) + inside
        default: return [self] + inside
        }
    }
}

/// A resolved `.background { … }` or `.overlay { … }` view.
public typealias ResolvedLayer = Layer<ResolvedView>

/// The effective text style of a view: its own modifiers over what it inherits, as SwiftUI's
/// environment passes `font` and `foregroundStyle` down.
public struct ResolvedStyle: Equatable, Sendable {
    public var font: Font
    public var foreground: Color
    /// `.foregroundStyle(gradient)`: what a shape without its own paint is drawn with in the
    /// pictures (`foreground` is the gradient's last colour, for text and the cells).
    public var foregroundGradient: ShapeGradient?
    public var background: Color?
    public var monospacedDigit: Bool
    public var numericTransition: Bool
    public var textAlignment: Alignment
    public var opacity: Double
    /// `.lineLimit(...)` set on this view or an enclosing one.
    public var lineLimit: Int?
    /// `.strikethrough()` on this view or an enclosing one.
    public var strikethrough = false
    /// `.minimumScaleFactor(_:)`: on the phone, text that does not fit shrinks down to this
    /// fraction of its font size before it is cut (the terminal shows the phone's lines).
    public var minimumScaleFactor = 1.0
    /// `.truncationMode(_:)`.
    public var truncationMode = TruncationMode.tail

    public init(
        font: Font = .body, foreground: Color = .white, background: Color? = nil, monospacedDigit: Bool = false,
        numericTransition: Bool = false, textAlignment: Alignment = .leading, opacity: Double = 1, lineLimit: Int? = nil
    ) {
        self.font = font
        self.foreground = foreground
        self.background = background
        self.monospacedDigit = monospacedDigit
        self.numericTransition = numericTransition
        self.textAlignment = textAlignment
        self.opacity = opacity
        self.lineLimit = lineLimit
    }
}
