//
//  FocusLiveActivity.swift
//  TomatickWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct FocusLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: FocusSessionAttributes.self) { context in
            FocusBanner(context: context)
        } dynamicIsland: { context in
            let accent = FocusTheme.accent(for: context.state.block)
            return DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    FocusRing(fraction: context.state.elapsedFraction(), color: accent, width: 5)
                        .frame(width: 46, height: 46)
                        .overlay {
                            Image(systemName: FocusTheme.symbol[context.state.block] ?? "timer")
                                .font(.system(size: 16))
                                .foregroundStyle(accent)
                        }
                }
                DynamicIslandExpandedRegion(.trailing) {
                    FocusControls(state: context.state, accent: accent)
                }
                DynamicIslandExpandedRegion(.center) {
                    VStack(spacing: 2) {
                        SteadyCountdown(state: context.state)
                            .font(.system(size: 30, weight: .semibold, design: .rounded))
                        Text(context.state.blockTitle)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
                DynamicIslandExpandedRegion(.bottom) {
                    if let task = context.state.taskTitle {
                        Text(task)
                            .font(.footnote)
                            .lineLimit(1)
                            .frame(maxWidth: .infinity, alignment: .leading)
                    }
                }
            } compactLeading: {
                Image(systemName: FocusTheme.symbol[context.state.block] ?? "timer")
                    .foregroundStyle(accent)
            } compactTrailing: {
                SteadyCountdown(state: context.state)
                    .foregroundStyle(accent)
                    .frame(maxWidth: 44)
            } minimal: {
                FocusRing(fraction: context.state.elapsedFraction(), color: accent, width: 2.5)
            }
            .keylineTint(accent)
            .dynamicIsland(verticalPlacement: .belowIfTooWide)
        }
    }
}

/// The lock screen: big countdown, the ring, the cycle and today's tally.
struct FocusBanner: View {
    let context: ActivityViewContext<FocusSessionAttributes>
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let state = context.state
        let accent = FocusTheme.accent(for: state.block)
        HStack(spacing: 14) {
            FocusRing(fraction: state.elapsedFraction(), color: accent, width: 7)
                .frame(width: 64, height: 64)
            VStack(alignment: .leading, spacing: 4) {
                Text(state.blockTitle.uppercased())
                    .font(.caption2.weight(.bold))
                    .tracking(1.2)
                    .foregroundStyle(accent)
                SteadyCountdown(state: state)
                    .font(.system(size: 36, weight: .bold, design: .rounded))
                    .pausedLook(state.isPaused)
                (Text("\(state.completedToday)").bold() + Text(" of \(context.attributes.dailyGoal) today"))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            VStack(alignment: .trailing, spacing: 10) {
                RoundDots(round: state.round, total: state.roundsPerCycle, color: accent)
                FocusControls(state: state, accent: accent)
            }
        }
        .padding(16)
        .activityBackgroundTint(FocusTheme.background(colorScheme))
        .activitySystemActionForegroundColor(accent)
    }
}

private let deepWork = FocusSessionAttributes(sessionName: "Deep work", intensity: .classic, dailyGoal: 8)

#Preview("Focus", as: .content, using: deepWork) {
    FocusLiveActivity()
} contentStates: {
    FocusSessionAttributes.ContentState(block: .focus, window: Date.now.addingTimeInterval(-9 * 60)...Date.now.addingTimeInterval(16 * 60), pausedAt: nil, round: 2, roundsPerCycle: 4, completedToday: 5, taskTitle: "Write the release notes")
    FocusSessionAttributes.ContentState(block: .focus, window: Date.now.addingTimeInterval(-20 * 60)...Date.now.addingTimeInterval(5 * 60), pausedAt: .now.addingTimeInterval(-60), round: 3, roundsPerCycle: 4, completedToday: 6, taskTitle: nil)
    FocusSessionAttributes.ContentState(block: .longBreak, window: Date.now...Date.now.addingTimeInterval(15 * 60), pausedAt: nil, round: 4, roundsPerCycle: 4, completedToday: 8, taskTitle: nil)
}

#Preview("Island", as: .dynamicIsland(.compact), using: deepWork) {
    FocusLiveActivity()
} contentStates: {
    FocusSessionAttributes.ContentState(block: .shortBreak, window: Date.now...Date.now.addingTimeInterval(300), pausedAt: nil, round: 1, roundsPerCycle: 4, completedToday: 1, taskTitle: nil)
}
