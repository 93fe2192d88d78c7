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
        place(view, in: Rect(x: 0, y: 0, width: size.width, height: size.height))
    }
}

extension LayoutNode {
    /// A node for `view` whose texts carry the lines a phone shows in a region of `phone` points.
    static func phoneBroken(_ view: ResolvedView, in phone: Size) -> LayoutNode {
        var shown: [ShownText] = []
        LayoutEngine(metrics: PhoneMetrics()).placeRegion(view, size: phone).visit { placed in
            if case .text = placed.view.content { shown.append(ShownText(lines: placed.lines, isTruncated: placed.isTruncated)) }
        }
        let node = LayoutNode(view)
        var next = 0
        node.visitTexts { text in
            guard next < shown.count else { return }
            text.shown = shown[next]
            next += 1
        }
        assert(next == shown.count, "the phone's placement and the node tree disagree on the texts")
        return node
    }

    /// Calls `body` with each text node, depth first: the order of `PlacedView.flattened`.
    private func visitTexts(_ body: (LayoutNode) -> Void) {
        if case .text = view.content { body(self) }
        for child in children { child.visitTexts(body) }
    }
}
