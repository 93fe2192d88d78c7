//
//  MatchAttributes+Goal.swift
//  ScoresWidget
//

import Foundation
#if canImport(ActivityKit)

extension MatchAttributes.ContentState {
    struct Goal: Codable, Hashable {
        enum Side: String, Codable, Hashable {
            case home
            case away
        }

        var team: Side
        var scorer: String
        var minute: Int
    }

    /// "2-1", for the minimal island.
    var scoreline: String { "\(homeScore)-\(awayScore)" }
}
#endif
