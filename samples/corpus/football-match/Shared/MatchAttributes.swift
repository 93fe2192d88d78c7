//
//  MatchAttributes.swift
//  Touchline (shared)
//

import ActivityKit
import Foundation

/// A football match the fan follows, minute by minute.
struct MatchAttributes: ActivityAttributes {
    struct Team: Codable, Hashable {
        var name: String
        var code: String
        var colorHex: String
    }

    public struct ContentState: Codable, Hashable {
        /// What the clock is doing; the minute travels with the half.
        enum Period: Codable, Hashable {
            case notStarted(kickoff: Date)
            case firstHalf(minute: Int)
            case halfTime
            case secondHalf(minute: Int)
            case extraTime(minute: Int)
            case fullTime
        }

        /// The last thing that happened, for the island's bottom line.
        enum Event: Codable, Hashable {
            case goal(scorer: String, minute: Int, home: Bool)
            case card(player: String, red: Bool)
            case substitution(off: String, on: String)
        }

        var homeGoals: Int
        var awayGoals: Int
        var period: Period
        var lastEvent: Event?
    }

    var competition: String
    var home: Team
    var away: Team
    var venue: String
}
