//
//  ChargingSessionAttributes.swift
//  VoltStop (shared by the app and the widget extension)
//

import ActivityKit
import Foundation

/// One charging session at a public charger; the station never changes while the car is plugged in.
struct ChargingSessionAttributes: ActivityAttributes {
    public typealias SessionStatus = ContentState

    /// The connector the car is plugged into; the backend sends the raw value.
    enum Connector: String, Codable, Hashable {
        case ccs2 = "CCS2"
        case chademo = "CHAdeMO"
        case type2 = "Type 2"
        case nacs = "NACS"
    }

    struct Station: Codable, Hashable {
        var name: String
        var operatorName: String
        var stallNumber: Int
        var maxPowerKW: Int
        var connector: Connector
    }

    /// Money as the backend sends it: minor units plus an ISO currency code.
    struct Tariff: Codable, Hashable {
        var pricePerKWhCents: Int
        var idleFeePerMinuteCents: Int
        var currencyCode: String
        /// Minutes of grace after the battery is full before the idle fee starts.
        var graceMinutes: Int
    }

    public struct ContentState: Codable, Hashable {
        /// What the charger is doing right now.
        enum Phase: Codable, Hashable {
            case preparing
            case charging(powerKW: Double)
            case throttled(powerKW: Double, reason: String)
            case complete(at: Date)
            case idleFees(since: Date)
            case faulted(code: Int)
        }

        var phase: Phase
        /// State of charge, 0...100.
        var batteryPercent: Int
        var targetPercent: Int
        var energyAddedKWh: Double
        var costSoFarCents: Int
        var startedAt: Date
        /// The charger's estimate of when the target is reached; nil while it ramps up.
        var estimatedFullAt: Date?
        var rangeAddedKm: Int?
    }

    var sessionID: String
    var vehicleName: String
    var station: Station
    var tariff: Tariff
}
