import IsletViews

/// A text's lines as the phone breaks and cuts them in its region, carried into the terminal's
/// layout pass, which shows them instead of breaking the text again with cell widths: the
/// terminal then has the phone's lines and the phone's "…" (DECISIONS.md, "One layout engine,
/// two sets of metrics").
struct ShownText {
    let lines: [String]
    /// True when the phone cuts the text: its last line ends in "…".
    let isTruncated: Bool
}

extension LayoutEngine where Metrics == PhoneMetrics {
    /// `view` laid out as the phone lays out a region of `size` points: where the fit report
    /// measures, and where the terminal takes its lines from.
    func placeRegion(_ view: ResolvedView, size: Size) -> PlacedView {
        placeRegion(LayoutNode(view), size: size)
    }

    func placeRegion(_ node: LayoutNode, size: Size) -> PlacedView {
        place(node, in: Rect(x: 0, y: 0, width: size.width, height: size.height), alignment: .center)
    }
}

/// A region's view ready for the terminal's pass: its node, each text carrying the lines the
/// phone gives it. The phone's pass places for those lines alone and keeps no placed tree: the
/// fit report, the one reader of a phone placement, places the region's view again when asked
/// (`LaidOutRegion.phoneView`), which a board drawn for the screen never is. A class: the
/// expanded island asks each of its regions several questions.
final class RegionContent {
    let node: LayoutNode
    /// False when the view holds no text: then the phone has no lines to give.
    let holdsText: Bool

    /// `view`'s node for the terminal, each text carrying the lines it has when the phone lays
    /// the view out in a region of `phone` points: the phone's placement records them on the
    /// nodes it places (`LayoutEngine.recordsLines`). One node tree serves both passes: the
    /// phone's answers are dropped before the terminal's pass.
    init(_ view: ResolvedView, phone size: Size) {
        node = LayoutNode(view)
        holdsText = node.holdsText
        guard holdsText else { return }
        var engine = LayoutEngine(metrics: PhoneMetrics())
        engine.recordsLines = true
        _ = engine.placeRegion(node, size: size)
        node.forgetAnswers()
    }
}

extension LayoutNode {
    fileprivate var holdsText: Bool {
        if case .text = view.content { return true }
        return children.contains { $0.holdsText } || layers.contains { $0.holdsText }
    }
}
