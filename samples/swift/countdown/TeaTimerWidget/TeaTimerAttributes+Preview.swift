//
//  TeaTimerAttributes+Preview.swift
//  TeaTimerWidget
//

import Foundation

extension TeaTimerAttributes {
    static var sencha: TeaTimerAttributes {
        TeaTimerAttributes(tea: "Sencha", temperature: 80)
    }
}

extension TeaTimerAttributes.ContentState {
    /// A fresh three-minute steep starting now.
    static func steeping(_ steep: Int, minutes: Double = 3, from start: Date = .now) -> Self {
        Self(interval: start...start.addingTimeInterval(minutes * 60), steep: steep, isPaused: false, pausedFraction: nil)
    }

    /// The share of the steep already done at `date`, frozen while paused.
    func fraction(at date: Date) -> Double {
        if isPaused, let pausedFraction { return pausedFraction }
        let total = interval.upperBound.timeIntervalSince(interval.lowerBound)
        guard total > 0 else { return 1 }
        return min(max(date.timeIntervalSince(interval.lowerBound) / total, 0), 1)
    }
}
