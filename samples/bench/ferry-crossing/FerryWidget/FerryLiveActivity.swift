//
//  FerryLiveActivity.swift
//  TidewaterWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct FerryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: FerryCrossingAttributes.self) { context in
            FerryLockScreenView(context: context)
                .activityBackgroundTint(FerryStyle.card)
                .activitySystemActionForegroundColor(FerryStyle.foam)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    PortLabel(port: context.attributes.route.origin, time: context.state.departure)
                        .padding(.leading, 4)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    PortLabel(port: context.attributes.route.destination, time: context.state.expectedArrival, alignment: .trailing, late: context.state.isDelayed)
                        .padding(.trailing, 4)
                }
                DynamicIslandExpandedRegion(.center) {
                    VStack(spacing: 2) {
                        Text(context.state.headline)
                            .font(.subheadline.weight(.semibold))
                            .lineLimit(1)
                        Text(context.attributes.vesselName)
                            .font(.caption2)
                            .foregroundStyle(.secondary)
                    }
                }
                DynamicIslandExpandedRegion(.bottom) {
                    FerryExpandedBottom(context: context)
                }
            } compactLeading: {
                Image(systemName: context.state.symbolName)
                    .foregroundStyle(FerryStyle.tint(for: context.state))
            } compactTrailing: {
                FerryCompactTrailing(state: context.state)
            } minimal: {
                Text(FerryFormat.percent(context.state.clampedProgress))
                    .font(.caption2.weight(.bold))
                    .monospacedDigit()
            }
            .keylineTint(FerryStyle.tint(for: context.state))
            .widgetURL(URL(string: "tidewater://crossing/\(context.attributes.ticket.reference)"))
        }
    }
}
