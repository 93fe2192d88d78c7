//
//  RunLiveActivity.swift
//  StrideWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct RunLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RunActivityAttributes.self) { context in
            RunLockScreenView(context: context)
                .activityBackgroundTint(.black.opacity(0.75))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    VStack(alignment: .leading) {
                        Text(RunFormat.distance(context.state.meters, miles: context.attributes.usesMiles))
                            .font(.title2.bold())
                            .monospacedDigit()
                        Text(RunFormat.unit(miles: context.attributes.usesMiles))
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
                DynamicIslandExpandedRegion(.trailing) {
                    VStack(alignment: .trailing) {
                        Text(timerInterval: context.state.timing, countsDown: false)
                            .font(.title2.bold())
                            .monospacedDigit()
                            .frame(width: 80)
                        Text("\(RunFormat.pace(context.state.currentPace, miles: context.attributes.usesMiles)) /\(RunFormat.unit(miles: context.attributes.usesMiles))")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
                DynamicIslandExpandedRegion(.bottom) {
                    HStack(spacing: 12) {
                        HeartRateLabel(bpm: context.state.heartRate, zone: context.state.zone)
                        HeartZoneBar(zone: context.state.zone)
                        Text(context.state.zone?.name ?? "")
                            .font(.caption2)
                            .foregroundStyle(context.state.zone?.color ?? .secondary)
                    }
                    .font(.caption)
                }
            } compactLeading: {
                Image(systemName: context.state.isMoving ? "figure.run" : "pause.fill")
                    .foregroundStyle(.green)
            } compactTrailing: {
                Text("\(context.state.kilometers, specifier: "%.1f")")
                    .monospacedDigit()
                    .foregroundStyle(.green)
            } minimal: {
                Image(systemName: "figure.run")
                    .foregroundStyle(.green)
            }
            .keylineTint(.green)
            .contentMargins(.horizontal, 14, for: .expanded)
        }
        .supplementalActivityFamilies([.small, .medium])
    }
}

#Preview("Run", as: .content, using: RunActivityAttributes(runID: UUID(), routeName: "Riverside loop", goal: .distance(meters: 10_000), usesMiles: false)) {
    RunLiveActivity()
} contentStates: {
    RunActivityAttributes.ContentState(
        status: .running, timing: Date.now.addingTimeInterval(-1_520)...Date.now.addingTimeInterval(86_400), pausedAt: nil,
        meters: 4_830, heartRate: 156, zone: .tempo, currentPace: 308,
        splits: [.init(kilometer: 1, seconds: 322, elevationGain: 4), .init(kilometer: 2, seconds: 311, elevationGain: 12),
                 .init(kilometer: 3, seconds: 305, elevationGain: 0), .init(kilometer: 4, seconds: 299, elevationGain: 7)],
        calories: 361
    )
    RunActivityAttributes.ContentState(
        status: .paused, timing: Date.now.addingTimeInterval(-2_400)...Date.now.addingTimeInterval(86_400), pausedAt: .now,
        meters: 7_012, heartRate: 121, zone: .endurance, currentPace: nil, splits: [], calories: 540
    )
}
