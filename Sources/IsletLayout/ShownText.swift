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

/// A region's view ready for the terminal's pass, with the phone's placement of it, which the
/// fit report reads instead of laying the region out again. A class: the expanded island asks
/// each of its regions several questions, and as a struct holding a placed tree it was copied,
/// every view in it retained, for each.
final class RegionContent {
    let node: LayoutNode
    /// Nil when the view holds no text: then the phone has no lines to give.
    let phone: PlacedView?

    /// `view` laid out for the phone in a region of `phone` points, and its node for the
    /// terminal, each text carrying the lines it has on the phone. One node tree serves both
    /// passes: the phone's answers are dropped before the terminal's pass.
    init(_ view: ResolvedView, phone size: Size) {
        node = LayoutNode(view)
        guard node.holdsText else {
            phone = nil
            return
        }
        let phone = LayoutEngine(metrics: PhoneMetrics()).placeRegion(node, size: size)
        self.phone = phone
        node.forgetAnswers()
        var shown: [ShownText] = []
        phone.visit { placed in
            if case .text = placed.view.content { shown.append(ShownText(lines: placed.lines, isTruncated: placed.isTruncated)) }
        }
        var next = 0
        node.visitTexts { text in
            guard next < shown.count else { return }
            text.shown = shown[next]
            next += 1
        }
        assert(next == shown.count, "the phone's placement and the node tree disagree on the texts")
    }
}

extension LayoutNode {
    fileprivate var holdsText: Bool {
        if case .text = view.content { return true }
        return children.contains { $0.holdsText } || layers.contains { $0.holdsText }
    }

    /// Calls `body` with each drawn text node, in the order of `PlacedView.flattened`.
    fileprivate func visitTexts(_ body: (LayoutNode) -> Void) {
        visitDrawn { node in
            if case .text = node.view.content { body(node) }
        }
    }
}
