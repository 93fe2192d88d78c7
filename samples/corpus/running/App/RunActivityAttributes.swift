//
//  RunActivityAttributes.swift
//  Stride
//

import ActivityKit
import Foundation

/// An outdoor run recorded by the watch and mirrored to the phone's lock screen.
struct RunActivityAttributes: ActivityAttributes {
    /// Heart-rate zones as the watch numbers them.
    enum HeartZone: Int, Codable, Hashable, CaseIterable {
        case recovery = 1
        case endurance
        case tempo
        case threshold
        case maximum
    }

    enum Goal: Codable, Hashable {
        case open
        case distance(meters: Double)
        case duration(seconds: Int)
        case pace(secondsPerKm: Int, meters: Double)
    }

    struct Split: Codable, Hashable {
        var kilometer: Int
        var seconds: Int
        var elevationGain: Int
    }

    public struct ContentState: Codable, Hashable {
        enum Status: String, Codable, Hashable {
            case running
            case paused
            case autoPaused = "auto_paused"
            case finished
        }

        var status: Status
        /// The clock the run is timed on; paused time is moved out of it by the watch.
        var timing: ClosedRange<Date>
        var pausedAt: Date?
        var meters: Double
        var heartRate: Int?
        var zone: HeartZone?
        /// Seconds per kilometre over the last 30 seconds.
        var currentPace: Int?
        var splits: [Split]
        var calories: Int
    }

    var runID: UUID
    var routeName: String?
    var goal: Goal
    var usesMiles: Bool
}
