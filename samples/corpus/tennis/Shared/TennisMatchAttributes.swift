//
//  TennisMatchAttributes.swift
//  Rally (shared)
//

import ActivityKit
import Foundation

/// A followed singles match; the players and the event are fixed, the score is pushed point by point.
struct TennisMatchAttributes: ActivityAttributes {
    struct Player: Codable, Hashable {
        var name: String
        var shortName: String
        var countryCode: String
        var seed: Int?
    }

    enum Surface: String, Codable, Hashable {
        case hard, clay, grass, indoor
    }

    public struct ContentState: Codable, Hashable {
        /// Points in a game as the umpire calls them.
        enum Point: String, Codable, Hashable {
            case love = "0"
            case fifteen = "15"
            case thirty = "30"
            case forty = "40"
            case advantage = "AD"
        }

        enum Side: String, Codable, Hashable {
            case home, away
        }

        enum GameScore: Codable, Hashable {
            case regular(home: Point, away: Point)
            case tiebreak(home: Int, away: Int)
        }

        enum Phase: Codable, Hashable {
            case warmup(startsAt: Date)
            case live
            case suspended(reason: String)
            case medicalTimeout(side: Side)
            case finished(winner: Side, retired: Bool)
        }

        struct SetScore: Codable, Hashable {
            var home: Int
            var away: Int
            var tiebreakLoser: Int?
        }

        var phase: Phase
        var sets: [SetScore]
        var game: GameScore
        var server: Side
        /// Break point, set point or match point, as the feed labels it.
        var pressure: String?
        var lastPointWinner: Side?
        var aces: [Int]
        var matchStarted: Date
    }

    var matchID: Int
    var tournament: String
    var round: String
    var court: String
    var surface: Surface
    var bestOf: Int
    var home: Player
    var away: Player
}
