//
//  CycleLiveActivity.swift
//  HomelyWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct CycleLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: WasherCycleAttributes.self) { context in
            CycleLockScreen(context: context)
                .activityBackgroundTint(.clear)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: context.state.step.symbol)
                        .font(.title2)
                        .foregroundStyle(context.state.step.tint)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    if context.state.step.isRunning {
                        Text(timerInterval: Date.now...max(context.state.endsAt, Date.now), countsDown: true)
                            .font(.title3.monospacedDigit())
                            .frame(width: 64)
                    }
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.step.title)
                        .font(.subheadline.bold())
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.state.step.isRunning ? context.state.endsAt.doneText() : context.attributes.applianceName)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            } compactLeading: {
                Image(systemName: context.state.step.symbol)
                    .foregroundStyle(context.state.step.tint)
            } compactTrailing: {
                if context.state.step.isRunning {
                    Text(timerInterval: Date.now...max(context.state.endsAt, Date.now), countsDown: true)
                        .font(.caption.monospacedDigit())
                        .frame(width: 40)
                } else {
                    Image(systemName: context.state.step.symbol)
                        .foregroundStyle(context.state.step.tint)
                }
            } minimal: {
                Image(systemName: context.state.step.symbol)
                    .foregroundStyle(context.state.step.tint)
            }
        }
    }
}

#Preview("Cottons", as: .content, using: WasherCycleAttributes(applianceName: "Washer", program: "Cottons 40° · Eco", room: "Utility room")) {
    CycleLiveActivity()
} contentStates: {
    WasherCycleAttributes.ContentState(step: .washing(temperature: 40), endsAt: .now.addingTimeInterval(52 * 60))
    WasherCycleAttributes.ContentState(step: .rinsing(pass: 2, of: 3), endsAt: .now.addingTimeInterval(18 * 60), detergentLow: true)
    WasherCycleAttributes.ContentState(step: .finished, endsAt: .now, doorLocked: false)
    WasherCycleAttributes.ContentState(step: .fault(code: "E21"), endsAt: .now)
}
