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

    func visualKey(_ slot: PreviewScreen.Slot) -> VisualKey {
        let presentation = islandPresentation
        let ids: [Int]
        switch slot {
        case .island: ids = [presentation.expanded, presentation.compact, presentation.minimalAttached, presentation.minimalDetached].compactMap { $0 }
        case .banner: ids = presentation.expanded.map { [$0] } ?? []
        case .card(let id): ids = [id]
        }
        let activities = ids.compactMap(engine.activity).map {
            ActivityKey(id: $0.id, updates: $0.updateCount, isStale: $0.isStale, phase: $0.phase)
        }
        return VisualKey(
            mode: mode, holding: slot == .island && isHolding,
            presentation: slot == .island ? presentation : IslandPresentation(), activities: activities
        )
    }

    /// Starts a new scene, so the next frame appears without a transition: a new device,
    /// appearance or layout is a different picture, not a change to animate.
    mutating func resetAnimations() {
        scene += 1
    }
}
