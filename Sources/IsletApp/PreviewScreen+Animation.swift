import FoundationEssentials
import IsletAnimation
import IsletLayout

extension PreviewScreen {
    /// The animation a slot shows at `wall`: a new one from the picture on display in
    /// `previous` when what the slot depends on changed since that frame, else the one under way
    /// until it finishes. A first frame, or the first of a new scene, does not animate.
    static func transition(
        _ slot: Slot, to target: LaidOutSurface?, key: PreviewState.VisualKey?, after previous: PreviewScreen?,
        at wall: Date, geometry: SurfaceGeometry
    ) -> SurfaceTransition? {
        guard let previous, let previousKey = previous.keys[slot] else { return nil }
        let running = previous.transitions[slot].flatMap { $0.isFinished(at: wall) ? nil : $0 }
        guard previousKey != key else { return running }
        let from = running.map { $0.frame(at: wall, geometry: geometry) } ?? previous.targets[slot]
        guard from != target else { return running }
        return SurfaceTransition(from: from, to: target, start: wall, kind: kind(from: from, to: target))
    }

    static func kind(from: LaidOutSurface?, to: LaidOutSurface?) -> SurfaceTransition.Kind {
        switch (from, to) {
        case (nil, _): .appear
        case (_, nil): .disappear
        case let (from?, to?):
            from.presentation == to.presentation && from.columns == to.columns && from.rows == to.rows ? .contentUpdate : .morph
        }
    }
}
