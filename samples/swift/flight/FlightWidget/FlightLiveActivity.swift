//
//  FlightLiveActivity.swift
//  FlightWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct FlightLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: FlightAttributes.self) { context in
            FlightLockScreenView(context: context)
                .widgetURL(context.attributes.tripURL)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    AirportColumn(airport: context.attributes.origin, time: context.state.departure, alignment: .leading)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    AirportColumn(airport: context.attributes.destination, time: context.state.arrival, alignment: .trailing)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.flightNumber)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    FlightExpandedBottom(context: context)
                }
            } compactLeading: {
                Image(systemName: "airplane")
                    .foregroundStyle(context.state.status.tint)
            } compactTrailing: {
                FlightCompactTrailing(state: context.state)
            } minimal: {
                Image(systemName: "airplane")
                    .foregroundStyle(context.state.status.tint)
            }
            .keylineTint(FlightStyle.route)
        }
    }
}

#Preview("Lock screen", as: .content, using: FlightAttributes.lisbonToLondon) {
    FlightLiveActivity()
} contentStates: {
    FlightAttributes.ContentState.inFlight
    FlightAttributes.ContentState.delayed
    FlightAttributes.ContentState.boarding
}

#Preview("Island expanded", as: .dynamicIsland(.expanded), using: FlightAttributes.lisbonToLondon) {
    FlightLiveActivity()
} contentStates: {
    FlightAttributes.ContentState.inFlight
    FlightAttributes.ContentState.delayed
}

#Preview("Island compact", as: .dynamicIsland(.compact), using: FlightAttributes.lisbonToLondon) {
    FlightLiveActivity()
} contentStates: {
    FlightAttributes.ContentState.inFlight
    FlightAttributes.ContentState.boarding
}
