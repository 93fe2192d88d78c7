//
//  TrainTripAttributes+Journey.swift
//  Platform
//

import Foundation

extension TrainTripAttributes {
    var alightStop: Station? {
        stops.indices.contains(alightIndex) ? stops[alightIndex] : nil
    }

    /// The stops still ahead of the rider, not counting the ones after theirs.
    func upcoming(after index: Int) -> [Station] {
        guard index + 1 <= alightIndex else { return [] }
        return Array(stops[(index + 1)...alightIndex])
    }

    /// 0...1 along the rider's part of the line, counting the current leg's progress.
    func overallProgress(_ state: ContentState) -> Double {
        guard alightIndex > 0 else { return 1 }
        let legs = Double(state.lastStopIndex) + state.legProgress
        return min(max(legs / Double(alightIndex), 0), 1)
    }
}

extension TrainTripAttributes.ContentState {
    var delayMinutes: Int {
        if case .late(let minutes) = punctuality { return minutes }
        return 0
    }

    var isDisrupted: Bool {
        switch punctuality {
        case .cancelled, .replacementBus: return true
        case .late(let minutes) where minutes >= 15: return true
        default: return false
        }
    }

    var platformChanged: Bool {
        guard let previousPlatform, let platform else { return false }
        return previousPlatform != platform
    }

    var statusText: String {
        switch punctuality {
        case .onTime: "On time"
        case .late(let minutes): "+\(minutes) min"
        case .cancelled: "Cancelled"
        case .replacementBus(let stop): "Bus from \(stop)"
        }
    }

    /// Minutes until the next arrival, rounded up, never negative.
    func minutesToNextStop(now: Date = Date()) -> Int {
        let seconds = nextArrival.timeIntervalSince(now)
        return max(Int((seconds / 60).rounded(.up)), 0)
    }
}
