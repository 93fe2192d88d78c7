import IsletViews

/// A view with its final frame in points (absolute within the surface it was laid out on).
/// Text carries the lines it shows after wrapping and truncation.
public struct PlacedView: Equatable, Sendable {
    public let view: ResolvedView
    /// The whole view, padding and frame included: where its background goes.
    public let frame: Rect
    /// The view's content inside its frame and padding: where its text or glyph goes.
    public let contentFrame: Rect
    /// For text: the lines as shown; "…" ends the last one when the text was cut.
    public let lines: [String]
    /// For a text of styled parts: each line as the parts it shows, each in its own style
    /// (`TextRun.lines`); empty for a text in one style.
    public let lineRuns: [[TextRun]]
    /// For text: true when not all of it fits (wrapped past the line limit, or cut).
    public let isTruncated: Bool
    /// For text: the width it would need on one line.
    public let naturalWidth: Double
    public let children: [PlacedView]
    /// For a divider: true when it stands upright (inside an `HStack`), a vertical line.
    public let isUpright: Bool
    /// The view's `background` layers, drawn before it, and its `overlay` layers, drawn after
    /// everything inside it.
    public let backgrounds: [PlacedView]
    public let overlays: [PlacedView]

    public init(
        view: ResolvedView, frame: Rect, contentFrame: Rect, lines: [String] = [], lineRuns: [[TextRun]] = [], isTruncated: Bool = false, naturalWidth: Double = 0,
        children: [PlacedView] = [], isUpright: Bool = false, backgrounds: [PlacedView] = [], overlays: [PlacedView] = []
    ) {
        self.view = view
        self.frame = frame
        self.contentFrame = contentFrame
        self.lines = lines
        self.lineRuns = lineRuns
        self.isTruncated = isTruncated
        self.naturalWidth = naturalWidth
        self.children = children
        self.isUpright = isUpright
        self.backgrounds = backgrounds
        self.overlays = overlays
    }

    /// This view and every view inside it, in drawing order (`visit`).
    public var flattened: [PlacedView] {
        var views: [PlacedView] = []
        visit { views.append($0) }
        return views
    }

    /// Calls `body` with this view and every view inside it in drawing order, without
    /// collecting them: what a painter walks on every frame. Background layers come first, then
    /// the view, its children depth first, and its overlay layers.
    public func visit(_ body: (PlacedView) -> Void) {
        for layer in backgrounds { layer.visit(body) }
        body(self)
        for child in children { child.visit(body) }
        for layer in overlays { layer.visit(body) }
    }
}

extension PlacedView {
    /// `container` (a `GeometryReader` or a `ViewThatFits`) as it is drawn around this one view
    /// it shows: a `ZStack` of it, so painters need nothing of their own for it.
    func shown(by container: ResolvedView) -> ResolvedView {
        var shown = container
        shown.content = .stack(.depth, [view], spacing: nil, alignment: .topLeading)
        return shown
    }
}
