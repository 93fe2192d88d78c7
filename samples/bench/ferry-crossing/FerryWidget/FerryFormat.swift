//
//  FerryFormat.swift
//  TidewaterWidget
//

import Foundation

/// Text the widget builds from numbers and dates.
enum FerryFormat {
    static func clock(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        return formatter.string(from: date)
    }

    static func delay(_ minutes: Int) -> String {
        switch minutes {
        case ..<1: return "On time"
        case 1..<60: return "+\(minutes) min"
        default: return String(format: "+%dh %02dm", minutes / 60, minutes % 60)
        }
    }

    static func percent(_ fraction: Double) -> String {
        "\(Int((fraction * 100).rounded()))%"
    }

    static func lane(_ lane: DeckLane?) -> String {
        guard let lane else { return "Lane on arrival" }
        if let row = lane.row {
            return "Deck \(lane.deck) · Lane \(lane.lane) · Row \(row)"
        }
        return "Deck \(lane.deck) · Lane \(lane.lane)"
    }

    static func duration(minutes: Int) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        if hours == 0 { return "\(rest) min" }
        return rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
    }
}
