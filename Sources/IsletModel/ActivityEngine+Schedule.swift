import FoundationEssentials

extension ActivityEngine {
    /// The moments after `date` at which time alone will change something: a stale date, the
    /// end of an alert's expansion, the 8-hour end, a removal from the lock screen. A runtime
    /// sleeps until the soonest instead of waking to check.
    public func nextScheduledChanges(after date: Date) -> [Date] {
        var dates: [Date] = []
        if let alert = expandedAlert { dates.append(alert.until) }
        for activity in activities {
            switch activity.phase {
            case .active:
                if let stale = activity.staleDate, !activity.isStale { dates.append(stale) }
                dates.append(activity.startedAt.addingTimeInterval(configuration.activeLimit.seconds))
            case .ended(_, _, let removal):
                dates.append(removal)
            }
        }
        return dates.filter { $0 > date }
    }
}
