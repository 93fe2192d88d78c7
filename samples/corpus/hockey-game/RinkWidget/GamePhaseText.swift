//
//  GamePhaseText.swift
//  FaceoffWidget
//

import SwiftUI

extension Int {
    /// "1st", "2nd", "3rd" as the scoreboard prints a period.
    var ordinalPeriod: String {
        switch self {
        case 1: return "1st"
        case 2: return "2nd"
        case 3: return "3rd"
        default: return "\(self)th"
        }
    }
}

extension TimeInterval {
    /// A stopped clock, minutes and seconds: 754 → "12:34".
    var rinkClock: String {
        let seconds = Int(self.rounded(.down))
        return String(format: "%d:%02d", seconds / 60, seconds % 60)
    }
}

extension HockeyGameAttributes.ContentState.Phase {
    /// The short label beside the clock.
    var label: String {
        switch self {
        case .pregame: return "Faceoff"
        case .period(let number, _), .stoppage(let number, _): return number.ordinalPeriod
        case .intermission(let after, _): return "End \(after.ordinalPeriod)"
        case .overtime: return "OT"
        case .shootout(let round): return "SO R\(round)"
        case .final(let overtime): return overtime ? "Final/OT" : "Final"
        }
    }

    /// Whether the game clock is running down now.
    var clockRuns: Bool {
        switch self {
        case .period, .overtime: return true
        default: return false
        }
    }
}

extension HockeyGameAttributes.Club {
    /// The club's colour from the feed's "#RRGGBB".
    var color: Color {
        var value: UInt64 = 0
        Scanner(string: colorHex.replacingOccurrences(of: "#", with: "")).scanHexInt64(&value)
        return Color(red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
    }
}
