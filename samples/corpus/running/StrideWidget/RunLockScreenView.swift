//
//  RunLockScreenView.swift
//  StrideWidget
//

import SwiftUI
import WidgetKit

/// The lock screen and the watch Smart Stack share this view; the small family drops the detail.
struct RunLockScreenView: View {
    let context: ActivityViewContext<RunActivityAttributes>

    @Environment(\.activityFamily) private var family
    @Environment(\.isLuminanceReduced) private var dimmed

    private var state: RunActivityAttributes.ContentState { context.state }
    private var miles: Bool { context.attributes.usesMiles }

    var body: some View {
        switch family {
        case .small:
            compact
        case .medium:
            full
        @unknown default:
            full
        }
    }

    private var compact: some View {
        VStack(alignment: .leading, spacing: 4) {
            elapsed.font(.title3.bold())
            Text("\(RunFormat.distance(state.meters, miles: miles)) \(RunFormat.unit(miles: miles))")
                .font(.headline)
            HeartRateLabel(bpm: state.heartRate, zone: state.zone)
                .font(.caption)
        }
        .padding(8)
    }

    private var full: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Label(context.attributes.routeName ?? "Outdoor run", systemImage: "figure.run")
                    .font(.subheadline.weight(.semibold))
                    .lineLimit(1)
                Spacer()
                if state.status != .running {
                    Text(state.status == .finished ? "Finished" : "Paused")
                        .font(.caption.bold())
                        .padding(.horizontal, 8)
                        .padding(.vertical, 3)
                        .background(.yellow.opacity(0.25), in: Capsule())
                }
            }
            HStack(alignment: .firstTextBaseline) {
                metric(title: "Time") { elapsed }
                Spacer()
                metric(title: RunFormat.unit(miles: miles).uppercased()) {
                    Text(RunFormat.distance(state.meters, miles: miles))
                }
                Spacer()
                metric(title: "Pace") {
                    Text(RunFormat.pace(state.currentPace, miles: miles))
                }
            }
            if let progress = state.goalProgress(context.attributes.goal) {
                ProgressView(value: progress)
                    .tint(.green)
            }
            HStack {
                HeartRateLabel(bpm: state.heartRate, zone: state.zone)
                    .font(.footnote)
                HeartZoneBar(zone: state.zone)
                    .frame(width: 90)
                Spacer()
                Text("\(state.calories) kcal · ↑\(state.climbed) m")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .opacity(dimmed ? 0.5 : 1)
        }
        .padding()
    }

    /// Runs on the phone's clock while moving; frozen while paused.
    @ViewBuilder
    private var elapsed: some View {
        if let pausedAt = state.pausedAt {
            Text(Duration.seconds(pausedAt.timeIntervalSince(state.timing.lowerBound)).formatted(.time(pattern: .minuteSecond)))
                .monospacedDigit()
        } else {
            Text(timerInterval: state.timing, countsDown: false)
                .monospacedDigit()
        }
    }

    private func metric<Value: View>(title: String, @ViewBuilder value: () -> Value) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            value()
                .font(.system(size: 26, weight: .semibold, design: .rounded))
                .monospacedDigit()
                .minimumScaleFactor(0.7)
            Text(title)
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
    }
}
