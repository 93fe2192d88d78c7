//
//  BoardingPassAttributes.swift
//  Gatekeeper
//

import ActivityKit
import Foundation

/// The traveller's boarding pass from check-in to the jet bridge: gate moves, groups, the door closing.
struct BoardingPassAttributes: ActivityAttributes {
    public typealias BoardingStatus = ContentState

    enum Cabin: String, Codable, Hashable {
        case economy = "Y"
        case premium = "W"
        case business = "J"
        case first = "F"
    }

    struct Passenger: Codable, Hashable {
        var givenName: String
        var familyName: String
        var seat: String
        var cabin: Cabin
        var boardingGroup: Int
        var sequence: Int
    }

    public struct ContentState: Codable, Hashable {
        enum Boarding: Codable, Hashable {
            case notYet(opensAt: Date)
            case preboarding
            case groups(upTo: Int)
            case finalCall(closesAt: Date)
            case closed
            case gateChangedAfterClose(newGate: String)
        }

        struct GateChange: Codable, Hashable {
            var from: String
            var to: String
            var walkMinutes: Int?
        }

        var terminal: String
        var gate: String?
        var gateChange: GateChange?
        var boarding: Boarding
        var scheduledDeparture: Date
        var estimatedDeparture: Date?
        var seatChanged: Bool
        var note: String?
    }

    var flightDesignator: String
    var carrier: String
    var origin: String
    var destination: String
    var destinationCity: String
    var passenger: Passenger
    var recordLocator: String
}
