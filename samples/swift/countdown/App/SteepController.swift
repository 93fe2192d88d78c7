//
//  SteepController.swift
//  TeaTimer
//

import ActivityKit
import Foundation

/// Starts the steep's Live Activity from the app and pauses or resumes it locally.
@MainActor
final class SteepController {
    private var activity: Activity<TeaTimerAttributes>?

    func start(tea: String, temperature: Int, minutes: Double) throws {
        let now = Date.now
        let state = TeaTimerAttributes.ContentState(
            interval: now...now.addingTimeInterval(minutes * 60),
            steep: 1,
            isPaused: false,
            pausedFraction: nil
        )
        activity = try Activity.request(
            attributes: TeaTimerAttributes(tea: tea, temperature: temperature),
            content: ActivityContent(state: state, staleDate: nil),
            pushType: .token
        )
    }

    func pause(at date: Date) async {
        guard let activity else { return }
        var state = activity.content.state
        state.pausedFraction = state.fraction(at: date)
        state.isPaused = true
        await activity.update(ActivityContent(state: state, staleDate: nil))
    }
}
