//
//  FlightAttributes+Preview.swift
//  FlightWidget
//

import Foundation

extension FlightAttributes {
    static var lisbonToLondon: FlightAttributes {
        FlightAttributes(
            airline: "TAP Air Portugal",
            flightNumber: "TP 1352",
            seat: "14C",
            origin: Airport(code: "LIS", city: "Lisbon"),
            destination: Airport(code: "LHR", city: "London Heathrow")
        )
    }
}

extension FlightAttributes.ContentState {
    /// A third of the way to London.
    static var inFlight: Self {
        Self(
            status: .departed,
            gate: "14",
            departure: Date(timeIntervalSinceNow: -3300),
            arrival: Date(timeIntervalSinceNow: 6300),
            progress: 0.34
        )
    }

    static var delayed: Self {
        Self(
            status: .delayed,
            gate: "14",
            departure: Date(timeIntervalSinceNow: 2100),
            arrival: Date(timeIntervalSinceNow: 11700),
            progress: 0
        )
    }

    static var boarding: Self {
        Self(
            status: .boarding,
            gate: "14",
            departure: Date(timeIntervalSinceNow: 900),
            arrival: Date(timeIntervalSinceNow: 10500),
            progress: 0
        )
    }
}
