//
//  HockeyGameAttributes.swift
//  Faceoff (shared)
//

import ActivityKit
import Foundation

/// An ice hockey game followed from the schedule screen.
struct HockeyGameAttributes: ActivityAttributes {
    /// One side of the game, as the league's feed names it.
    struct Club: Codable, Hashable {
        var code: String
        var city: String
        var colorHex: String
    }

    public struct ContentState: Codable, Hashable {
        /// Where the game is; a period's clock runs only while play is on.
        enum Phase: Codable, Hashable {
            case pregame(faceoff: Date)
            case period(Int, clockEnds: Date)
            case stoppage(Int, remaining: TimeInterval)
            case intermission(after: Int, resumes: Date)
            case overtime(clockEnds: Date)
            case shootout(round: Int)
            case final(overtime: Bool)
        }

        /// A player in the box, and when his minor ends.
        struct Penalty: Codable, Hashable, Identifiable {
            var id: String { "\(side)-\(player)" }
            var side: Side
            var player: String
            var minutes: Int
            var endsAt: Date
        }

        enum Side: String, Codable, Hashable {
            case home, away
        }

        var home: Int
        var away: Int
        var phase: Phase
        var shots: [Int]
        var penalties: [Penalty]
        var lastGoal: String?

        init(home: Int = 0, away: Int = 0, phase: Phase, shots: [Int] = [0, 0], penalties: [Penalty] = [], lastGoal: String? = nil) {
            self.home = home
            self.away = away
            self.phase = phase
            self.shots = shots
            self.penalties = penalties
            self.lastGoal = lastGoal
        }
    }

    var home: Club
    var away: Club
    var arena: String
}
