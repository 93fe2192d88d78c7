import FoundationEssentials

/// What the passing of time does to activities: stale dates, the 8-hour end, removal from the
/// lock screen, and the end of an alert's expansion (REFERENCE.md §2, "Lifetime").
extension ActivityEngine {
    /// Moves the engine to `now`, in time order, and returns what changed. Calling it again
    /// with the same time changes nothing.
    @discardableResult
    public mutating func advance(to now: Date) -> [Transition] {
        var transitions: [Transition] = []
        for index in activities.indices {
            let activity = activities[index]
            if activity.isActive {
                let limit = activity.startedAt.addingTimeInterval(configuration.activeLimit.seconds)
                if let stale = activity.staleDate, !activity.isStale, stale <= now, stale < limit {
                    activities[index].isStale = true
                    transitions.append(Transition(.becameStale, activityID: activity.id, at: stale))
                }
                if limit <= now {
                    let removal = limit.addingTimeInterval(configuration.lockScreenLimit.seconds)
                    activities[index].phase = .ended(at: limit, reason: .timeLimit, removalDate: removal)
                    transitions.append(Transition(.endedByTimeLimit, activityID: activity.id, at: limit))
                    if expandedAlert?.activityID == activity.id { expandedAlert = nil }
                }
            }
            if case .ended(_, _, let removal) = activities[index].phase, removal <= now {
                transitions.append(Transition(.removed, activityID: activity.id, at: removal))
            }
        }
        removeActivitiesPastRemoval(at: now)
        if let expanded = expandedAlert, expanded.until <= now { expandedAlert = nil }
        return transitions.sorted { $0.date < $1.date }
    }

    /// Marks an activity stale at once when its new stale date is already past.
    mutating func refreshStaleness(of index: Int, at now: Date) {
        if let stale = activities[index].staleDate, stale <= now { activities[index].isStale = true }
    }
}
