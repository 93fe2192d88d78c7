//
//  FlightStatus.swift
//  Shared
//

import Foundation

enum FlightStatus: String, Codable, CaseIterable, Hashable {
    case scheduled
    case delayed
    case boarding
    case departed
    case landed
}

extension FlightStatus {
    var isAirborne: Bool { self == .departed }

    var title: String {
        switch self {
        case .scheduled: "On time"
        case .delayed: "Delayed"
        case .boarding: "Boarding"
        case .departed: "In flight"
        case .landed: "Landed"
        }
    }
}
