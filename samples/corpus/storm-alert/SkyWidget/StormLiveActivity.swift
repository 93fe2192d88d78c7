//
//  StormLiveActivity.swift
//  NimbusWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct StormLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: StormAlertAttributes.self) { context in
            AlertLockScreen(context: context)
                .activityBackgroundTint(.black.opacity(0.4))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    GustGauge(gust: context.state.gustKmh, tint: context.state.level.color)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    VStack(alignment: .trailing) {
                        Text(context.state.level.title)
                            .font(.headline)
                            .foregroundStyle(context.state.level.color)
                        Text(context.state.expires, style: .relative)
                            .font(.caption)
                            .multilineTextAlignment(.trailing)
                    }
                }
                DynamicIslandExpandedRegion(.bottom) {
                    HStack {
                        Text(context.state.hazard)
                        Spacer()
                        Text(context.attributes.place)
                            .foregroundStyle(.secondary)
                    }
                    .font(.caption)
                    .brightness(context.state.stale ? -0.3 : 0)
                }
            } compactLeading: {
                Image(systemName: context.state.level.symbol)
                    .foregroundStyle(context.state.level.color)
            } compactTrailing: {
                Text(GustScale.text(context.state.gustKmh))
                    .font(.caption.monospacedDigit())
            } minimal: {
                Image(systemName: context.state.level.symbol)
                    .foregroundStyle(context.state.level.color)
            }
        }
    }
}

#Preview("Storm", as: .content, using: StormAlertAttributes(place: "Brighton", issuer: "Met Office")) {
    StormLiveActivity()
} contentStates: {
    StormAlertAttributes.ContentState(windWarning: 96)
    StormAlertAttributes.ContentState(level: .emergency, hazard: "Thunderstorms", gustKmh: 131, rainMm: 42, lightningKm: 6, expires: .now.addingTimeInterval(5400))
    StormAlertAttributes.ContentState(level: .advisory, hazard: "Heavy rain", gustKmh: 38, rainMm: 18, expires: .now.addingTimeInterval(3 * 3600), stale: true)
}
