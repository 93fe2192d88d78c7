import IsletViews

extension LayoutEngine {
    /// Places `view` in `rect` (the size it asked for, positioned by its parent). Content is
    /// wrapped as `content → padding → frame`; every frame is cut to `clip`, so nothing is
    /// ever drawn outside the region.
    ///
    /// An offset view is placed moved by its snapped offset; a hidden one keeps its frame and
    /// shows nothing. `background` and `overlay` layers are laid out in the view's frame, each
    /// at the size it answers to that frame, and aligned in it.
    func place(_ node: LayoutNode, in given: Rect, clip: Rect) -> PlacedView {
        let view = node.view
        var rect = given
        if let offset = view.offset {
            rect = rect.offsetBy(dx: metrics.snap(offset.x, .horizontal), dy: metrics.snap(offset.y, .vertical))
        }
        if view.hidden {
            var blank = view
            blank.content = .empty
            blank.style.background = nil
            let outer = intersect(rect, clip)
            return PlacedView(view: blank, frame: outer, contentFrame: outer)
        }
        guard !node.layers.isEmpty else { return placeContent(node, in: rect, clip: clip, backgrounds: [], overlays: []) }
        var backgrounds: [PlacedView] = [], overlays: [PlacedView] = []
        for (layer, layerNode) in zip(view.layers, node.layers) {
            let size = sizeThatFits(layerNode, ProposedSize(rect.size))
            let placed = place(layerNode, in: aligned(size, in: rect, layer.alignment), clip: clip)
            if recordsLines { continue }
            switch layer.placement {
            case .background: backgrounds.append(placed)
            case .overlay: overlays.append(placed)
            }
        }
        return placeContent(node, in: rect, clip: clip, backgrounds: backgrounds, overlays: overlays)
    }

