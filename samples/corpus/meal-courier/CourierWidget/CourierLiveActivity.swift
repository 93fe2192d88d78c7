//
//  CourierLiveActivity.swift
//  ForkfulWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct CourierLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: CourierOrderAttributes.self) { context in
            CourierLockScreen(context: context)
                .activityBackgroundTint(.clear)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: context.state.stage.symbol)
                        .font(.title2)
                        .foregroundStyle(Color(hex: context.attributes.brandHex))
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(etaText(context.state.etaMinutes))
                        .font(.title3.monospacedDigit())
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.stage.title)
                        .font(.headline)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(alignment: .leading, spacing: 6) {
                        Text("\(context.attributes.restaurantName) · #\(context.attributes.orderNumber)")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                        RouteTrack(progress: context.state.routeProgress, tint: Color(hex: context.attributes.brandHex))
                    }
                }
            } compactLeading: {
                Image(systemName: context.state.stage.symbol)
                    .foregroundStyle(Color(hex: context.attributes.brandHex))
            } compactTrailing: {
                Text(etaText(context.state.etaMinutes))
                    .font(.caption.monospacedDigit())
            } minimal: {
                Image(systemName: "bicycle")
                    .foregroundStyle(Color(hex: context.attributes.brandHex))
            }
            .keylineTint(Color(hex: context.attributes.brandHex))
        }
    }
}

#Preview("Courier", as: .content, using: CourierOrderAttributes(orderNumber: "4821", restaurantName: "Nonna's Kitchen", brandHex: "#2E86AB", itemCount: 3)) {
    CourierLiveActivity()
} contentStates: {
    CourierOrderAttributes.ContentState(stage: .preparing)
    CourierOrderAttributes.ContentState(stage: .pickedUp, courier: "Amira", progress: 0.4, eta: 14)
    CourierOrderAttributes.ContentState(stage: .nearby, courier: "Amira", progress: 0.9, eta: 2)
    CourierOrderAttributes.ContentState(stage: .cancelled, eta: 0)
}
