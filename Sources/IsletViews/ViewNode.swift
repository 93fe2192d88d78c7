import IsletInput

/// One node of a layout file's view tree, mirroring a SwiftUI view with its modifiers. Built by
/// `LayoutReader` and already checked against the activity's schema; the widget's own SwiftUI
/// never passes through it (its views resolve straight into `ResolvedView`).
public struct ViewNode: Equatable, Sendable {
    public let content: Content
    public let modifiers: ViewModifiers
    /// Where the node is in the layout file: names it in errors and in the fit report.
    public let path: JSONPath

    public init(content: Content, modifiers: ViewModifiers = ViewModifiers(), path: JSONPath = .root) {
        self.content = content
        self.modifiers = modifiers
        self.path = path
    }

    /// A view of each `ViewKind` as checked: expressions typed, templates parsed, children read.
    public indirect enum Content: Equatable, Sendable {
        /// `Text`.
        case text(Template)
        /// A `Text` of styled parts (`Text + Text`, a styled `Text` interpolated): one text whose
        /// parts each keep their own style, over the style of the whole.
        case runs([TextRunNode])
        /// `Image(systemName:)`, and how it takes the room it is offered (`resizable()`…).
        case image(Template, sizing: PictureSizing = PictureSizing())
        /// `Image("name")` from an asset catalog, or a layout file's `imageFile`.
        case picture(PictureSpec)
        /// `HStack`, `VStack`, `ZStack`.
        case stack(StackAxis, [ViewNode], spacing: Double?, alignment: Alignment)
        /// `Spacer(minLength:)`.
        case spacer(minLength: Double?)
        /// `ProgressView(value:total:)`.
        case progress(Expression, total: Double)
        /// `ProgressView(timerInterval:countsDown:)`.
        case timerProgress(Expression, countsDown: Bool)
        /// `Text(timerInterval:countsDown:showsHours:)`, or a countdown to a `Date`.
        case timer(Expression, countsDown: Bool, showsHours: Bool = true)
        /// `Gauge(value:in:)`.
        case gauge(Expression, range: ClosedRange<Double>)
        /// `Circle`, `Capsule`, `Rectangle`, `RoundedRectangle`, `ContainerRelativeShape`, `Path`
        /// and custom `Shape`s with `fill`, `stroke`, `strokeBorder`, `trim` and `rotationEffect`.
        case shape(ShapeSpec)
        /// Swift Charts' `Chart`: takes the room it is offered, like a shape.
        case chart(ChartSpec)
        /// A chart's mark; draws nothing outside a chart.
        case mark(MarkSpec)
        /// A `Color` used as a view.
        case color(ColorChoice)
        /// `Divider()`.
        case divider
        /// `ViewThatFits(in:)`: the first child whose ideal size on the `axes` fits what it is
        /// offered, else the last (measured as `.fixedSize` on those axes measures).
        case firstFitting([ViewNode], axes: FixedSize)
        /// `Link(destination:)`.
        case link(Template, ViewNode)
        /// `if` / `else`.
        case conditional(Expression, then: ViewNode, else: ViewNode?)
        /// `switch` over an enum or a string.
        case switchOn(Expression, cases: [SwitchCase], default: ViewNode?)
        /// `ForEach` over an array, or over an enum's cases with `cases(...)`.
        case forEach(Expression, name: String, content: ViewNode)
    }
}

/// The view keys of a layout file, one per SwiftUI view (DESIGN.md, "Layout files"). Every key
/// is read through this enum, so the keys, the names an error offers and the reader's dispatch
/// are one list, and a new case makes the compiler name each switch that must handle it
/// (docs/DECISIONS.md, "Adding a view kind").
public enum ViewKind: String, CaseIterable, Sendable {
    case text, image, imageFile, hstack, vstack, zstack, spacer, progress, timer, gauge, shape, path, chart, mark, color, divider, link
    case `if`, `switch`, forEach, label, viewThatFits

    /// Every view key, in declaration order, for error messages.
    static let keys = allCases.map(\.rawValue)

    /// The keys this view takes beside its own; any other key must be a modifier.
    var parameters: [String] {
        switch self {
        case .text, .spacer, .color, .divider: []
        case .image: ["resizable", "aspectRatio", "contentMode"]
        case .shape: ShapeSpec.parameters
        case .imageFile: ["dark", "scale", "renderingMode", "resizable", "aspectRatio", "contentMode"]
        case .path: ShapeSpec.parameters.filter { $0 != "cornerRadius" }
        case .chart: ChartSpec.parameters
        case .mark: MarkSpec.parameters
        case .hstack, .vstack: ["spacing", "alignment"]
        case .zstack: ["alignment"]
        case .progress: ["total"]
        case .timer: ["countsDown", "showsHours"]
        case .gauge: ["total", "min", "max"]
        case .link: ["content"]
        case .if: ["then", "else"]
        case .switch: ["cases", "default"]
        case .forEach: ["as", "content"]
        case .label: ["systemImage"]
        case .viewThatFits: ["in"]
        }
    }
}

/// The axis a stack arranges its children along.
public enum StackAxis: Equatable, Sendable {
    case horizontal, vertical, depth
}

/// SwiftUI's alignment guides, reduced to the cross-axis position a stack or frame uses.
public enum Alignment: String, Equatable, Sendable, CaseIterable {
    case leading, center, trailing, top, bottom
    case topLeading, topTrailing, bottomLeading, bottomTrailing
}

/// One `case` of a `switch` view.
public struct SwitchCase: Equatable, Sendable {
    public let match: Expression
    public let content: ViewNode

    public init(match: Expression, content: ViewNode) {
        self.match = match
        self.content = content
    }
}
