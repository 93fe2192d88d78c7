import IsletViews

extension LayoutEngine {
    /// Places `view` in `rect` (the size it asked for, positioned by its parent). Content is
    /// wrapped as `content → padding → frame`; every frame is cut to `clip`, so nothing is
    /// ever drawn outside the region.
    func place(_ node: LayoutNode, in rect: Rect, clip: Rect) -> PlacedView {
        let view = node.view
        let outer = intersect(rect, clip)
        var inner = outer
        if let frame = view.frame {
            let natural = sizeThatFits(node.unframed, ProposedSize(outer.size))
            let fitted = Size(width: min(natural.width, outer.width), height: min(natural.height, outer.height))
            inner = aligned(fitted, in: outer, frame.alignment)
        }
        let insets = snappedPadding(view.padding)
        let content = inner.inset(by: (insets.top, insets.leading, insets.bottom, insets.trailing))
        switch view.content {
        case .text(let text):
            if let numerals = metrics.numeralSize(text, font: view.style.font, proposal: ProposedSize(content.size)) {
                let rect = aligned(numerals, in: content, horizontalAlignment(view.style.textAlignment))
                return PlacedView(view: view, frame: outer, contentFrame: intersect(rect, outer), lines: [text], naturalWidth: numerals.width)
            }
            let result = wrap(node, text, proposal: ProposedSize(content.size))
            let natural = result.isTruncated || result.lines.count > 1
                ? metrics.textWidth(text.replacing("\n", with: " "), font: view.style.font, monospacedDigit: view.style.monospacedDigit)
                : result.width
            let textRect = aligned(Size(width: min(result.width, content.width), height: content.height), in: content, horizontalAlignment(view.style.textAlignment))
            return PlacedView(
                view: view, frame: outer, contentFrame: intersect(textRect, outer), lines: result.lines,
                isTruncated: result.isTruncated, naturalWidth: natural
            )
        case .stack(let axis, _, let spacing, let alignment):
            let placed = placeStack(axis, node.children, spacing: spacing, alignment: alignment, in: content, clip: intersect(content, clip))
            return PlacedView(view: view, frame: outer, contentFrame: content, children: placed)
        default:
            return PlacedView(view: view, frame: outer, contentFrame: intersect(content, outer), isUpright: node.upright)
        }
    }

    private func horizontalAlignment(_ alignment: Alignment) -> Alignment {
        switch alignment {
        case .center: .top
        case .trailing: .topTrailing
        default: .topLeading
        }
    }

    func intersect(_ a: Rect, _ b: Rect) -> Rect {
        let x = max(a.x, b.x), y = max(a.y, b.y)
        let right = min(a.maxX, b.maxX), bottom = min(a.maxY, b.maxY)
        return Rect(x: x, y: y, width: max(0, right - x), height: max(0, bottom - y))
    }
}
