//
//  WorkoutViews.swift
//  CadenceWidget
//

import SwiftUI
import WidgetKit

/// Power against FTP, as a bar of the zone's colour and the percentage.
struct PowerGauge: View {
    @UnitShare var share: Double
    let zone: CyclingWorkoutAttributes.ContentState.Zone
    @Environment(\.compactMetrics) private var compact

    init(power: UInt32, ftp: Int, zone: CyclingWorkoutAttributes.ContentState.Zone) {
        _share = UnitShare(wrappedValue: Double(power) / Double(max(ftp, 1)) / 1.5)
        self.zone = zone
    }

    var body: some View {
        HStack(spacing: 6) {
            ProgressView(value: share)
                .tint(zone.color)
            if !compact {
                Text("\($share)%")
                    .font(.caption2.monospacedDigit())
            }
        }
    }
}

/// One figure with its caption underneath.
struct MetricCell: View {
    let value: String
    let caption: String
    var tint: Color = .primary

    var body: some View {
        VStack(spacing: 0) {
            Text(value)
                .font(.headline.monospacedDigit())
                .foregroundStyle(tint)
            Text(caption)
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
    }
}

/// The lock screen card.
struct WorkoutLockScreen: View {
    let context: ActivityViewContext<CyclingWorkoutAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(context.attributes.workoutName)
                    .font(.headline)
                Spacer()
                status
            }
            HStack {
                MetricCell(value: Metric.watts(context.state.power), caption: "power", tint: context.state.zone.color)
                Spacer()
                MetricCell(value: "\(context.state.heartRate)", caption: "bpm", tint: .red)
                Spacer()
                MetricCell(value: "\(context.state.cadence)", caption: "rpm")
                Spacer()
                MetricCell(value: Metric.elapsed(context.state.elapsedSeconds), caption: "time")
            }
            PowerGauge(power: context.state.power, ftp: context.attributes.ftp, zone: context.state.zone)
        }
        .padding()
    }

    @ViewBuilder
    private var status: some View {
        if context.state.paused {
            Label("Paused", systemImage: "pause.fill")
                .font(.caption.bold())
                .foregroundStyle(.orange)
        } else if let end = context.state.intervalEndsAt {
            Text(timerInterval: Date.now...end, countsDown: true)
                .font(.caption.monospacedDigit())
                .frame(width: 48)
        } else {
            Text(context.state.zone.name)
                .font(.caption.bold())
                .foregroundStyle(context.state.zone.color)
        }
    }
}
