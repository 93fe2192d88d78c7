import IsletCells
import IsletInput

/// A view with its data filled in: text is text, conditions are decided, `forEach` is
/// unrolled, colours are concrete. This is what layout measures and places; it no longer
/// depends on the schema, the payload or the clock.
public struct ResolvedView: Equatable, Sendable {
    public enum Content: Equatable, Sendable {
        // The large payloads (pictures, shapes, charts, marks) are boxed (`indirect`), so the
        // enum is the size of its common cases: layout copies a view's content on every
        // measurement.
        case text(String)
        case symbol(name: String, glyph: SymbolGlyph)
        /// An image's pixels: its own size, or the room it takes as its sizing says.
        indirect case picture(ResolvedPicture)
        case stack(StackAxis, [ResolvedView], spacing: Double?, alignment: Alignment)
        case spacer(minLength: Double?)
        /// A linear progress bar, 0...1.
        case bar(fraction: Double)
        /// A circular gauge, 0...1.
        case gauge(fraction: Double)
        /// `Circle`, `Capsule`, `Rectangle`, `RoundedRectangle`, `ContainerRelativeShape` with
        /// their paint: takes the size it is offered.
        indirect case shape(ResolvedShape)
        /// Swift Charts' `Chart`: takes the size it is offered.
        indirect case chart(ResolvedChart)
        /// A chart's mark, which only its chart draws.
        indirect case mark(ChartMark)
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

    // Every stored property lives in one shared box, copied only when a copy is changed:
    // views are copied whole wherever they go (into layout nodes, placed views, painters), and
    // a copy of twenty inline fields copies several hundred bytes and retains each reference
    // inside (docs/DECISIONS.md, "What makes a board cheap").

    /// The stored properties of a view.
    @usableFromInline struct Fields: Equatable, Sendable {
        @usableFromInline var content: Content
        @usableFromInline var style: ResolvedStyle
        @usableFromInline var padding: EdgeInsets? = nil
        @usableFromInline var frame: FrameSpec? = nil
        @usableFromInline var lineLimit: Int? = nil
        @usableFromInline var link: String? = nil
        @usableFromInline var widgetURL: String? = nil
        @usableFromInline var ticks: Bool = false
        @usableFromInline var path: JSONPath = .root
        @usableFromInline var layers: [ResolvedLayer] = []
        @usableFromInline var hidden: Bool = false
        @usableFromInline var runs: [TextRun] = []
        @usableFromInline var offset: Offset? = nil
        @usableFromInline var position: Offset? = nil
        @usableFromInline var clipShape: ResolvedShape.Outline? = nil
        @usableFromInline var layoutPriority: Double = 0.0
        @usableFromInline var regionPriority: Double = 0.0
        @usableFromInline var belowIfTooWide: Bool = false
        @usableFromInline var fixedSize: FixedSize? = nil
        @usableFromInline var cuts: [ForEachCut] = []
        @usableFromInline var symbolSizing: PictureSizing? = nil
    }

    /// The fields, shared by copies until one of them changes. Unchecked: it is written only
    /// through `makeUnique`, when no other view holds it.
    @usableFromInline final class Box: @unchecked Sendable {
        @exclusivity(unchecked) @usableFromInline var fields: Fields

        @usableFromInline init(_ fields: Fields) {
            self.fields = fields
        }
    }

    @usableFromInline var box: Box

    /// Gives this view a box of its own before it changes one of its fields.
    @inlinable mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
    }

    /// What the view is: its text, symbol, picture, stack of views, shape and so on.
    @inlinable public var content: Content {
        _read { yield box.fields.content }
        _modify {
            makeUnique()
            yield &box.fields.content
        }
    }

    /// The text style it has and passes down.
    @inlinable public var style: ResolvedStyle {
        _read { yield box.fields.style }
        _modify {
            makeUnique()
            yield &box.fields.style
        }
    }

    /// `.padding(...)`, summed over the wrappers around it.
    @inlinable public var padding: EdgeInsets? {
        _read { yield box.fields.padding }
        _modify {
            makeUnique()
            yield &box.fields.padding
        }
    }

    /// `.frame(...)`.
    @inlinable public var frame: FrameSpec? {
        _read { yield box.fields.frame }
        _modify {
            makeUnique()
            yield &box.fields.frame
        }
    }

    /// `.lineLimit(...)` set on this view itself.
    @inlinable public var lineLimit: Int? {
        _read { yield box.fields.lineLimit }
        _modify {
            makeUnique()
            yield &box.fields.lineLimit
        }
    }

    /// The destination of an enclosing `Link`.
    @inlinable public var link: String? {
        _read { yield box.fields.link }
        _modify {
            makeUnique()
            yield &box.fields.link
        }
    }

    /// The `widgetURL` set on this view.
    @inlinable public var widgetURL: String? {
        _read { yield box.fields.widgetURL }
        _modify {
            makeUnique()
            yield &box.fields.widgetURL
        }
    }

    /// True when the view shows a running timer, so it changes every second without an update.
    @inlinable public var ticks: Bool {
        _read { yield box.fields.ticks }
        _modify {
            makeUnique()
            yield &box.fields.ticks
        }
    }

