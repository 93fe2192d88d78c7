//
//  TeaTimerLiveActivity.swift
//  TeaTimerWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct TeaTimerLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TeaTimerAttributes.self) { context in
            TeaLockScreenView(attributes: context.attributes, state: context.state)
                .widgetURL(URL(string: "teatimer://timer"))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    HStack(spacing: 6) {
                        Image(systemName: "leaf.fill")
                        Text(context.attributes.tea)
                            .font(.headline)
                            .lineLimit(1)
                    }
                }
                DynamicIslandExpandedRegion(.trailing) {
                    SteepClock(state: context.state)
                        .font(TeaStyle.islandClock)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    TeaExpandedBottom(context: context)
                }
            } compactLeading: {
                Image(systemName: "leaf.fill")
            } compactTrailing: {
                TeaCompactTrailing(state: context.state)
            } minimal: {
                if context.state.isPaused {
                    Image(systemName: "pause.fill")
                        .foregroundStyle(TeaStyle.paused)
                } else {
                    Image(systemName: "timer")
                }
            }
            .keylineTint(TeaStyle.running)
        }
        .supplementalActivityFamilies([.small])
    }
}

#Preview("Lock screen", as: .content, using: TeaTimerAttributes.sencha) {
    TeaTimerLiveActivity()
} contentStates: {
    TeaTimerAttributes.ContentState.secondSteep
    TeaTimerAttributes.ContentState.pausedSteep
}

#Preview("Island expanded", as: .dynamicIsland(.expanded), using: TeaTimerAttributes.sencha) {
    TeaTimerLiveActivity()
} contentStates: {
    TeaTimerAttributes.ContentState.secondSteep
    TeaTimerAttributes.ContentState.pausedSteep
}

#Preview("Island compact", as: .dynamicIsland(.compact), using: TeaTimerAttributes.sencha) {
    TeaTimerLiveActivity()
} contentStates: {
    TeaTimerAttributes.ContentState.secondSteep
    TeaTimerAttributes.ContentState.pausedSteep
}
