//
//  TrainTripAttributes.swift
//  Platform (shared)
//

import ActivityKit
import Foundation

/// A rider's trip on one regional train, from the station they boarded to the one they leave at.
struct TrainTripAttributes: ActivityAttributes {
    public typealias TripStatus = ContentState

    /// The line's livery; the app colours the badge with it.
    enum Line: String, Codable, Hashable {
        case s1 = "S1"
        case s3 = "S3"
        case re7 = "RE7"
        case airportExpress = "AX"
    }

    struct Station: Codable, Hashable {
        var code: String
        var name: String
        var scheduledArrival: Date
    }

    public struct ContentState: Codable, Hashable {
        enum Punctuality: Codable, Hashable {
            case onTime
            case late(minutes: Int)
            case cancelled(reason: String)
            case replacementBus(stop: String)
        }

        enum Crowding: Int, Codable, Hashable {
            case quiet = 1
            case busy
            case full
        }

        var punctuality: Punctuality
        /// Index in `attributes.stops` of the last station the train left.
        var lastStopIndex: Int
        /// 0...1 of the way from the last stop to the next one.
        var legProgress: Double
        var platform: String?
        /// Set when the operator moved the train to another platform after departure was announced.
        var previousPlatform: String?
        var crowding: Crowding?
        var nextArrival: Date
        var message: String?
    }

    var tripID: String
    var line: Line
    var trainNumber: Int
    var destination: String
    var stops: [Station]
    /// Index in `stops` where the rider gets off.
    var alightIndex: Int
}