    /// The layout file path of the view it came from.
    @inlinable public var path: JSONPath {
        _read { yield box.fields.path }
        _modify {
            makeUnique()
            yield &box.fields.path
        }
    }

    /// Views drawn behind and in front of this one, laid out in its frame (padding and frame
    /// included) without changing its size; innermost first. `style.background` is painted over
    /// the background layers: a colour that must go under one is a layer itself.
    @inlinable public var layers: [ResolvedLayer] {
        _read { yield box.fields.layers }
        _modify {
            makeUnique()
            yield &box.fields.layers
        }
    }

    /// `.hidden()`: laid out as usual, nothing of it drawn.
    @inlinable public var hidden: Bool {
        _read { yield box.fields.hidden }
        _modify {
            makeUnique()
            yield &box.fields.hidden
        }
    }

    /// For a text of styled parts: the parts, whose texts join to make `content`'s text, each
    /// in its own style; empty when the whole text has `style`'s.
    @inlinable public var runs: [TextRun] {
        _read { yield box.fields.runs }
        _modify {
            makeUnique()
            yield &box.fields.runs
        }
    }

    /// `.offset(x:y:)`: the view, its layers and everything inside it are drawn moved by this
    /// much; its parent lays it out where it was.
    @inlinable public var offset: Offset? {
        _read { yield box.fields.offset }
        _modify {
            makeUnique()
            yield &box.fields.offset
        }
    }

    /// `.position(x:y:)` on a one-child `ZStack`: it takes the room it is offered and places
    /// its child's centre at this point of it, measured from its top-leading corner.
    @inlinable public var position: Offset? {
        _read { yield box.fields.position }
        _modify {
            makeUnique()
            yield &box.fields.position
        }
    }

    /// `.clipShape(_:)`, `.cornerRadius(_:)`: the outline `style.background` fills.
    @inlinable public var clipShape: ResolvedShape.Outline? {
        _read { yield box.fields.clipShape }
        _modify {
            makeUnique()
            yield &box.fields.clipShape
        }
    }

    /// `.layoutPriority(_:)`: among its stack's children, a higher one is offered room first.
    @inlinable public var layoutPriority: Double {
        _read { yield box.fields.layoutPriority }
        _modify {
            makeUnique()
            yield &box.fields.layoutPriority
        }
    }

    /// On an expanded leading or trailing region's root: its region's priority, and whether it
    /// goes below the camera when too wide beside it (`SurfaceLayout.expanded`).
    @inlinable public var regionPriority: Double {
        _read { yield box.fields.regionPriority }
        _modify {
            makeUnique()
            yield &box.fields.regionPriority
        }
    }

    /// See `regionPriority`.
    @inlinable public var belowIfTooWide: Bool {
        _read { yield box.fields.belowIfTooWide }
        _modify {
            makeUnique()
            yield &box.fields.belowIfTooWide
        }
    }

    /// `.fixedSize(...)`: takes its ideal size on these axes, even past what it is offered.
    @inlinable public var fixedSize: FixedSize? {
        _read { yield box.fields.fixedSize }
        _modify {
            makeUnique()
            yield &box.fields.fixedSize
        }
    }

    /// A resizable symbol's sizing (`Image(systemName:).resizable().scaledToFit()`): it takes
    /// the room it is offered as a square image would, instead of its font's size; nil for a
    /// symbol that is not resizable and for every other view.
    @inlinable public var symbolSizing: PictureSizing? {
        _read { yield box.fields.symbolSizing }
        _modify {
            makeUnique()
            yield &box.fields.symbolSizing
        }
    }

    /// On a region's root only: the `forEach` loops the view limit cut short, so `render` and
    /// the previewer can say so (`ViewResolver.resolve`).
    @inlinable public var cuts: [ForEachCut] {
        _read { yield box.fields.cuts }
        _modify {
            makeUnique()
            yield &box.fields.cuts
        }
    }

    public init(
        content: Content, style: ResolvedStyle, padding: EdgeInsets? = nil, frame: FrameSpec? = nil, lineLimit: Int? = nil,
        link: String? = nil, widgetURL: String? = nil, ticks: Bool = false, path: JSONPath = .root
    ) {
        box = Box(Fields(content: content, style: style, padding: padding, frame: frame, lineLimit: lineLimit, link: link, widgetURL: widgetURL, ticks: ticks, path: path))
    }

    /// Equal when they show the same: the same box, or boxes with equal fields.
    public static func == (lhs: ResolvedView, rhs: ResolvedView) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    /// True when both are copies of one resolved view (one box): equal without comparing a
    /// field, and certainly the same resolution. Layout shares work by it (`RegionContents`).
    package func isCopy(of other: ResolvedView) -> Bool {
        box === other.box
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
    /// `.underline()` on this view or an enclosing one.
    public var underline = false
    /// `.textCase(_:)` on this view or an enclosing one: applied to its text when it resolves.
    public var textCase = TextCase.none
    /// `.redacted(reason: .placeholder)` in effect (no `.unredacted()` nearer): text and images
    /// are drawn as grey bars of their size, as SwiftUI's placeholder redaction draws them.
    public var redacted = false
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
