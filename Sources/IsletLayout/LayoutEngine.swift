import IsletViews

/// SwiftUI's two-step layout, as a pure function: a parent proposes a size, the child answers
/// with the size it takes, then the parent places it. Runs with any `LayoutMetrics`.
public struct LayoutEngine<Metrics: LayoutMetrics>: Sendable {
    public let metrics: Metrics
    /// Set for the phone's pass of a region (`RegionContent`): each text placed keeps its lines
    /// on its node (`LayoutNode.shown`), for the terminal's pass to show, and nothing else of
    /// the placement is kept: the views placed are bare (no children or layers, a text without
    /// its natural width or styled lines), as that pass reads only the lines.
    var recordsLines = false

    public init(metrics: Metrics) {
        self.metrics = metrics
    }

    /// Lays `view` out in `region`, placed inside it by `alignment`; nothing placed leaves the region.
    public func place(_ view: ResolvedView, in region: Rect, alignment: Alignment = .center) -> PlacedView {
        place(LayoutNode(view), in: region, alignment: alignment)
    }

    func place(_ node: LayoutNode, in region: Rect, alignment: Alignment) -> PlacedView {
        let size = sizeThatFits(node, ProposedSize(region.size))
        let fitted = Size(width: min(size.width, region.width), height: min(size.height, region.height))
        return place(node, in: aligned(fitted, in: region, alignment), clip: region)
    }

    /// The size `view` takes when offered `proposal`.
    public func sizeThatFits(_ view: ResolvedView, _ proposal: ProposedSize) -> Size {
        sizeThatFits(LayoutNode(view), proposal)
    }

    func sizeThatFits(_ node: LayoutNode, _ proposal: ProposedSize) -> Size {
        node.size(for: answerKey(node, proposal, use: heightUse(node))) { measure($0, proposal) }
    }

    private func measure(_ node: LayoutNode, _ offered: ProposedSize) -> Size {
        let proposal = offered.fixing(node.view.fixedSize)
        let frame = node.frame
        let insets = snappedPadding(node.padding)
        let content = contentSize(node, contentProposal(node, proposal, insets: insets))
        if node.view.position != nil {
            // `.position` takes the room it is offered; offered none on an axis, its child's length.
            let finite = { (length: Double?) in length.flatMap { $0.isFinite ? $0 : nil } }
            return Size(width: finite(proposal.width) ?? content.width, height: finite(proposal.height) ?? content.height)
        }
        let padded = Size(width: content.width + insets.leading + insets.trailing, height: content.height + insets.top + insets.bottom)
        guard let frame else { return padded }
        return Size(
            width: framed(padded.width, proposed: proposal.width, fixed: frame.width, min: frame.minWidth, max: frame.maxWidth),
            height: framed(padded.height, proposed: proposal.height, fixed: frame.height, min: frame.minHeight, max: frame.maxHeight)
        )
    }

    /// What a view offered `proposal` offers its content: the frame's fixed or largest lengths
    /// where it has them, less `insets` (its snapped padding). Inlined: `measure` runs it for
    /// every measurement.
    @inline(__always)
    func contentProposal(_ node: LayoutNode, _ proposal: ProposedSize, insets: EdgeInsets) -> ProposedSize {
        let frame = node.frame
        var inner = proposal
        if let width = frame?.width { inner.width = width }
        if let height = frame?.height { inner.height = height }
        if let maxWidth = frame?.maxWidth, let width = inner.width { inner.width = min(width, maxWidth) }
        if let maxHeight = frame?.maxHeight, let height = inner.height { inner.height = min(height, maxHeight) }
        return ProposedSize(
            width: inner.width.map { max(0, $0 - insets.leading - insets.trailing) },
            height: inner.height.map { max(0, $0 - insets.top - insets.bottom) }
        )
    }

    /// SwiftUI's frame rules on one axis: a fixed length wins; `max: .infinity` takes what is offered.
    private func framed(_ child: Double, proposed: Double?, fixed: Double?, min: Double?, max: Double?) -> Double {
        if let fixed { return fixed }
        var length = child
        if let max, max.isInfinite, let proposed { length = Swift.max(child, proposed) }
        if let max { length = Swift.min(length, max) }
        if let min { length = Swift.max(length, min) }
        return length
    }

