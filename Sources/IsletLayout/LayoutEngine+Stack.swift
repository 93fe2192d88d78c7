import IsletViews

extension LayoutEngine {
    /// The size of a stack: its children's sizes along the axis plus spacing, and the largest across it.
    func stackSize(_ axis: StackAxis, _ children: [LayoutNode], spacing: Double?, proposal: ProposedSize) -> Size {
        distribute(axis, children, spacing: spacing, proposal: proposal) { sizes in
            extent(axis, sizes, gaps: gapTotal(axis, children, spacing: spacing))
        }
    }

    private func extent(_ axis: StackAxis, _ sizes: UnsafeMutableBufferPointer<Size>, gaps: Double) -> Size {
        switch axis {
        case .horizontal:
            return Size(width: sizes.reduce(0) { $0 + $1.width } + gaps, height: sizes.lazy.map(\.height).max() ?? 0)
        case .vertical:
            return Size(width: sizes.lazy.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height } + gaps)
        case .depth:
            return Size(width: sizes.lazy.map(\.width).max() ?? 0, height: sizes.lazy.map(\.height).max() ?? 0)
        }
    }

    /// Children's sizes by SwiftUI's rule, handed to `body`: children of a higher layout priority
    /// are offered what is left first, less the least the lower ones need; among equals the
    /// least flexible child is offered its share first, so text keeps its width and spacers take
    /// the rest.
    /// Stacks are measured hundreds of times a frame, so the sizes and the working state live in
    /// stack-allocated buffers rather than in arrays.
    func distribute<Result>(
        _ axis: StackAxis, _ children: [LayoutNode], spacing: Double?, proposal: ProposedSize,
        _ body: (UnsafeMutableBufferPointer<Size>) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: Size.self, capacity: children.count) { sizes in
            var ignored = IgnoredOffers()
            distribute(axis, children, spacing: spacing, proposal: proposal, into: sizes, offers: &ignored)
            defer { sizes.deinitialize() }
            return body(sizes)
        }
    }

    /// What each child of a stack offered `proposal` is offered in turn, by the rule `distribute`
    /// follows: what the fit report needs to say how much room cut text had.
    func childOffers(_ axis: StackAxis, _ children: [LayoutNode], spacing: Double?, proposal: ProposedSize) -> [ProposedSize] {
        var offers = KeptOffers(offers: Array(repeating: proposal, count: children.count))
        withUnsafeTemporaryAllocation(of: Size.self, capacity: children.count) { sizes in
            distribute(axis, children, spacing: spacing, proposal: proposal, into: sizes, offers: &offers)
            sizes.deinitialize()
        }
        return offers.offers
    }

    /// Fills `sizes` (uninitialized) child by child, telling `offers` what each was offered.
    /// Generic so that layout, which ignores the offers, compiles with no trace of them.
    private func distribute<Offers: OfferRecord>(
        _ axis: StackAxis, _ children: [LayoutNode], spacing: Double?, proposal: ProposedSize, into sizes: UnsafeMutableBufferPointer<Size>,
        offers: inout Offers
    ) {
        func measure(_ child: LayoutNode, _ offered: ProposedSize) -> Size {
            guard case .spacer(let minLength) = child.kind else { return sizeThatFits(child, offered) }
            return spacerSize(minLength: minLength, axis: axis, offered: offered)
        }
        /// A child's final measurement, whose offer is the one it is placed with.
        func settle(_ index: Int, offered: ProposedSize) -> Size {
            offers.record(offered, at: index)
            return measure(children[index], offered)
        }
        if axis == .depth {
            // A ZStack's children, spacers too, take the size they answer (a spacer's frame and
            // padding count): not a stack axis's spacer rule.
            for (index, child) in children.enumerated() {
                offers.record(proposal, at: index)
                sizes.initializeElement(at: index, to: sizeThatFits(child, proposal))
            }
            return
        }
        let along: Double? = axis == .horizontal ? proposal.width : proposal.height
        guard let total = finite(along) else {
            let unspecified = axis == .horizontal ? ProposedSize(width: nil, height: proposal.height) : ProposedSize(width: proposal.width, height: nil)
            for index in children.indices { sizes.initializeElement(at: index, to: settle(index, offered: unspecified)) }
            return
        }
        func offer(_ length: Double) -> ProposedSize {
            axis == .horizontal ? ProposedSize(width: length, height: proposal.height) : ProposedSize(width: proposal.width, height: length)
        }
        func length(_ size: Size) -> Double { axis == .horizontal ? size.width : size.height }
        withUnsafeTemporaryAllocation(of: StackSlot.self, capacity: children.count) { buffer in
            let slots = buffer
            var spacerMinimums = 0.0
            for (index, child) in children.enumerated() {
                let least = child.isEmpty ? 0 : length(measure(child, offer(0)))
                let flexibility = child.isEmpty ? -1 : length(measure(child, offer(.infinity))) - least
                slots.initializeElement(
                    at: index, to: StackSlot(index: index, isSpacer: child.isSpacer, flexibility: flexibility, priority: child.priority, least: least)
                )
                // Spacers come last and share only what the other children leave, beyond their minimums.
                if child.isSpacer { spacerMinimums += length(measure(child, offer(0))) }
            }
            defer { slots.deinitialize() }
            var remaining = max(0, total - gapTotal(axis, children, spacing: spacing) - spacerMinimums)
            // When every child fits at the length it wants, none is squeezed to an equal share: a
            // short text beside a wider one keeps its width when the stack is placed at its own size.
            var wantedTotal = 0.0
            let wantedOffer = offer(remaining)
            for index in children.indices where !children[index].isSpacer && !children[index].isEmpty {
                let size = measure(children[index], wantedOffer)
                slots[index].wanted = size
                wantedTotal += length(size)
            }
            let fitsAsWanted = wantedTotal <= remaining
            Self.sortByPriorityThenLeastFlexible(slots)
            sizes.initialize(repeating: .zero)
            var spacersLeft = slots.reduce(0) { $1.isSpacer ? $0 + 1 : $0 }
            // The children of the priority being offered room, and what the lower ones need at least.
            var group = (priority: Double.nan, left: 0, reserve: 0.0)
            var reserveReleased = false
            let metricAxis: StackAxis = axis == .horizontal ? .horizontal : .vertical
            for slot in slots {
                let index = slot.index
                if slot.isSpacer {
                    if !reserveReleased {
                        remaining += spacerMinimums
                        reserveReleased = true
                    }
                    let share = spacersLeft == 1 ? remaining : metrics.snapDown(remaining / Double(spacersLeft), metricAxis)
                    sizes[index] = settle(index, offered: offer(max(0, share)))
                    spacersLeft -= 1
                } else if fitsAsWanted, let size = slot.wanted {
                    offers.record(wantedOffer, at: index)
                    sizes[index] = size
                } else {
                    if slot.priority != group.priority {
                        group = (slot.priority, 0, 0)
                        for other in slots where !other.isSpacer {
                            if other.priority == slot.priority { group.left += 1 } else if other.priority < slot.priority { group.reserve += other.least }
                        }
                    }
                    let room = max(0, remaining - group.reserve)
                    let share = group.left == 1 ? room : metrics.snapDown(room / Double(group.left), metricAxis)
                    sizes[index] = settle(index, offered: offer(max(0, share)))
                    group.left -= 1
                }
                remaining = max(0, remaining - length(sizes[index]))
            }
        }
    }

    /// Orders a stack's slots as they are offered their shares: children before spacers, higher
    /// layout priorities first, then the least flexible, ties in the children's order. The order
    /// is total, so any sort gives the same; an insertion sort over a handful of children costs a
    /// tenth of the standard library's, whose setup a stack paid on every measurement.
    private static func sortByPriorityThenLeastFlexible(_ slots: UnsafeMutableBufferPointer<StackSlot>) {
        func precedes(_ a: StackSlot, _ b: StackSlot) -> Bool {
            if a.isSpacer != b.isSpacer { return !a.isSpacer }
            if a.priority != b.priority { return a.priority > b.priority }
            return a.flexibility < b.flexibility || (a.flexibility == b.flexibility && a.index < b.index)
        }
        for next in slots.indices.dropFirst() {
            let slot = slots[next]
            var position = next
            while position > 0, precedes(slot, slots[position - 1]) {
                slots[position] = slots[position - 1]
                position -= 1
            }
            slots[position] = slot
        }
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
        let visible = children.reduce(0) { $1.isEmpty ? $0 : $0 + 1 }
        guard visible > 1 else { return 0 }
        let metricAxis: StackAxis = axis == .horizontal ? .horizontal : .vertical
        let gap = metrics.snap(spacing ?? metrics.defaultSpacing(axis), metricAxis)
        return gap * Double(visible - 1)
    }

    /// Places a stack's children one after another inside `rect`, aligned across the axis.
    /// Children that need more than `rect` along the axis (a `Text` never shrinks below a line)
    /// overflow it by as much on both sides, as SwiftUI centres a stack larger than its offer,
    /// and only `clip`, the region, cuts them: flight-status's lock card lost the values under
    /// "Gate" and "Seat" when the stack cut its last line at its own edge.
    func placeStack(_ axis: StackAxis, _ children: [LayoutNode], spacing: Double?, alignment: Alignment, in rect: Rect, clip: Rect) -> [PlacedView] {
        distribute(axis, children, spacing: spacing, proposal: ProposedSize(rect.size)) { sizes in
            let needed = extent(axis, sizes, gaps: gapTotal(axis, children, spacing: spacing))
            switch axis {
            case .vertical where needed.height > rect.height + 1e-9:
                let shift = metrics.snapDown((needed.height - rect.height) / 2, .vertical)
                let grown = Rect(x: rect.x, y: rect.y - shift, width: rect.width, height: needed.height)
                return placeStack(axis, children, sizes, spacing: spacing, alignment: alignment, in: grown, clip: clip)
            case .horizontal where needed.width > rect.width + 1e-9:
                let shift = metrics.snapDown((needed.width - rect.width) / 2, .horizontal)
                let grown = Rect(x: rect.x - shift, y: rect.y, width: needed.width, height: rect.height)
                return placeStack(axis, children, sizes, spacing: spacing, alignment: alignment, in: grown, clip: clip)
            default:
                return placeStack(axis, children, sizes, spacing: spacing, alignment: alignment, in: rect, clip: intersect(rect, clip))
            }
        }
    }

    private func placeStack(
        _ axis: StackAxis, _ children: [LayoutNode], _ sizes: UnsafeMutableBufferPointer<Size>, spacing: Double?, alignment: Alignment, in rect: Rect, clip: Rect
    ) -> [PlacedView] {
        let metricAxis: StackAxis = axis == .horizontal ? .horizontal : .vertical
        let gap = metrics.snap(spacing ?? metrics.defaultSpacing(axis), metricAxis)
        var cursor = axis == .horizontal ? rect.x : rect.y
        var placed: [PlacedView] = []
        if !recordsLines { placed.reserveCapacity(children.count) }
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
                // A ZStack's label centred on a shape drawn from its points (a ring round a
                // number) takes the lower of two middle rows: the shape's round outline is centred
                // between them, and its upper row holds the top of the stroke, which the label
                // would cover; the lower one is inside the ring (docs/DECISIONS.md).
                childRect = aligned(size, in: rect, alignment, rounding: .toNearestOrAwayFromZero)
            }
            let child = place(child, in: childRect, clip: clip)
            if !recordsLines { placed.append(child) }
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

/// One child's working state while a stack shares out its length.
/// Where `distribute` tells what each child was offered.
private protocol OfferRecord {
    mutating func record(_ offer: ProposedSize, at index: Int)
}

/// For layout, which only needs the sizes.
private struct IgnoredOffers: OfferRecord {
    func record(_ offer: ProposedSize, at index: Int) {}
}

/// For the fit report.
private struct KeptOffers: OfferRecord {
    var offers: [ProposedSize]

    mutating func record(_ offer: ProposedSize, at index: Int) {
        offers[index] = offer
    }
}

private struct StackSlot {
    let index: Int
    let isSpacer: Bool
    /// How much the child grows between the least and the most it is offered (-1: takes no space).
    let flexibility: Double
    /// Its `.layoutPriority`.
    let priority: Double
    /// The length it takes when offered none.
    let least: Double
    /// The size it answers when offered everything left, if it is neither a spacer nor empty.
    var wanted: Size?
}
