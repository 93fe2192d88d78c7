//
//  TeaTimerAttributes+Preview.swift
//  TeaTimerWidget
//

import Foundation

extension TeaTimerAttributes {
    static var sencha: TeaTimerAttributes {
        TeaTimerAttributes(tea: "Sencha", temperature: 80)
    }

    /// "Steep 2 · 80 °C", as a `String` so `Text` shows it verbatim.
    func steepLabel(_ state: ContentState) -> String {
        "Steep \(state.steep) · \(temperature) °C"
    }
}

extension TeaTimerAttributes.ContentState {
    /// A fresh three-minute steep starting now.
    static func steeping(_ steep: Int, minutes: Double = 3, from start: Date = .now) -> Self {
        Self(interval: start...start.addingTimeInterval(minutes * 60), steep: steep, isPaused: false, pausedFraction: nil)
    }

    /// The second steep, 19 seconds in.
    static var secondSteep: Self {
        steeping(2, from: Date(timeIntervalSinceNow: -19))
    }

    /// The same steep, paused a quarter of the way through.
    static var pausedSteep: Self {
        var state = secondSteep
        state.isPaused = true
        state.pausedFraction = 0.25
        return state
    }

    /// When the tea is ready: the end of the interval.
    var readyAt: Date { interval.upperBound }

    /// The share of the steep already done at `date`, frozen while paused.
    func fraction(at date: Date) -> Double {
        if isPaused, let pausedFraction { return pausedFraction }
        let total = interval.upperBound.timeIntervalSince(interval.lowerBound)
        guard total > 0 else { return 1 }
        return min(max(date.timeIntervalSince(interval.lowerBound) / total, 0), 1)
    }
}
