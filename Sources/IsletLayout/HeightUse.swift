/// How much of the height a node is offered its size depends on, so that offers it cannot tell
/// apart share one answer in its memo (`LayoutNode.size(for:)`). A stack offers each child
/// nothing, everything and its share, and every enclosing stack offers again with another
/// height: a card measured for its rows and then placed in them asked every node again, though
/// a one-line text answers the same to each (docs/DECISIONS.md,
/// "What makes a board cheap").
enum HeightUse {
    /// The size is the same whatever the height: a symbol, a bar, a gauge, a spacer's content,
    /// a divider down a stack, or a stack of only such views.
    case none
    /// The height counts only as the number of lines of `lineHeight` it holds (at least one),
    /// and no more than `cap` of them: text shows at most `cap` lines whatever it is offered.
    case lines(lineHeight: Double, cap: Int)
    /// Anything else (a frame, padding, a vertical stack that shares its height out, big
    /// numerals that need their rows, a shape or colour that takes what it is offered): every
    /// height is its own offer.
    case any

    /// The lines `height` holds for text of `lineHeight`, as `LayoutEngine.wrapping` counts
    /// them; an unlimited or unspecified height holds every line.
    @inline(__always)
    static func lines(in height: Double?, lineHeight: Double) -> Int {
        guard let height, height.isFinite else { return .max }
        return max(1, Int(saturating: (height / lineHeight) + 1e-6))
    }

    /// Two children offered the same height: what the pair of them can tell apart.
    func combined(with other: HeightUse) -> HeightUse {
        switch (self, other) {
        case (.none, _): other
        case (_, .none): self
        case (.lines(let a, let capA), .lines(let b, let capB)) where a == b: .lines(lineHeight: a, cap: max(capA, capB))
        default: .any
        }
    }
}

extension ProposalKey {
    /// Every offer a text takes whole (`LayoutEngine.answerKey`): signaling NaNs no offer has.
    static let whole = ProposalKey(widthBits: reducedHeight | 0xFFFF_FFFF, heightBits: reducedHeight | 0xFFFF_FFFF)

    /// `proposal` as a node with `use` tells it apart: the width as it is, the height reduced to
    /// what the node's size depends on. The reduced heights are NaNs with a payload, which no
    /// arithmetic makes, so they never meet a real height's bits.
    @inline(__always)
    init(_ proposal: ProposedSize, use: HeightUse) {
        switch use {
        case .any:
            self.init(proposal)
        case .none:
            self.init(width: proposal.width, heightBits: Self.reducedHeight)
        case .lines(let lineHeight, let cap):
            let lines = min(HeightUse.lines(in: proposal.height, lineHeight: lineHeight), cap)
            self.init(width: proposal.width, heightBits: Self.reducedHeight | UInt64(truncatingIfNeeded: lines) & 0xFFFF_FFFF)
        }
    }
}

extension LayoutEngine {
    /// Where `node`'s answer to `proposal` is kept in its memo: the proposal reduced to what the
    /// node's size depends on. A text that the offer holds whole (on one line when it is broken
    /// here, every phone line at its width when it has them) answers its whole size whatever
    /// the exact offer, as `TextFacts.unbroken` and `ShownText.widestIfWhole` do: all such
    /// offers share a key.
    @inline(__always)
    func answerKey(_ node: LayoutNode, _ proposal: ProposedSize, use: HeightUse) -> ProposalKey {
        guard case .lines(let lineHeight, _) = use else { return ProposalKey(proposal, use: use) }
        let whole = node.wholeWidth
        if !whole.isNaN, HeightUse.lines(in: proposal.height, lineHeight: lineHeight) >= node.wholeLines {
            let maxWidth = finite(proposal.width.map { max(0, $0) })
            if maxWidth.map({ $0 > 0 }) ?? true, whole <= (maxWidth ?? .infinity) + 1e-9 { return .whole }
        }
        return ProposalKey(proposal, use: use)
    }

    /// What `node`'s size depends on of the height it is offered, worked out once a pass. A node
    /// with a frame or padding is `.any`: they turn the offer into another before its content
    /// sees it.
    func heightUse(_ node: LayoutNode) -> HeightUse {
        if let use = node.heightUse { return use }
        let use = workOutHeightUse(node)
        node.heightUse = use
        return use
    }

    private func workOutHeightUse(_ node: LayoutNode) -> HeightUse {
        guard node.frame == nil, node.padding == nil, node.view.position == nil else { return .any }
        switch node.view.content {
        case .text(let text):
            // A text that could be drawn as big numerals asks whether their rows fit.
            let font = node.view.style.font
            guard !node.view.runs.isEmpty || metrics.numeralSize(text, font: font, proposal: ProposedSize(width: nil, height: nil)) == nil else { return .any }
            // A text that may shrink holds more of its smaller lines in the same height.
            guard node.view.style.minimumScaleFactor >= 1 || !metrics.scalesText else { return .any }
            let lineHeight = metrics.lineHeight(font)
            if let shown = node.shown {
                let limit = node.view.lineLimit ?? node.view.style.lineLimit ?? .max
                if shown.lines.count <= limit {
                    node.wholeWidth = node.shownLineWidths { shown.lines.map(wrapper(for: node).width) }.max() ?? 0
                    node.wholeLines = shown.lines.count
                }
                return .lines(lineHeight: lineHeight, cap: shown.lines.count)
            }
            let facts = node.textFacts { wrapper(for: node).facts(text) }
            if let natural = facts.oneLineWidth {
                node.wholeWidth = natural
                node.wholeLines = 1
            }
            return .lines(lineHeight: lineHeight, cap: facts.linesWithNoWidth)
        case .symbol, .bar, .gauge, .spacer, .mark, .empty, .placeholder:
            return .none
        case .picture(let picture):
            // Its own size unless resizable; resizable, it answers the height it is offered.
            return picture.sizing.resizable ? .any : .none
        case .divider:
            // Across a stack it is as tall as it is offered; down one, a hairline.
            return node.upright ? .any : .none
        case .shape, .chart, .color, .geometry:
            // They take the height they are offered.
            return .any
        case .firstFitting:
            // Which child fits may depend on any height.
            return .any
        case .stack(let axis, _, _, _):
            // A horizontal or depth stack offers each child the height it is offered; a
            // vertical one shares it out, which only views that ignore it cannot tell.
            var use = HeightUse.none
            for child in node.children {
                use = use.combined(with: heightUse(child))
                if case .any = use { return .any }
            }
            if case .none = use, axis != .vertical || !node.children.contains(where: \.isSpacer) { return .none }
            return axis == .vertical ? .any : use
        }
    }
}
