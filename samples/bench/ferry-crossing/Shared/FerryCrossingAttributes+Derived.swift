//
//  FerryCrossingAttributes+Derived.swift
//  Tidewater
//

import Foundation

extension FerryCrossingAttributes.ContentState {
    /// Progress held to 0...1, whatever the backend sends.
    var clampedProgress: Double { min(max(progress, 0), 1) }

    var isDelayed: Bool { delayMinutes >= 5 }

    var isAtSea: Bool {
        switch phase {
        case .underway, .docking: return true
        default: return false
        }
    }

    /// The arrival the traveller should expect, delay included.
    var expectedArrival: Date { arrival.addingTimeInterval(TimeInterval(delayMinutes * 60)) }

    /// The word the island and the card lead with.
    var headline: String {
        switch phase {
        case .checkIn: return "Check-in open"
        case .boarding(let gate): return "Boarding · Gate \(gate)"
        case .underway where isDelayed: return "At sea · \(delayMinutes) min late"
        case .underway: return "At sea"
        case .docking(let minutes) where minutes <= 1: return "Docking now"
        case .docking(let minutes): return "Docking in \(minutes) min"
        case .arrived: return "Arrived"
        case .cancelled: return "Cancelled"
        }
    }

    var symbolName: String {
        switch phase {
        case .checkIn: return "ticket"
        case .boarding: return "figure.walk"
        case .underway, .docking: return "ferry.fill"
        case .arrived: return "checkmark.circle.fill"
        case .cancelled: return "xmark.octagon.fill"
        }
    }
}

extension FerryCrossingAttributes {
    var drivesOn: Bool { ticket.kind != .footPassenger }

    var travellersLabel: String {
        ticket.passengers == 1 ? "1 traveller" : "\(ticket.passengers) travellers"
    }
}
