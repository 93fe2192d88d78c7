//
//  TennisPreviews.swift
//  RallyWidget
//

import SwiftUI
import WidgetKit

extension TennisMatchAttributes {
    static let quarterFinal = TennisMatchAttributes(
        matchID: 90_411,
        tournament: "Lakeshore Open",
        round: "QF",
        court: "Centre Court",
        surface: .clay,
        bestOf: 3,
        home: .init(name: "Ana Ferreira", shortName: "Ferreira", countryCode: "POR", seed: 4),
        away: .init(name: "Mia Lindqvist", shortName: "Lindqvist", countryCode: "SWE", seed: nil)
    )
}

#Preview("Match", as: .content, using: TennisMatchAttributes.quarterFinal) {
    TennisLiveActivity()
} contentStates: {
    TennisMatchAttributes.ContentState(
        phase: .live, sets: [.init(home: 6, away: 4), .init(home: 3, away: 5)],
        game: .regular(home: .thirty, away: .forty), server: .home, pressure: "Set point",
        lastPointWinner: .away, aces: [3, 5], matchStarted: .now.addingTimeInterval(-84 * 60)
    )
    TennisMatchAttributes.ContentState(
        phase: .live, sets: [.init(home: 6, away: 4), .init(home: 6, away: 6)],
        game: .tiebreak(home: 5, away: 4), server: .away, pressure: nil,
        lastPointWinner: .home, aces: [4, 6], matchStarted: .now.addingTimeInterval(-102 * 60)
    )
    TennisMatchAttributes.ContentState(
        phase: .finished(winner: .home, retired: false), sets: [.init(home: 6, away: 4), .init(home: 7, away: 6, tiebreakLoser: 5)],
        game: .regular(home: .love, away: .love), server: .home, pressure: nil,
        lastPointWinner: .home, aces: [5, 6], matchStarted: .now.addingTimeInterval(-110 * 60)
    )
}
