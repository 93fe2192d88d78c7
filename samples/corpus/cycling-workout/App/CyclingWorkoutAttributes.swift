//
//  CyclingWorkoutAttributes.swift
//  Cadence
//

import ActivityKit
import Foundation

/// An indoor cycling workout streamed from a smart trainer.
struct CyclingWorkoutAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        enum Zone: Int, Codable, Hashable {
            case recovery = 1, endurance, tempo, threshold, vo2max, anaerobic
        }

        var elapsedSeconds: Int
        /// Watts as the trainer reports them (an unsigned 32-bit field on the wire).
        var power: UInt32
        var heartRate: Int
        var cadence: Int
        var zone: Zone
        var intervalEndsAt: Date?
        var paused: Bool

        init(elapsedSeconds: Int, power: UInt32, heartRate: Int = 120, cadence: Int = 85, zone: Zone = .endurance, intervalEndsAt: Date? = nil, paused: Bool = false) {
            self.elapsedSeconds = elapsedSeconds
            self.power = power
            self.heartRate = heartRate
            self.cadence = cadence
            self.zone = zone
            self.intervalEndsAt = intervalEndsAt
            self.paused = paused
        }
    }

    var workoutName: String
    /// Functional threshold power, in watts.
    var ftp: Int
}
