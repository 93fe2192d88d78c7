//
//  RideAttributes.swift
//  Shared
//

import Foundation

struct RideAttributes: TrackedActivityAttributes {
    static let trackingCategory = "ride"

    public struct ContentState: Codable, Hashable {
        enum Status: String, Codable, Hashable {
            case enRoute
            case arriving
            case arrived
        }

        var status: Status
        var driverName: String
        /// The driver's rating out of 5.
        var rating: Double
        var car: String
        var plate: String
        var pickupAt: Date
        /// Share of the way to the pickup, 0...1.
        var progress: Double
        /// Set on the device when the "arriving" haptic has played; the server never sends it.
        var hapticPlayed = false

        private enum CodingKeys: String, CodingKey {
            case status, driverName, rating, car, plate, pickupAt, progress
        }
    }

    var pickupName: String
    var service: String
}
