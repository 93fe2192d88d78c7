//
//  ParkingSessionAttributes.swift
//  Kerbside (shared)
//

import ActivityKit
import Foundation

/// A paid on-street parking session. The city's API speaks Unix seconds, so the state does too.
struct ParkingSessionAttributes: ActivityAttributes {
    struct Zone: Codable, Hashable {
        var code: String
        var street: String
        var hourlyRateCents: Int
        /// The longest stay the zone allows, in minutes.
        var maxStayMinutes: Int
    }

    enum Vehicle: Codable, Hashable {
        case car(plate: String)
        case motorbike(plate: String)
        case van(plate: String, permit: String?)
    }

    public struct ContentState: Codable, Hashable {
        enum Standing: String, Codable, Hashable {
            case active
            case expiringSoon = "expiring_soon"
            case expired
            case ended
        }

        var standing: Standing
        var startedAtUnix: Int
        var expiresAtUnix: Int
        var paidCents: Int
        /// Extensions bought so far, in minutes each.
        var extensions: [Int]
        var canExtend: Bool
        var reminderMinutes: Int?
    }

    var sessionNumber: String
    var zone: Zone
    var vehicle: Vehicle
    var currencyCode: String
}
