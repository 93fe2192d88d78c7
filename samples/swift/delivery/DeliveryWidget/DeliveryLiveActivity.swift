//
//  DeliveryLiveActivity.swift
//  DeliveryWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct DeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            DeliveryLockScreenView(context: context)
                .widgetURL(context.attributes.orderURL)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    DeliveryDriverView(driverName: context.state.driverName)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(timerInterval: context.state.eta, countsDown: true)
                        .etaStyle()
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.restaurantName)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    DeliveryExpandedBottom(context: context)
                }
            } compactLeading: {
                Image(systemName: "box.truck.fill")
            } compactTrailing: {
                Text(timerInterval: context.state.eta, countsDown: true)
                    .foregroundStyle(DeliveryStyle.accent)
                    .monospacedDigit()
            } minimal: {
                Image(systemName: "box.truck.fill")
                    .foregroundStyle(DeliveryStyle.accent)
            }
            .keylineTint(DeliveryStyle.accent)
        }
    }
}
