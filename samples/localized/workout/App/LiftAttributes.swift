//
//  LiftAttributes.swift
//  Lift Log
//

import ActivityKit
import Foundation

/// A strength workout in progress: the exercise, which set of how many, and the rest between sets.
struct LiftAttributes: ActivityAttributes {
    enum Mode: String, Codable, Hashable {
        case lifting
        case resting
    }

    struct ContentState: Codable, Hashable {
        var mode: Mode
        var set: Int
        var sets: Int
        var reps: Int
        var restEnds: Date
        var load: Int
    }

    var exercise: String
}
