//
//  TennisMatchAttributes+Score.swift
//  Rally
//

import Foundation

extension TennisMatchAttributes.ContentState {
    var setsWon: (home: Int, away: Int) {
        let finished = sets.filter { abs($0.home - $0.away) >= 2 && max($0.home, $0.away) >= 6 || max($0.home, $0.away) == 7 }
        let home = finished.filter { $0.home > $0.away }.count
        return (home, finished.count - home)
    }

    var isLive: Bool {
        if case .live = phase { return true }
        return false
    }

    var winner: Side? {
        if case let .finished(side, _) = phase { return side }
        return nil
    }

    /// "40–AD" or "5–4" for a tiebreak; read from the server's side, as umpires call it.
    var gameLine: String {
        switch game {
        case let .regular(home, away):
            return server == .home ? "\(home.rawValue)–\(away.rawValue)" : "\(away.rawValue)–\(home.rawValue)"
        case let .tiebreak(home, away):
            return "TB \(home)–\(away)"
        }
    }

    func games(for side: Side) -> [Int] {
        sets.map { side == .home ? $0.home : $0.away }
    }

    func points(for side: Side) -> String {
        switch game {
        case let .regular(home, away): side == .home ? home.rawValue : away.rawValue
        case let .tiebreak(home, away): "\(side == .home ? home : away)"
        }
    }

    var elapsedText: String {
        let minutes = Int(Date.now.timeIntervalSince(matchStarted) / 60)
        return String(format: "%d:%02d", minutes / 60, minutes % 60)
    }
}

extension TennisMatchAttributes {
    func player(_ side: ContentState.Side) -> Player {
        side == .home ? home : away
    }

    var headline: String { "\(tournament) · \(round)" }
}
