//
//  StormAlertAttributes.swift
//  Nimbus (shared)
//

import ActivityKit
import Foundation

/// A severe-weather alert for a saved place, followed until it expires.
struct StormAlertAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        /// The alert's level as the weather service words it.
        enum Level: String, Codable, Hashable {
            case advisory
            case watch
            case warning
            case emergency = "extreme"
        }

        var level: Level
        var hazard: String
        var gustKmh: Double
        var rainMm: Double
        var lightningKm: Double?
        var expires: Date
        var updated: Date
        var stale: Bool

        init(level: Level, hazard: String, gustKmh: Double, rainMm: Double = 0, lightningKm: Double? = nil,
             expires: Date, updated: Date = .now, stale: Bool = false) {
            self.level = level
            self.hazard = hazard
            self.gustKmh = gustKmh
            self.rainMm = rainMm
            self.lightningKm = lightningKm
            self.expires = expires
            self.updated = updated
            self.stale = stale
        }

        /// A warning as the service's first bulletin states it: wind only, two hours long.
        init(windWarning gust: Double, for hours: Double = 2) {
            self.init(level: .warning, hazard: "Damaging winds", gustKmh: gust, expires: .now.addingTimeInterval(hours * 3600))
        }
    }

    var place: String
    var issuer: String
}
