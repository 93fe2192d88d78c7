import IsletViews

extension LayoutEngine {
    /// The width each text of `view` is offered for its content (inside its frame and padding)
    /// when `view` is offered `size`, text by text in the depth-first order of `PlacedView.flattened`;
    /// nil means unlimited.
    ///
    /// Placement settles each stack at its own size and shares that out again, so a cut text is
    /// placed in no more than its cut line's width. What a phone offered it is the proposal
    /// SwiftUI passes down, which this walks: what the fit report says the text had to fit in.
    func textOffers(_ view: ResolvedView, in size: Size) -> [Double?] {
        var offers: [Double?] = []
        collectTextOffers(LayoutNode(view), ProposedSize(size), into: &offers)
        return offers
    }

    private func collectTextOffers(_ node: LayoutNode, _ proposal: ProposedSize, into offers: inout [Double?]) {
        guard !node.view.hidden else { return }
        guard node.layers.isEmpty else {
            // Layers are offered the frame the view takes.
            let frame = ProposedSize(sizeThatFits(node, proposal))
            let layers = zip(node.view.layers, node.layers)
            for (layer, inner) in layers where layer.placement == .background { collectTextOffers(inner, frame, into: &offers) }
            collectOwnTextOffers(node, proposal, into: &offers)
            for (layer, inner) in layers where layer.placement == .overlay { collectTextOffers(inner, frame, into: &offers) }
            return
        }
        collectOwnTextOffers(node, proposal, into: &offers)
    }

    private func collectOwnTextOffers(_ node: LayoutNode, _ proposal: ProposedSize, into offers: inout [Double?]) {
        let content = contentProposal(node, proposal.fixing(node.view.fixedSize), insets: snappedPadding(node.padding))
        switch node.view.content {
        case .text:
            offers.append(content.width)
        case .stack(let axis, _, let spacing, _):
            let childOffers = childOffers(axis, node.children, spacing: spacing, proposal: content)
            for (child, offer) in zip(node.children, childOffers) { collectTextOffers(child, offer, into: &offers) }
        case .firstFitting(_, let axes):
            collectTextOffers(node.children[fittingChild(node, axes: axes, content)], content, into: &offers)
        default:
            break
        }
    }
}
