//
//  MatchFormatting.swift
//  TouchlineWidget
//

import SwiftUI

/// The two teams, read by side so views can ask for `teams[.home]`.
struct Sides {
    enum Side { case home, away }

    let home: MatchAttributes.Team
    let away: MatchAttributes.Team

    subscript(side: Side) -> MatchAttributes.Team {
        switch side {
        case .home: return home
        case .away: return away
        }
    }
}

extension MatchAttributes {
    var sides: Sides { Sides(home: home, away: away) }
}

extension MatchAttributes.ContentState.Period {
    /// The clock as a broadcaster shows it: "34'", "HT", "FT", or the kickoff time.
    var clock: String {
        switch self {
        case .notStarted(let kickoff):
            return kickoff.formatted(date: .omitted, time: .shortened)
        case .firstHalf(let minute), .secondHalf(let minute):
            return "\(minute)'"
        case .extraTime(let minute):
            return "ET \(minute)'"
        case .halfTime:
            return "HT"
        case .fullTime:
            return "FT"
        }
    }

    var isLive: Bool {
        switch self {
        case .firstHalf, .secondHalf, .extraTime: return true
        default: return false
        }
    }
}

extension MatchAttributes.ContentState.Event {
    /// One line for the event: "Goal — Saka 63'".
    var line: String {
        switch self {
        case let .goal(scorer, minute, _):
            return "Goal — \(scorer) \(minute)'"
        case let .card(player, red):
            return "\(red ? "Red" : "Yellow") card — \(player)"
        case let .substitution(off, on):
            return "\(on) on for \(off)"
        }
    }

    var symbol: String {
        switch self {
        case .goal: return "soccerball"
        case .card: return "rectangle.portrait.fill"
        case .substitution: return "arrow.left.arrow.right"
        }
    }
}

extension Color {
    /// A team colour from its hex code ("C8102E"), grey when it is not six digits.
    init(teamHex: String) {
        var rgb: UInt64 = 0
        guard teamHex.count == 6, Scanner(string: teamHex).scanHexInt64(&rgb) else {
            self = .gray
            return
        }
        self.init(red: Double(rgb >> 16 & 0xFF) / 255, green: Double(rgb >> 8 & 0xFF) / 255, blue: Double(rgb & 0xFF) / 255)
    }
}
