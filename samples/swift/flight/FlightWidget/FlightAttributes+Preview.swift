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
    /// A third of the way to London, seen at 786020400 (seconds since 2001).
    static var inFlight: Self {
        Self(
            status: .departed,
            gate: "14",
            departure: Date(timeIntervalSinceReferenceDate: 786017100),
            arrival: Date(timeIntervalSinceReferenceDate: 786026700),
            progress: 0.34
        )
    }

    static var delayed: Self {
        Self(
            status: .delayed,
            gate: "14",
            departure: Date(timeIntervalSinceReferenceDate: 786022500),
            arrival: Date(timeIntervalSinceReferenceDate: 786032100),
            progress: 0
        )
    }

    static var boarding: Self {
        Self(
            status: .boarding,
            gate: "14",
            departure: Date(timeIntervalSinceReferenceDate: 786021300),
            arrival: Date(timeIntervalSinceReferenceDate: 786030900),
            progress: 0
        )
    }
}
