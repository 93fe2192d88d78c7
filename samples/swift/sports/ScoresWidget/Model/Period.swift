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
}
