//
//  WorkoutLiveActivity.swift
//  CadenceWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct WorkoutLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: CyclingWorkoutAttributes.self) { context in
            WorkoutLockScreen(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    MetricCell(value: Metric.watts(context.state.power), caption: "power", tint: context.state.zone.color)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    MetricCell(value: "\(context.state.heartRate)", caption: "bpm", tint: .red)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(Metric.elapsed(context.state.elapsedSeconds))
                        .font(.headline.monospacedDigit())
                }
                DynamicIslandExpandedRegion(.bottom) {
                    PowerGauge(power: context.state.power, ftp: context.attributes.ftp, zone: context.state.zone)
                        .environment(\.compactMetrics, true)
                }
            } compactLeading: {
                Text(context.state.zone.name)
                    .font(.caption.bold())
                    .foregroundStyle(context.state.zone.color)
            } compactTrailing: {
                Text(Metric.watts(Int(context.state.power)))
                    .font(.caption.monospacedDigit())
            } minimal: {
                Image(systemName: context.state.paused ? "pause.fill" : "bicycle")
                    .foregroundStyle(context.state.zone.color)
            }
        }
    }
}

#Preview("Sweet spot", as: .content, using: CyclingWorkoutAttributes(workoutName: "Sweet Spot 3×12", ftp: 250)) {
    WorkoutLiveActivity()
} contentStates: {
    CyclingWorkoutAttributes.ContentState(elapsedSeconds: 724, power: 180)
    CyclingWorkoutAttributes.ContentState(elapsedSeconds: 2_410, power: 232, heartRate: 158, cadence: 92, zone: .threshold)
    CyclingWorkoutAttributes.ContentState(elapsedSeconds: 3_909, power: 0, heartRate: 131, cadence: 0, zone: .recovery, paused: true)
}