    private func contentSize(_ node: LayoutNode, _ proposal: ProposedSize) -> Size {
        switch node.view.content {
        case .text(let text):
            if node.view.runs.isEmpty, let numerals = metrics.numeralSize(text, font: node.view.style.font, proposal: proposal) { return numerals }
            let font = scaledFont(node, text, proposal)
            let maxLines = lines(node, proposal, font: font)
            // Most measurements are answered from what the node keeps; a wrapper is made only
            // to measure or break lines, and then once.
            lazy var wrapper = self.wrapper(for: node, font: font)
            let size: (lineCount: Int, width: Double)
            if let shown = node.shown {
                let widths = node.shownLineWidths { shown.lines.map(wrapper.width) }
                if let widest = shown.widestIfWhole(widths: widths, maxWidth: finite(proposal.width), maxLines: maxLines) {
                    size = (shown.lines.count, widest)
                } else {
                    let result = wrapper.fit(shown, widths: widths, maxWidth: finite(proposal.width), maxLines: maxLines)
                    size = (result.lines.count, result.width)
                }
            } else {
                let facts = facts(node, text, font: font) { wrapper }
                switch facts.unbroken(maxWidth: finite(proposal.width), maxLines: maxLines) {
                case .oneLine(let width): size = (1, width)
                case .blank(let lineCount, _): size = (lineCount, 0)
                case nil:
                    let result = wrapper.wrap(text, facts: facts, maxWidth: finite(proposal.width), maxLines: maxLines)
                    size = (result.lines.count, result.width)
                }
            }
            return Size(width: size.width, height: Double(size.lineCount) * metrics.lineHeight(font))
        case .symbol(_, let glyph):
            let natural = metrics.symbolSize(glyph, font: node.view.style.font)
            // A resizable symbol is square, as SF Symbols nearly are.
            guard metrics.resizesSymbols, let sizing = node.view.symbolSizing else { return natural }
            return resized(natural, ratio: 1, sizing, proposal)
        case .picture(let picture):
            return pictureSize(picture, proposal)
        case .stack(let axis, _, let spacing, _):
            return stackSize(axis, node.children, spacing: spacing, proposal: proposal)
        case .firstFitting(_, let axes):
            return sizeThatFits(node.children[fittingChild(node, axes: axes, proposal)], proposal)
        case .spacer, .mark:
            return .zero
        case .bar:
            return Size(width: finite(proposal.width) ?? metrics.snap(80, .horizontal), height: metrics.barHeight)
        case .gauge:
            return metrics.gaugeSize(node.view.style.font)
        case .shape, .chart, .color, .geometry:
            return flexible(proposal, ideal: Size(width: metrics.snap(Self.shapeIdeal, .horizontal), height: metrics.snap(Self.shapeIdeal, .vertical)))
        case .placeholder(let name, _):
            // The size of what it stands for, a text of its label between two hatch marks on
            // one line, never the room it is offered: a text islet could not evaluate does not
            // push its siblings out of a region. A frame around it still sizes it.
            let label = metrics.textWidth("╱" + name + "╱", font: node.view.style.font, monospacedDigit: false)  // SurfacePainter.hatch
            return Size(width: min(label, finite(proposal.width) ?? label), height: metrics.lineHeight(node.view.style.font))
        case .divider:
            let thickness = metrics.dividerThickness(node.upright ? .horizontal : .vertical)
            return node.upright
                ? Size(width: thickness, height: finite(proposal.height) ?? 0)
                : Size(width: finite(proposal.width) ?? 0, height: thickness)
        case .empty:
            return .zero
        }
    }

    /// Which child a `ViewThatFits` offered `proposal` shows: the one its placement showed, or
    /// else the first whose ideal size on `axes` (what it answers with those lengths left
    /// unspecified) is within the offer, or else the last, as SwiftUI chooses.
    func fittingChild(_ node: LayoutNode, axes: FixedSize, _ proposal: ProposedSize) -> Int {
        if let placed = node.placedChoice { return placed }
        let ideal = proposal.fixing(axes)
        for (index, child) in node.children.enumerated().dropLast() {
            let size = sizeThatFits(child, ideal)
            let fitsAcross = !axes.horizontal || size.width <= (proposal.width ?? .infinity) + 1e-9
            if fitsAcross, !axes.vertical || size.height <= (proposal.height ?? .infinity) + 1e-9 { return index }
        }
        return node.children.count - 1
    }

    /// What SwiftUI's shapes answer when asked for their ideal size: 10 pt either way.
    static var shapeIdeal: Double { 10 }

    /// A view that takes what it is offered, on each axis: the offer, or `ideal` where the
    /// offer is unspecified (an infinite offer is answered with infinity, as SwiftUI's shapes do).
    func flexible(_ proposal: ProposedSize, ideal: Size) -> Size {
        Size(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height)
    }

    /// The lines `node` shows when offered `proposal`: its `shown` lines fitted to the offer
    /// when another pass decided them, else `text` broken here.
    func wrap(_ node: LayoutNode, _ text: String, proposal: ProposedSize, font: Font) -> TextWrapper<Metrics>.Result {
        let (wrapper, maxLines) = wrapping(node, proposal, font: font)
        if let shown = node.shown {
            let widths = node.shownLineWidths { shown.lines.map(wrapper.width) }
            return wrapper.fit(shown, widths: widths, maxWidth: finite(proposal.width), maxLines: maxLines)
        }
        return wrapper.wrap(text, facts: facts(node, text, font: font) { wrapper }, maxWidth: finite(proposal.width), maxLines: maxLines)
    }