    private func placeContent(_ node: LayoutNode, in rect: Rect, clip: Rect, backgrounds: [PlacedView], overlays: [PlacedView]) -> PlacedView {
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
            if view.runs.isEmpty, let numerals = metrics.numeralSize(text, font: view.style.font, proposal: ProposedSize(content.size)) {
                let rect = aligned(numerals, in: content, horizontalAlignment(view.style.textAlignment))
                if recordsLines {
                    node.shown = ShownText(lines: [text], isTruncated: false)
                    return PlacedView(view: view, frame: outer, contentFrame: outer)
                }
                return PlacedView(
                    view: view, frame: outer, contentFrame: intersect(rect, outer), lines: [text], naturalWidth: numerals.width,
                    backgrounds: backgrounds, overlays: overlays
                )
            }
            let proposal = ProposedSize(content.size).fixing(view.fixedSize)
            let font = scaledFont(node, text, proposal)
            let result = wrap(node, text, proposal: proposal, font: font)
            if recordsLines {
                node.shown = ShownText(lines: result.lines, isTruncated: result.isTruncated)
                return PlacedView(view: view, frame: outer, contentFrame: outer)
            }
            let natural = !(result.isTruncated || result.lines.count > 1) ? result.width
                : view.runs.isEmpty ? metrics.textWidth(text.replacing("\n", with: " "), font: view.style.font, monospacedDigit: view.style.monospacedDigit)
                : wrapper(for: node).width(text[...])
            let textRect = aligned(Size(width: min(result.width, content.width), height: content.height), in: content, horizontalAlignment(view.style.textAlignment))
            // A shrunk text is drawn at the size it was fitted in.
            var shown = view
            if font != view.style.font {
                shown.style.font = font
                shown.runs = view.runs.map { $0.scaled(by: font.size / view.style.font.size) }
            }
            return PlacedView(
                view: shown, frame: outer, contentFrame: intersect(textRect, outer), lines: result.lines,
                lineRuns: shown.runs.isEmpty ? [] : TextRun.lines(result.lines, of: shown.runs),
                isTruncated: result.isTruncated, naturalWidth: natural, backgrounds: backgrounds, overlays: overlays
            )
        case .stack(_, let children, _, _) where view.position != nil && children.count == 1:
            // `.position`: the child at its own size, its centre at the point of this room.
            let point = view.position!, child = node.children[0]
            let size = sizeThatFits(child, ProposedSize(content.size))
            let x = content.x + positioned(point.x, size.width, in: content.width, .horizontal)
            let y = content.y + positioned(point.y, size.height, in: content.height, .vertical)
            let placed = place(child, in: Rect(x: x, y: y, width: size.width, height: size.height), clip: clip)
            return PlacedView(view: view, frame: outer, contentFrame: content, children: [placed], backgrounds: backgrounds, overlays: overlays)
        case .stack(let axis, _, let spacing, let alignment):
            let placed = placeStack(axis, node.children, spacing: spacing, alignment: alignment, in: content, clip: clip)
            return PlacedView(view: view, frame: outer, contentFrame: content, children: placed, backgrounds: backgrounds, overlays: overlays)
        case .geometry(let geometry):
            // `GeometryReader` took all it was offered: its content is made for that size and
            // placed top-leading in it.
            let child = LayoutNode(geometry.view(content.width, content.height), upright: node.upright)
            let placed = placeAlone(child, in: content, alignment: .topLeading, clip: clip)
            return PlacedView(view: placed.shown(by: view), frame: outer, contentFrame: content, children: [placed], backgrounds: backgrounds, overlays: overlays)
        case .picture(let picture):
            // An image larger than its room (`scaledToFill`, or its own size in a smaller frame)
            // keeps its size, aligned in the room as its frame says; painters cut it at the frame.
            let rect = pictureRect(picture, in: content, alignment: view.frame?.alignment ?? .center)
            return PlacedView(view: view, frame: outer, contentFrame: rect, backgrounds: backgrounds, overlays: overlays)
        case .firstFitting(_, let axes):
            let index = fittingChild(node, axes: axes, ProposedSize(content.size))
            node.placedChoice = index
            let placed = placeAlone(node.children[index], in: content, alignment: .center, clip: clip)
            return PlacedView(view: placed.shown(by: view), frame: outer, contentFrame: content, children: [placed], backgrounds: backgrounds, overlays: overlays)
        default:
            return PlacedView(
                view: view, frame: outer, contentFrame: intersect(content, outer), isUpright: node.upright, backgrounds: backgrounds, overlays: overlays
            )
        }
    }

    /// The one view a `GeometryReader` or a `ViewThatFits` shows, at the size it answers to
    /// `content`, aligned in it.
    private func placeAlone(_ child: LayoutNode, in content: Rect, alignment: Alignment, clip: Rect) -> PlacedView {
        let size = sizeThatFits(child, ProposedSize(content.size))
        let fitted = Size(width: min(size.width, content.width), height: min(size.height, content.height))
        return place(child, in: aligned(fitted, in: content, alignment), clip: intersect(content, clip))
    }

    private func horizontalAlignment(_ alignment: Alignment) -> Alignment {
        switch alignment {
        case .center: .top
        case .trailing: .topTrailing
        default: .topLeading
        }
    }

    /// The part of `a` inside `b`. A side of `a` that lies within `b` keeps its length exactly:
    /// `x + width - x` is not always `width` in floating point, and a stack placed at the width
    /// it answered, a hair narrower, no longer found its children's widths fitting and squeezed
    /// them (a one-letter text with padding lost its letter).
    /// Where a positioned child of `length` starts so its centre is at `centre` of a room of
    /// `room`, on the grid; rounding never pushes a child that fits the room out of it.
    private func positioned(_ centre: Double, _ length: Double, in room: Double, _ axis: StackAxis) -> Double {
        let exact = centre - length / 2
        let snapped = metrics.snap(exact, axis)
        guard exact >= 0, exact + length <= room else { return snapped }
        return min(max(snapped, 0), max(0, room - length))
    }

    func intersect(_ a: Rect, _ b: Rect) -> Rect {
        let x = max(a.x, b.x), y = max(a.y, b.y)
        let right = min(a.maxX, b.maxX), bottom = min(a.maxY, b.maxY)
        let width = x == a.x && right == a.maxX ? a.width : max(0, right - x)
        let height = y == a.y && bottom == a.maxY ? a.height : max(0, bottom - y)
        return Rect(x: x, y: y, width: width, height: height)
    }
}
