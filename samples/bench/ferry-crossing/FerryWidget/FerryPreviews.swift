//
//  FerryPreviews.swift
//  TidewaterWidget
//

import SwiftUI
import WidgetKit

extension FerryCrossingAttributes {
    static var preview: FerryCrossingAttributes {
        FerryCrossingAttributes(
            route: Route(
                origin: Port(code: "HEL", name: "Helsinki", terminal: "West Harbour"),
                destination: Port(code: "TLL", name: "Tallinn", terminal: "D-Terminal"),
                scheduledMinutes: 120
            ),
            vesselName: "MS Tidewater Star",
            ticket: Ticket(reference: "TW-40721", kind: .car, passengers: 2, vehiclePlate: "ABC-123"),
            operatorName: "Tidewater Lines"
        )
    }
}

extension FerryCrossingAttributes.ContentState {
    static let checkingIn = Self(phase: .checkIn(closesAt: .now.addingTimeInterval(25 * 60)), progress: 0, departure: .now.addingTimeInterval(55 * 60), arrival: .now.addingTimeInterval(175 * 60), delayMinutes: 0, seaState: .slight, deckLane: nil, announcement: nil)
    static let boarding = Self(phase: .boarding(gate: "B4"), progress: 0, departure: .now.addingTimeInterval(15 * 60), arrival: .now.addingTimeInterval(135 * 60), delayMinutes: 0, seaState: .slight, deckLane: DeckLane(deck: 3, lane: "C", row: 12), announcement: nil)
    static let atSea = Self(phase: .underway, progress: 0.42, departure: .now.addingTimeInterval(-50 * 60), arrival: .now.addingTimeInterval(70 * 60), delayMinutes: 8, seaState: .moderate, deckLane: DeckLane(deck: 3, lane: "C", row: 12), announcement: nil)
    static let docking = Self(phase: .docking(minutesLeft: 6), progress: 0.96, departure: .now.addingTimeInterval(-114 * 60), arrival: .now.addingTimeInterval(6 * 60), delayMinutes: 0, seaState: .calm, deckLane: DeckLane(deck: 3, lane: "C", row: nil), announcement: nil)
    static let arrived = Self(phase: .arrived, progress: 1, departure: .now.addingTimeInterval(-125 * 60), arrival: .now.addingTimeInterval(-5 * 60), delayMinutes: 0, seaState: .calm, deckLane: nil, announcement: "Drive off via ramp 2")
}

#Preview("Crossing", as: .content, using: FerryCrossingAttributes.preview) {
    FerryLiveActivity()
} contentStates: {
    FerryCrossingAttributes.ContentState.atSea
    FerryCrossingAttributes.ContentState.checkingIn
    FerryCrossingAttributes.ContentState.boarding
    FerryCrossingAttributes.ContentState.docking
    FerryCrossingAttributes.ContentState.arrived
}

#Preview("Island", as: .dynamicIsland(.expanded), using: FerryCrossingAttributes.preview) {
    FerryLiveActivity()
} contentStates: {
    FerryCrossingAttributes.ContentState.atSea
}
