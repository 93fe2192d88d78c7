//
//  CrossingPhase.swift
//  Tidewater
//

import Foundation

/// Where the crossing is, as the operator's backend reports it.
enum CrossingPhase: Codable, Hashable {
    case checkIn(closesAt: Date)
    case boarding(gate: String)
    case underway
    case docking(minutesLeft: Int)
    case arrived
    case cancelled(reason: String)
}

/// The Beaufort-like scale the bridge reports, kept small so the widget can draw it.
enum SeaState: Int, Codable, Hashable, CaseIterable {
    case calm = 0
    case slight = 1
    case moderate = 2
    case rough = 3
    case veryRough = 4

    var label: String {
        switch self {
        case .calm: return "Calm"
        case .slight: return "Slight"
        case .moderate: return "Moderate"
        case .rough: return "Rough"
        case .veryRough: return "Very rough"
        }
    }

    /// How many wave marks the sea-state gauge lights.
    var marks: Int { self.rawValue + 1 }
}

/// The lane on the vehicle deck a driver is sent to.
struct DeckLane: Codable, Hashable {
    var deck: Int
    var lane: String
    var row: Int?
}
