//
//  MatchAttributes+Display.swift
//  ScoresWidget
//

import Foundation
#if canImport(ActivityKit)

extension MatchAttributes {
    /// The side a goal was scored for.
    func team(_ side: ContentState.Goal.Side) -> Team {
        switch side {
        case .home: home
        case .away: away
        }
    }

    var matchURL: URL? { URL(string: "scores://match/\(home.short)-\(away.short)") }
}

extension MatchAttributes.ContentState.Goal {
    /// "Saka 23'".
    var label: String { "\(scorer) \(minute)'" }
}

extension MatchAttributes {
    static var northLondon: MatchAttributes {
        MatchAttributes(
            competition: "Premier League",
            home: Team(name: "Arsenal", short: "ARS", color: "#EF0107"),
            away: Team(name: "Manchester City", short: "MCI", color: "#6CABDD")
        )
    }
}

extension MatchAttributes.ContentState {
    /// Twenty minutes into the second half.
    static var secondHalf: Self {
        Self(
            homeScore: 2,
            awayScore: 1,
            period: .secondHalf,
            clock: "67'",
            goals: [
                Goal(team: .home, scorer: "Saka", minute: 23),
                Goal(team: .away, scorer: "Haaland", minute: 41),
                Goal(team: .home, scorer: "Havertz", minute: 58),
            ],
            lastEvent: "Yellow card · Rodri (MCI)"
        )
    }

    static var kickOff: Self {
        Self(homeScore: 0, awayScore: 0, period: .firstHalf, clock: "1'", goals: [], lastEvent: nil)
    }

    static var halfTime: Self {
        var state = secondHalf
        state.period = .halfTime
        state.clock = "45'"
        state.goals.removeLast()
        state.homeScore = 1
        state.lastEvent = nil
        return state
    }
}
#endif
