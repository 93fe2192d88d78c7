//
//  Period.swift
//  ScoresWidget
//

import Foundation

enum Period: String, Codable, CaseIterable, Hashable {
    case firstHalf
    case halfTime
    case secondHalf
    case fullTime

    var label: String {
        switch self {
        case .firstHalf: "1st half"
        case .halfTime: "Half time"
        case .secondHalf: "2nd half"
        case .fullTime: "Full time"
        }
    }

    var isLive: Bool { self == .firstHalf || self == .secondHalf }

    /// How much of the match is behind it, for the period ring: a quarter in the first half,
    /// half at half-time, three quarters in the second half, all at full time.
    var played: Double {
        switch self {
        case .firstHalf: 0.25
        case .halfTime: 0.5
        case .secondHalf: 0.75
        case .fullTime: 1
        }
    }
}
