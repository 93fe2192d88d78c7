//
//  BusStopAttributes.swift
//  Stopwatch Transit (shared)
//

import ActivityKit
import Foundation

/// The next buses at a stop the rider pinned, counted down to the minute.
struct BusStopAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        /// A departure as the operator's feed gives it.
        struct Departure: Codable, Hashable {
            var route: String
            var headsign: String
            var due: Date
            var realtime: Bool
            var cancelled: Bool

            init(route: String, headsign: String, due: Date, realtime: Bool = true, cancelled: Bool = false) {
                self.route = route
                self.headsign = headsign
                self.due = due
                self.realtime = realtime
                self.cancelled = cancelled
            }
        }

        var departures: [Departure]
        var busPosition: Double
        var notice: String?
    }

    var stopName: String
    var stopCode: String
    var routeColor: String
}
