//
//  BoardingPassAttributes+Timing.swift
//  Gatekeeper
//

import Foundation

extension BoardingPassAttributes.ContentState {
    var departure: Date { estimatedDeparture ?? scheduledDeparture }

    var delayMinutes: Int {
        guard let estimatedDeparture else { return 0 }
        let components = Calendar.current.dateComponents([.minute], from: scheduledDeparture, to: estimatedDeparture)
        return max(components.minute ?? 0, 0)
    }

    var gateText: String { gate ?? "TBA" }

    /// Whether the traveller's group may board now.
    func mayBoard(group: Int) -> Bool {
        switch boarding {
        case .groups(let upTo) where upTo >= group: return true
        case .finalCall: return true
        default: return false
        }
    }

    var headline: String {
        switch boarding {
        case .notYet: "Boarding at \(gateText)"
        case .preboarding: "Preboarding"
        case .groups(let upTo): "Groups 1–\(upTo) boarding"
        case .finalCall: "Final call"
        case .closed: "Gate closed"
        case .gateChangedAfterClose(let newGate): "Go to \(newGate)"
        }
    }
}

extension Date {
    /// "in 25 min" / "3 min ago", short enough for the island.
    func minutesAway(from now: Date = Date()) -> String {
        let minutes = Int((timeIntervalSince(now) / 60).rounded())
        return minutes >= 0 ? "in \(minutes) min" : "\(-minutes) min ago"
    }

    var clock: String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        return formatter.string(from: self)
    }
}
