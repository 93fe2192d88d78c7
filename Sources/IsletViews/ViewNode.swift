import IsletModel

/// One node of a layout's view tree, mirroring a SwiftUI view with its modifiers. Built by
/// `LayoutReader` from a layout file and already checked against the activity's schema.
public struct ViewNode: Equatable, Sendable {
    public let kind: ViewKind
    public let modifiers: ViewModifiers
    /// Where the node is in the layout file: names it in errors and in the fit report.
    public let path: JSONPath

    public init(kind: ViewKind, modifiers: ViewModifiers = ViewModifiers(), path: JSONPath = .root) {
        self.kind = kind
        self.modifiers = modifiers
        self.path = path
    }
}

/// The views a layout can use, each the counterpart of a SwiftUI view.
public indirect enum ViewKind: Equatable, Sendable {
    /// `Text`.
    case text(Template)
    /// `Image(systemName:)`.
    case image(Template)
    /// `HStack`, `VStack`, `ZStack`.
    case stack(StackAxis, [ViewNode], spacing: Double?, alignment: Alignment)
    /// `Spacer(minLength:)`.
    case spacer(minLength: Double?)
    /// `ProgressView(value:total:)`.
    case progress(Expression, total: Double)
    /// `ProgressView(timerInterval:countsDown:)`.
    case timerProgress(Expression, countsDown: Bool)
    /// `Text(timerInterval:countsDown:)`, or a countdown to a `Date`.
    case timer(Expression, countsDown: Bool)
    /// `Gauge(value:in:)`.
    case gauge(Expression, range: ClosedRange<Double>)
    /// `Link(destination:)`.
    case link(Template, ViewNode)
    /// `if` / `else`.
    case conditional(Expression, then: ViewNode, else: ViewNode?)
    /// `switch` over an enum or a string.
    case switchOn(Expression, cases: [SwitchCase], default: ViewNode?)
    /// `ForEach` over an array, or over an enum's cases with `cases(...)`.
    case forEach(Expression, name: String, content: ViewNode)
}

/// The axis a stack arranges its children along.
public enum StackAxis: String, Equatable, Sendable {
    case horizontal = "hstack"
    case vertical = "vstack"
    case depth = "zstack"
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
