//
//  RunActivityAttributes+Metrics.swift
//  Stride
//

import Foundation

extension RunActivityAttributes.ContentState {
    var kilometers: Double { meters / 1000 }

    var isMoving: Bool { status == .running }

    var averagePace: Int? {
        guard !splits.isEmpty else { return nil }
        let total = splits.reduce(0) { $0 + $1.seconds }
        return total / splits.count
    }

    var fastestSplit: RunActivityAttributes.Split? {
        splits.min { $0.seconds < $1.seconds }
    }

    var climbed: Int {
        splits.map(\.elevationGain).reduce(0, +)
    }

    /// How much of the goal is done, or nil for an open run.
    func goalProgress(_ goal: RunActivityAttributes.Goal, now: Date = .now) -> Double? {
        switch goal {
        case .open:
            return nil
        case .distance(let target), .pace(_, let target):
            return min(meters / target, 1)
        case .duration(let seconds):
            let end = pausedAt ?? now
            return min(end.timeIntervalSince(timing.lowerBound) / Double(seconds), 1)
        }
    }
}

extension RunActivityAttributes.HeartZone {
    var name: String {
        switch self {
        case .recovery: "Recovery"
        case .endurance: "Endurance"
        case .tempo: "Tempo"
        case .threshold: "Threshold"
        case .maximum: "Max"
        }
    }
}

/// Pace and distance strings the watch app uses too.
enum RunFormat {
    static let kmPerMile = 1.609344

    static func pace(_ secondsPerKm: Int?, miles: Bool) -> String {
        guard let secondsPerKm, secondsPerKm > 0 else { return "--:--" }
        let seconds = miles ? Int((Double(secondsPerKm) * kmPerMile).rounded()) : secondsPerKm
        return String(format: "%d:%02d", seconds / 60, seconds % 60)
    }

    static func distance(_ meters: Double, miles: Bool) -> String {
        let measurement = Measurement(value: meters, unit: UnitLength.meters)
        let converted = measurement.converted(to: miles ? .miles : .kilometers)
        return converted.value.formatted(.number.precision(.fractionLength(2)))
    }

    static func unit(miles: Bool) -> String { miles ? "mi" : "km" }
}
