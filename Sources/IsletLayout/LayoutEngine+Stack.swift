import IsletViews

extension LayoutEngine {
    /// The size of a stack: its children's sizes along the axis plus spacing, and the largest across it.
    func stackSize(_ axis: StackAxis, _ children: [LayoutNode], spacing: Double?, proposal: ProposedSize) -> Size {
        let sizes = distribute(axis, children, spacing: spacing, proposal: proposal)
        let gaps = gapTotal(axis, children, spacing: spacing)
        switch axis {
        case .horizontal:
            return Size(width: sizes.reduce(0) { $0 + $1.width } + gaps, height: sizes.map(\.height).max() ?? 0)
        case .vertical:
            return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height } + gaps)
        case .depth:
            return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        }
    }

    /// Children's sizes by SwiftUI's rule: the least flexible child is offered its share of
    /// what is left first, so text keeps its width and spacers take the rest.
    func distribute(_ axis: StackAxis, _ children: [LayoutNode], spacing: Double?, proposal: ProposedSize) -> [Size] {
        if axis == .depth { return children.map { sizeThatFits($0, proposal) } }
        func measure(_ child: LayoutNode, _ offered: ProposedSize) -> Size {
            guard case .spacer(let minLength) = child.view.content else { return sizeThatFits(child, offered) }
            return spacerSize(minLength: minLength, axis: axis, offered: offered)
        }
        let along: Double? = axis == .horizontal ? proposal.width : proposal.height
        guard let total = finite(along) else {
            return children.map { measure($0, axis == .horizontal ? ProposedSize(width: nil, height: proposal.height) : ProposedSize(width: proposal.width, height: nil)) }
        }
        func offer(_ length: Double) -> ProposedSize {
            axis == .horizontal ? ProposedSize(width: length, height: proposal.height) : ProposedSize(width: proposal.width, height: length)
        }
        func length(_ size: Size) -> Double { axis == .horizontal ? size.width : size.height }
        let flexibility = children.map { child -> Double in
            if child.isEmpty { return -1 }
            return length(measure(child, offer(.infinity))) - length(measure(child, offer(0)))
        }
        // Spacers come last and share only what the other children leave, beyond their minimums.
        let order = children.indices.sorted { a, b in
            let spacerA = children[a].isSpacer, spacerB = children[b].isSpacer
            if spacerA != spacerB { return !spacerA }
            return flexibility[a] < flexibility[b] || (flexibility[a] == flexibility[b] && a < b)
        }
        let spacerMinimums = children.filter(\.isSpacer).reduce(0.0) { $0 + length(measure($1, offer(0))) }
        var remaining = max(0, total - gapTotal(axis, children, spacing: spacing) - spacerMinimums)
        // When every child fits at the length it wants, none is squeezed to an equal share: a
        // short text beside a wider one keeps its width when the stack is placed at its own size.
        let wanted = children.map { $0.isSpacer || $0.isEmpty ? nil : measure($0, offer(remaining)) }
        let fitsAsWanted = wanted.reduce(0.0) { $0 + ($1.map(length) ?? 0) } <= remaining
        var sizes = [Size](repeating: .zero, count: children.count)
        var left = children.filter { !$0.isSpacer }.count
        var spacersLeft = children.count - left
        var reserveReleased = false
        let metricAxis: StackAxis = axis == .horizontal ? .horizontal : .vertical
        for index in order {
            if children[index].isSpacer {
                if !reserveReleased {
                    remaining += spacerMinimums
                    reserveReleased = true
                }
                let share = spacersLeft == 1 ? remaining : metrics.snapDown(remaining / Double(spacersLeft), metricAxis)
                sizes[index] = measure(children[index], offer(max(0, share)))
                spacersLeft -= 1
            } else if fitsAsWanted, let size = wanted[index] {
                sizes[index] = size
                left -= 1
            } else {
                let share = left == 1 ? remaining : metrics.snapDown(remaining / Double(left), metricAxis)
                sizes[index] = measure(children[index], offer(max(0, share)))
                left -= 1
            }
            remaining = max(0, remaining - length(sizes[index]))
        }
        return sizes
    }

    /// A spacer grows along its stack's axis only, never below its minimum length.
    func spacerSize(minLength: Double?, axis: StackAxis, offered: ProposedSize) -> Size {
        let least = minLength.map { metrics.snap($0, axis == .horizontal ? .horizontal : .vertical) } ?? 0
        switch axis {
        case .horizontal: return Size(width: max(least, offered.width ?? least), height: 0)
        case .vertical: return Size(width: 0, height: max(least, offered.height ?? least))
        case .depth: return .zero
        }
    }

    /// The spacing between visible children (a branch that chose nothing takes no gap).
    func gapTotal(_ axis: StackAxis, _ children: [LayoutNode], spacing: Double?) -> Double {
        guard axis != .depth else { return 0 }
        let visible = children.filter { !$0.isEmpty }.count
        guard visible > 1 else { return 0 }
        let metricAxis: StackAxis = axis == .horizontal ? .horizontal : .vertical
        let gap = metrics.snap(spacing ?? metrics.defaultSpacing(axis), metricAxis)
        return gap * Double(visible - 1)
    }

    /// Places a stack's children one after another inside `rect`, aligned across the axis.
    func placeStack(_ axis: StackAxis, _ children: [LayoutNode], spacing: Double?, alignment: Alignment, in rect: Rect, clip: Rect) -> [PlacedView] {
        let sizes = distribute(axis, children, spacing: spacing, proposal: ProposedSize(rect.size))
        let metricAxis: StackAxis = axis == .horizontal ? .horizontal : .vertical
        let gap = metrics.snap(spacing ?? metrics.defaultSpacing(axis), metricAxis)
        var cursor = axis == .horizontal ? rect.x : rect.y
        var placed: [PlacedView] = []
        for (child, size) in zip(children, sizes) {
            if child.isEmpty { continue }
            let childRect: Rect
            switch axis {
            case .horizontal:
                let lane = Rect(x: cursor, y: rect.y, width: size.width, height: rect.height)
                childRect = aligned(size, in: lane, crossAlignment(alignment, axis: axis))
                cursor += size.width + gap
            case .vertical:
                let lane = Rect(x: rect.x, y: cursor, width: rect.width, height: size.height)
                childRect = aligned(size, in: lane, crossAlignment(alignment, axis: axis))
                cursor += size.height + gap
            case .depth:
                childRect = aligned(size, in: rect, alignment)
            }
            placed.append(place(child, in: childRect, clip: clip))
        }
        return placed
    }

    /// A stack's alignment names only the cross axis: an HStack's `top` or a VStack's `leading`.
    private func crossAlignment(_ alignment: Alignment, axis: StackAxis) -> Alignment {
        switch (axis, alignment) {
        case (.horizontal, .top), (.horizontal, .topLeading), (.horizontal, .topTrailing): .top
        case (.horizontal, .bottom), (.horizontal, .bottomLeading), (.horizontal, .bottomTrailing): .bottom
        case (.horizontal, _): .center
        case (.vertical, .leading), (.vertical, .topLeading), (.vertical, .bottomLeading): .leading
        case (.vertical, .trailing), (.vertical, .topTrailing), (.vertical, .bottomTrailing): .trailing
        default: .center
        }
    }
}
