//
//  TeaTimerAttributes.swift
//  TeaTimerWidget
//

import ActivityKit
import Foundation

/// A steeping timer: the tea and its water temperature never change while it runs.
struct TeaTimerAttributes: ActivityAttributes {
    public typealias SteepStatus = ContentState

    public struct ContentState: Codable, Hashable {
        /// The steep runs over this interval; the island counts down to its upper bound.
        var interval: ClosedRange<Date>
        /// Which steep of the session this is (green teas take several).
        var steep: Int
        var isPaused: Bool
        /// How far the steep had run when it was paused, so the ring can stand still.
        var pausedFraction: Double?
    }

    var tea: String
    /// Degrees Celsius.
    var temperature: Int
}