    /// The wrapper for a text's style in `font`, and the lines its limit and the proposed height allow.
    private func wrapping(_ node: LayoutNode, _ proposal: ProposedSize, font: Font) -> (TextWrapper<Metrics>, maxLines: Int) {
        (wrapper(for: node, font: font), lines(node, proposal, font: font))
    }

    /// The lines a text in `font` may take: its limit, and as many as the proposed height holds.
    private func lines(_ node: LayoutNode, _ proposal: ProposedSize, font: Font) -> Int {
        let limit = node.view.lineLimit ?? node.view.style.lineLimit ?? Int.max
        return min(limit, HeightUse.lines(in: proposal.height, lineHeight: metrics.lineHeight(font)))
    }

    /// The wrapper for a text's style, in `font` when it is shrunk.
    func wrapper(for node: LayoutNode, font: Font? = nil) -> TextWrapper<Metrics> {
        let style = node.view.style
        var wrapper = TextWrapper(metrics: metrics, font: font ?? style.font, monospacedDigit: style.monospacedDigit, truncation: style.truncationMode)
        if !node.view.runs.isEmpty { wrapper.runs = MeasuredRun.measured(node.view.runs, scale: (font ?? style.font).size / style.font.size) }
        return wrapper
    }

    /// What wrapping `text` needs, kept on the node for its own font; a shrunk font's are worked
    /// out each time, since the node keeps one set.
    private func facts(_ node: LayoutNode, _ text: String, font: Font, _ wrapper: () -> TextWrapper<Metrics>) -> TextFacts {
        font == node.view.style.font ? node.textFacts { wrapper().facts(text) } : wrapper().facts(text)
    }

    /// The font `node`'s text is drawn in when offered `proposal`: its own, or, with
    /// `.minimumScaleFactor` where the metrics shrink text, the largest size in half points down
    /// to that fraction at which the text is not cut (the smallest when it is cut even there).
    func scaledFont(_ node: LayoutNode, _ text: String, _ proposal: ProposedSize) -> Font {
        let font = node.view.style.font
        let factor = node.view.style.minimumScaleFactor
        guard factor < 1, metrics.scalesText, node.shown == nil, finite(proposal.width) != nil else { return font }
        func fits(_ candidate: Font) -> Bool {
            let (wrapper, maxLines) = wrapping(node, proposal, font: candidate)
            return !wrapper.wrap(text, facts: facts(node, text, font: candidate) { wrapper }, maxWidth: finite(proposal.width), maxLines: maxLines).isTruncated
        }
        guard !fits(font) else { return font }
        // Half-point steps below the full size, the last at the factor; a binary search for the
        // fewest that fit.
        let steps = Int(saturating: (font.size * (1 - factor) / 0.5).rounded(.down)) + 1
        func shrunk(_ count: Int) -> Font { font.with(size: count == steps ? font.size * factor : font.size - 0.5 * Double(count)) }
        var low = 1, high = steps
        while low < high {
            let middle = (low + high) / 2
            if fits(shrunk(middle)) { high = middle } else { low = middle + 1 }
        }
        return shrunk(high)
    }

    func finite(_ value: Double?) -> Double? {
        guard let value, value.isFinite else { return nil }
        return value
    }

    func snappedPadding(_ padding: EdgeInsets?) -> EdgeInsets {
        guard let padding else { return EdgeInsets() }
        return EdgeInsets(
            top: metrics.snapPadding(padding.top, .vertical), leading: metrics.snapPadding(padding.leading, .horizontal),
            bottom: metrics.snapPadding(padding.bottom, .vertical), trailing: metrics.snapPadding(padding.trailing, .horizontal)
        )
    }

    /// Where a child of `size` sits inside `container` for an alignment, snapped to the target's
    /// grid: a centred child's offsets round down (a line of text centred in two rows takes the
    /// upper), or, down the rows, with `rounding`.
    func aligned(_ size: Size, in container: Rect, _ alignment: Alignment, rounding: FloatingPointRoundingRule = .down) -> Rect {
        let slackX = max(0, container.width - size.width), slackY = max(0, container.height - size.height)
        let dx: Double
        switch alignment {
        case .leading, .topLeading, .bottomLeading: dx = 0
        case .trailing, .topTrailing, .bottomTrailing: dx = slackX
        default: dx = metrics.snapDown(slackX / 2, .horizontal)
        }
        let dy: Double
        switch alignment {
        case .top, .topLeading, .topTrailing: dy = 0
        case .bottom, .bottomLeading, .bottomTrailing: dy = slackY
        default: dy = rounding == .down ? metrics.snapDown(slackY / 2, .vertical) : metrics.snap(slackY / 2, .vertical)
        }
        return Rect(x: container.x + dx, y: container.y + dy, width: size.width, height: size.height)
    }
}
