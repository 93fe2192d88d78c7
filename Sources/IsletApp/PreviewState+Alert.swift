import FoundationEssentials
import IsletModel

extension PreviewState {
    /// An alert holding the island expanded, timed on the wall clock.
    public struct AlertExpansion: Equatable, Sendable {
        public let activityID: Int
        /// The wall time the island collapses.
        public let until: Date
    }

    /// Notes the expansion an alert the engine just applied asks for, from `wall`: the engine
    /// counts it on the phone's clock, which at `--speed 40` would collapse a 4 s alert after a
    /// tenth of a second, before its content had even faded in. What a person watches lasts
    /// its seconds of wall time, as animations do (DECISIONS.md, "The previewer's clock is the
    /// phone's, not the wall's").
    /// - Parameter before: the engine's expansion before the push was applied.
    mutating func noteAlert(since before: (activityID: Int, until: Date)?, at wall: Date) {
        guard let now = engine.expandedAlert, now.activityID != before?.activityID || now.until != before?.until else { return }
        alertExpansion = AlertExpansion(activityID: now.activityID, until: wall.addingTimeInterval(engine.configuration.alertDuration.seconds))
    }

    /// Ends the alert's expansion once its wall time is up.
    mutating func expireAlert(at wall: Date) {
        if let expansion = alertExpansion, expansion.until <= wall { alertExpansion = nil }
    }

    /// Which activity the island shows where: the engine's answer, but expanded for an alert
    /// while its wall time lasts and the activity is still active, as the engine's rule is.
    public var islandPresentation: IslandPresentation {
        let presentation = engine.presentation
        let expanded = alertExpansion.map(\.activityID).flatMap { engine.activity($0)?.isActive == true ? $0 : nil }
        return IslandPresentation(
            compact: presentation.compact, minimalAttached: presentation.minimalAttached,
            minimalDetached: presentation.minimalDetached, expanded: expanded, lockScreen: presentation.lockScreen
        )
    }
}
