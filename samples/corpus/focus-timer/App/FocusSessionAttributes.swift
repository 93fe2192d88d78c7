//
//  FocusSessionAttributes.swift
//  Tomatick
//

import ActivityKit
import Foundation

/// A pomodoro session: work blocks and breaks in cycles, one Live Activity for the whole session.
struct FocusSessionAttributes: ActivityAttributes {
    public typealias Status = ContentState

    enum Intensity: String, Codable, Hashable {
        case classic
        case long
        case sprint
    }

    public struct ContentState: Codable, Hashable {
        enum Block: String, Codable, Hashable {
            case focus
            case shortBreak = "short_break"
            case longBreak = "long_break"
        }

        var block: Block
        var window: ClosedRange<Date>
        /// Set while paused: the countdown stands at this moment.
        var pausedAt: Date?
        /// 1-based index of the focus block within the cycle.
        var round: Int
        var roundsPerCycle: Int
        var completedToday: Int
        var taskTitle: String?
    }

    var sessionName: String
    var intensity: Intensity
    var dailyGoal: Int
}

extension FocusSessionAttributes.ContentState {
    var isPaused: Bool { pausedAt != nil }

    var isBreak: Bool { block != .focus }

    var blockLength: TimeInterval {
        window.upperBound.timeIntervalSince(window.lowerBound)
    }

    /// Share of the current block elapsed at `date`, standing still while paused.
    func elapsedFraction(at date: Date = .now) -> Double {
        guard blockLength > 0 else { return 1 }
        let reference = pausedAt ?? date
        return min(max(reference.timeIntervalSince(window.lowerBound) / blockLength, 0), 1)
    }

    func secondsLeft(at date: Date = .now) -> Int {
        let reference = pausedAt ?? date
        return max(Int(window.upperBound.timeIntervalSince(reference)), 0)
    }

    var blockTitle: String {
        switch block {
        case .focus: "Focus \(round)/\(roundsPerCycle)"
        case .shortBreak: "Short break"
        case .longBreak: "Long break"
        }
    }
}
