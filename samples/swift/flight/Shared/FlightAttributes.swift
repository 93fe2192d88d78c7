//
//  FlightAttributes.swift
//  Shared
//

import ActivityKit
import Foundation

struct FlightAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var status: FlightStatus
        var gate: String
        var departure: Date
        var arrival: Date
        /// Share of the flight flown, 0...1.
        var progress: Double
    }

    let airline: String
    let flightNumber: String
    let seat: String
    let origin: Airport
    let destination: Airport
}

extension FlightAttributes.ContentState {
    var duration: TimeInterval { arrival.timeIntervalSince(departure) }
}
