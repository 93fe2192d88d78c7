//
//  FerryCrossingAttributes.swift
//  Tidewater (shared by the app and the widget extension)
//

import ActivityKit
import Foundation

/// One booked crossing: the route, the vessel and the traveller's ticket never change once the
/// activity starts; the state follows the ship from check-in to the far quay.
struct FerryCrossingAttributes: ActivityAttributes {
    public typealias CrossingStatus = ContentState

    /// How the traveller boards: on foot, or driving onto a vehicle deck.
    enum TicketKind: String, Codable, Hashable {
        case footPassenger = "foot"
        case car
        case motorbike
        case camper
    }

    struct Ticket: Codable, Hashable {
        var reference: String
        var kind: TicketKind
        var passengers: Int
        var vehiclePlate: String?
    }

    public struct ContentState: Codable, Hashable {
        var phase: CrossingPhase
        /// 0...1 of the distance between the quays, from the ship's position.
        var progress: Double
        var departure: Date
        var arrival: Date
        var delayMinutes: Int
        var seaState: SeaState
        var deckLane: DeckLane?
        var announcement: String?

        enum CodingKeys: String, CodingKey {
            case phase, progress, departure, arrival
            case delayMinutes = "delay_minutes"
            case seaState = "sea_state"
            case deckLane = "deck_lane"
            case announcement
        }
    }

    var route: Route
    var vesselName: String
    var ticket: Ticket
    var operatorName: String
}
