//
//  RideAttributes.swift
//  Hopper (shared)
//

import ActivityKit
import Foundation

/// A ride the rider has booked, from matching a driver to drop-off.
struct RideAttributes: ActivityAttributes {
    struct Vehicle: Codable, Hashable {
        var model: String
        var plate: String
        /// The car's colour as the fleet database stores it, 0xRRGGBB.
        var paint: UInt32
    }

    /// The whole state of a ride is where it is in its life; each case carries what it knows.
    enum ContentState: Codable, Hashable {
        case searching(since: Date)
        case driverAssigned(driver: String, vehicle: Vehicle, pickupMinutes: Int)
        case arriving(driver: String, vehicle: Vehicle)
        case onTrip(dropoffAt: Date, fareCents: Int)
        case completed(fareCents: Int)
    }

    var pickup: String
    var destination: String
    var rideClass: String
}
