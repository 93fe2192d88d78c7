//
//  FlightActivityAttributes.swift
//  Contrail
//

import ActivityKit
import Foundation

/// A flight the traveller is booked on, from check-in to arrival.
struct FlightActivityAttributes: ActivityAttributes {
    struct Airport: Codable, Hashable {
        var code: String
        var city: String
        var timeZoneIdentifier: String
    }

    public struct ContentState: Codable, Hashable {
        enum Phase: String, Codable, Hashable {
            case scheduled, boarding, departed, landed, diverted
            case gateClosed = "gate_closed"
        }

        var phase: Phase
        var gate: String?
        var seat: String
        var scheduledDeparture: Date
        var estimatedDeparture: Date
        var estimatedArrival: Date

        init(phase: Phase, gate: String? = nil, seat: String = "—", departure: Date, delayMinutes: Int = 0, flightMinutes: Int = 95) {
            self.phase = phase
            self.gate = gate
            self.seat = seat
            self.scheduledDeparture = departure
            self.estimatedDeparture = departure.addingTimeInterval(TimeInterval(delayMinutes * 60))
            self.estimatedArrival = estimatedDeparture.addingTimeInterval(TimeInterval(flightMinutes * 60))
        }
    }

    var airline: String
    var flightNumber: String
    var origin: Airport
    var destination: Airport
}
