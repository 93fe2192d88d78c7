//
//  MatchAttributes.swift
//  ScoresWidget
//

import Foundation
#if canImport(ActivityKit)
import ActivityKit

struct MatchAttributes: ActivityAttributes {
    typealias Score = ContentState

    struct Team: Codable, Hashable {
        var name: String
        /// Three letters for the compact island, "ARS".
        var short: String
        /// The kit colour as hex, "#EF0107".
        var color: String
    }

    struct ContentState: Codable, Hashable {
        var homeScore: Int
        var awayScore: Int
        var period: Period
        /// The match clock as the broadcaster shows it, "67'" or "45+2'".
        var clock: String
        var goals: [Goal]
        var lastEvent: String?
    }

    var competition: String
    var home: Team
    var away: Team
}
#endif
