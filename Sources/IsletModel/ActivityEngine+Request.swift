import FoundationEssentials

/// Activities the app starts itself (`Activity.request(attributes:content:pushType:)`), not by
/// push: how a previewer shows a layout's preview data, and how `islet check` gives a stream of
/// updates an activity to update.
extension ActivityEngine {
    /// Starts an activity with already-decoded data, under the same cap as a push-to-start.
    /// - Parameter pushType: true for `pushType: .token`, which gives the activity an update token.
    /// - Returns: the new activity's id, or nil when the cap is reached or the type is not declared.
    public mutating func request(
        _ attributesType: String, attributes: StateValue, contentState: StateValue, at now: Date,
        staleDate: Date? = nil, relevanceScore: Double = 0, pushType: Bool = true
    ) -> Int? {
        advance(to: now)
        guard declarations.contains(where: { $0.name == attributesType }),
              activities.filter(\.isActive).count < configuration.maximumActivities else { return nil }
        let activity = Activity(
            id: nextID, attributesType: attributesType, attributes: attributes, contentState: contentState, startedAt: now, origin: .app,
            lastTimestamp: -.infinity, staleDate: staleDate, isStale: false, relevanceScore: relevanceScore, phase: .active,
            pushToken: pushType ? tokens.next() : nil, channel: nil, lastAlert: nil, updateCount: 0
        )
        nextID += 1
        activities.append(activity)
        refreshStaleness(of: activities.count - 1, at: now)
        return activity.id
    }
}

extension ActivityEngine {
    /// Gives an active activity another of the app's preview states, as the previewer's keys
    /// step through them: like the app's own `Activity.update(_:)` (no push, no budget, not
    /// counted as an update), and the attributes too, since each `#Preview` may give its own.
    /// - Returns: false when no active activity has that id.
    @discardableResult
    public mutating func showPreview(of id: Int, attributes: StateValue, contentState: StateValue, at now: Date) -> Bool {
        advance(to: now)
        guard let index = activities.firstIndex(where: { $0.id == id && $0.isActive }) else { return false }
        activities[index].attributes = attributes
        activities[index].contentState = contentState
        return true
    }
}
