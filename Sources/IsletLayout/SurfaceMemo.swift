import IsletCells
import IsletInput
import IsletViews
import Synchronization

/// One call of `SurfaceLayout`'s presentations with its arguments: everything a presentation's
/// layout reads besides the geometry, so two equal calls in one geometry lay out the same.
public enum SurfaceCall: Equatable, Sendable {
    case compact(leading: ResolvedView, trailing: ResolvedView, keyline: Color?, margins: ContentMargins, trailingMargins: ContentMargins)
    case minimal(attached: ResolvedView, detached: ResolvedView?, keyline: Color?, margins: ContentMargins)
    case expanded(ExpandedRegions, keyline: Color?, margins: ContentMargins)
    case lockScreen(ResolvedView, background: Color)
    case small(ResolvedView, background: Color)
    case smallFromCompact(leading: ResolvedView, trailing: ResolvedView, background: Color)
}

extension SurfaceLayout {
    /// The presentation `call` names, laid out in this geometry.
    public func laidOut(_ call: SurfaceCall) -> LaidOutSurface {
        switch call {
        case .compact(let leading, let trailing, let keyline, let margins, let trailingMargins):
            compact(leading: leading, trailing: trailing, keyline: keyline, margins: (margins, trailingMargins))
        case .minimal(let attached, let detached, let keyline, let margins):
            minimal(attached: attached, detached: detached, keyline: keyline, margins: margins)
        case .expanded(let regions, let keyline, let margins):
            expanded(regions, keyline: keyline, margins: margins)
        case .lockScreen(let root, let background):
            lockScreen(root, background: background)
        case .small(let root, let background):
            small(root, background: background)
        case .smallFromCompact(let leading, let trailing, let background):
            smallFromCompact(leading: leading, trailing: trailing, background: background)
        }
    }
}

/// The presentations laid out last, by their geometry and call: layout is a pure function of
/// the two, and the previewer lays out every presentation again on every frame (30 a second
/// in an animation, the board's five while it is shown), though what they show changes only
/// when the resolved views do — a timer's text once a second. A call whose resolved views are
/// equal to a kept one's (compared whole, every field) takes the kept surface; the views are
/// still resolved every time, so a change of data, clock or appearance is never missed
/// (docs/DECISIONS.md, "What makes a board cheap"). Each `LayoutCache` holds one.
final class SurfaceMemo: Sendable {
    private struct Entry {
        /// `call.fingerprint`, compared before the call itself.
        let fingerprint: UInt64
        let geometry: SurfaceGeometry
        let call: SurfaceCall
        let surface: LaidOutSurface
    }

    /// The oldest is dropped past this many: enough for two activities' boards and the phone's
    /// island, banner and cards, a few kilobytes each.
    private let capacity: Int
    private let entries = Mutex<[Entry]>([])

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The kept surface for `call` in `layout`'s geometry, or `layout`'s answer, then kept. The
    /// fingerprints rule out nearly every other call at the cost of an integer compare; the
    /// call that matches is then compared whole.
    func surface(_ call: SurfaceCall, in layout: SurfaceLayout) -> LaidOutSurface {
        let geometry = layout.geometry
        let fingerprint = call.fingerprint
        let kept = entries.withLock { entries -> LaidOutSurface? in
            var index = entries.count
            while index > 0 {
                index -= 1
                if entries[index].fingerprint == fingerprint, entries[index].geometry == geometry, entries[index].call == call { return entries[index].surface }
            }
            return nil
        }
        if let kept { return kept }
        let surface = layout.laidOut(call)
        entries.withLock { entries in
            if entries.count >= capacity { entries.removeFirst(entries.count - capacity + 1) }
            entries.append(Entry(fingerprint: fingerprint, geometry: geometry, call: call, surface: surface))
        }
        return surface
    }
}

extension SurfaceCall {
    /// A digest of the call's kind and its views' kinds, texts and child counts: equal calls
    /// have equal fingerprints, and calls of other layouts or data almost never do.
    var fingerprint: UInt64 {
        var digest = Digest()
        switch self {
        case .compact(let leading, let trailing, _, _, _):
            digest.add(1)
            digest.add(leading)
            digest.add(trailing)
        case .minimal(let attached, let detached, _, _):
            digest.add(2)
            digest.add(attached)
            if let detached { digest.add(detached) }
        case .expanded(let regions, _, _):
            digest.add(3)
            for view in [regions.leading, regions.trailing, regions.center, regions.bottom] {
                if let view { digest.add(view) } else { digest.add(0) }
            }
        case .lockScreen(let root, _):
            digest.add(4)
            digest.add(root)
        case .small(let root, _):
            digest.add(5)
            digest.add(root)
        case .smallFromCompact(let leading, let trailing, _):
            digest.add(6)
            digest.add(leading)
            digest.add(trailing)
        }
        return digest.value
    }
}

/// FNV-1a over 64-bit words: cheap, and only ever compared for equality.
private struct Digest {
    var value: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func add(_ word: UInt64) {
        value = (value ^ word) &* 0x100_0000_01B3
    }

    /// A view's kind, text and children, and those of its layers, depth first.
    mutating func add(_ view: ResolvedView) {
        switch view.content {
        case .text(let text):
            add(10)
            // Its bytes in place, not by iterating `utf8` (DECISIONS.md, "What makes a request cheap").
            text.withUTF8Bytes { bytes in
                for byte in bytes { add(UInt64(byte)) }
            }
        case .symbol(let name, _):
            add(11)
            add(UInt64(name.utf8.count))
        case .stack(let axis, let children, _, _):
            add(12 + UInt64(axis == .horizontal ? 1 : axis == .vertical ? 2 : 3))
            for child in children { add(child) }
        case .firstFitting(let children, _):
            add(16)
            for child in children { add(child) }
        case .bar(let fraction), .gauge(let fraction):
            add(17)
            add(fraction.bitPattern)
        default:
            add(18)
        }
        for layer in view.layers { add(layer.content) }
    }
}
