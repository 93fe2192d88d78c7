/// Which activity the island shows where (REFERENCE.md §2): one active activity is compact;
/// with two or more, the most relevant is minimal attached and the next minimal detached
/// (`relevance-score`, higher first; equal: the earlier started). The lock screen lists all.
public struct IslandPresentation: Equatable, Sendable {
    public let compact: Int?
    public let minimalAttached: Int?
    public let minimalDetached: Int?
    /// The activity an alert holds expanded, if any.
    public let expanded: Int?
    /// Every activity still on the lock screen, active or ended, most relevant first.
    public let lockScreen: [Int]

    public init(compact: Int? = nil, minimalAttached: Int? = nil, minimalDetached: Int? = nil, expanded: Int? = nil, lockScreen: [Int] = []) {
        self.compact = compact
        self.minimalAttached = minimalAttached
        self.minimalDetached = minimalDetached
        self.expanded = expanded
        self.lockScreen = lockScreen
    }
}

extension ActivityEngine {
    /// The island and lock screen as they stand; call `advance(to:)` first for the current time.
    public var presentation: IslandPresentation {
        let ranked = activities.sorted { lhs, rhs in
            if lhs.relevanceScore != rhs.relevanceScore { return lhs.relevanceScore > rhs.relevanceScore }
            if lhs.startedAt != rhs.startedAt { return lhs.startedAt < rhs.startedAt }
            return lhs.id < rhs.id
        }
        let island = ranked.filter(\.isActive).map(\.id)
        let expanded = expandedAlert.map(\.activityID).flatMap { island.contains($0) ? $0 : nil }
        if island.count == 1 {
            return IslandPresentation(compact: island[0], expanded: expanded, lockScreen: ranked.map(\.id))
        }
        return IslandPresentation(
            minimalAttached: island.first, minimalDetached: island.dropFirst().first, expanded: expanded, lockScreen: ranked.map(\.id)
        )
    }
}
