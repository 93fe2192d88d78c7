//
//  CycleViews.swift
//  HomelyWidget
//

import SwiftUI
import WidgetKit

/// The appliance's step with its symbol, and the badges that need attention.
struct StepHeader: View {
    let state: WasherCycleAttributes.ContentState

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: state.step.symbol)
                .foregroundStyle(state.step.tint)
            Text(state.step.title)
                .font(.headline)
            Spacer()
            if state.detergentLow {
                Image(systemName: "drop.triangle")
                    .foregroundStyle(.orange)
            }
            Image(systemName: state.doorLocked ? "lock.fill" : "lock.open")
                .foregroundStyle(.secondary)
        }
    }
}

/// The lock screen card on a frosted background.
struct CycleLockScreen: View {
    let context: ActivityViewContext<WasherCycleAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            StepHeader(state: context.state)
            HStack {
                VStack(alignment: .leading, spacing: 2) {
                    Text("\(context.attributes.applianceName) · \(context.attributes.room)")
                        .font(.caption)
                    Text(context.attributes.program)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                remaining
            }
            Text(HomeBrand.vendor)
                .font(.caption2)
                .foregroundStyle(.tertiary)
                .frame(maxWidth: .infinity, alignment: Alignment(horizontal: .trailing, vertical: .center))
        }
        .padding()
        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 20))
    }

    @ViewBuilder
    private var remaining: some View {
        if context.state.step.isRunning {
            VStack(alignment: .trailing, spacing: 2) {
                Text(timerInterval: Date.now...max(context.state.endsAt, Date.now), countsDown: true)
                    .font(.title2.bold().monospacedDigit())
                    .multilineTextAlignment(.trailing)
                Text(context.state.endsAt.doneText())
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
        } else {
            Image(systemName: context.state.step.symbol)
                .font(.title)
                .foregroundStyle(context.state.step.tint)
        }
    }
}
