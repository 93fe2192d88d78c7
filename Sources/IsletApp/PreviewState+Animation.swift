import FoundationEssentials
import IsletAnimation
import IsletLayout
import IsletModel

extension PreviewState {
    /// What a slot's picture depends on, apart from time: which activities it shows, in which
    /// presentation, and how many updates each has had. Timers change the picture every second
    /// without changing this, so they redraw without starting an animation.
    struct VisualKey: Equatable, Sendable {
        let mode: DisplayMode
        let holding: Bool
        let presentation: IslandPresentation
        let activities: [ActivityKey]
    }

    struct ActivityKey: Equatable, Sendable {
        let id: Int
        let updates: Int
        let isStale: Bool
        let phase: Activity.Phase
    }

    func visualKey(_ slot: Slot) -> VisualKey {
        let presentation = engine.presentation
        let ids: [Int]
        switch slot {
        case .island: ids = [presentation.expanded, presentation.compact, presentation.minimalAttached, presentation.minimalDetached].compactMap { $0 }
        case .card: ids = presentation.lockScreen.prefix(1).map { $0 }
        }
        let activities = ids.compactMap(engine.activity).map {
            ActivityKey(id: $0.id, updates: $0.updateCount, isStale: $0.isStale, phase: $0.phase)
        }
        return VisualKey(
            mode: mode, holding: slot == .island && isHolding,
            presentation: slot == .island ? presentation : IslandPresentation(), activities: activities
        )
    }

    /// Starts an animation for every slot whose picture changed since it was last drawn, from
    /// what is on screen now to the new picture, and drops the animations that have finished.
    mutating func refreshAnimations(at wall: Date) {
        for (slot, transition) in transitions where transition.isFinished(at: wall) {
            transitions[slot] = nil
        }
        let screen = PreviewScreen(state: self, wall: wall)
        for slot in [Slot.island, .card] {
            let key = visualKey(slot)
            let target = slot == .island ? screen.islandTarget : screen.cardTarget
            defer {
                shownKeys[slot] = key
                shownSurfaces[slot] = target
            }
            guard let previousKey = shownKeys[slot], previousKey != key else { continue }
            let from = transitions[slot].map { $0.frame(at: wall, geometry: screen.geometry) } ?? shownSurfaces[slot] ?? nil
            guard from != target else { continue }
            transitions[slot] = SurfaceTransition(from: from, to: target, start: wall, kind: Self.kind(from: from, to: target))
        }
    }

    static func kind(from: LaidOutSurface?, to: LaidOutSurface?) -> SurfaceTransition.Kind {
        switch (from, to) {
        case (nil, _): .appear
        case (_, nil): .disappear
        case let (from?, to?):
            from.presentation == to.presentation && from.columns == to.columns && from.rows == to.rows ? .contentUpdate : .morph
        }
    }

    /// True while something on screen moves, so the runtime draws frames at animation speed.
    public func isAnimating(at wall: Date) -> Bool {
        transitions.values.contains { !$0.isFinished(at: wall) }
    }
}
