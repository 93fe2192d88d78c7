//
//  RideLiveActivity.swift
//  RideWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct RideLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RideAttributes.self) { context in
            RideLockScreenView(attributes: context.attributes, state: context.state)
                .widgetURL(URL(string: "rides://trip/current"))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    RideDriverColumn(state: context.state)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    RideArrivalColumn(state: context.state)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    RideExpandedBottom(state: context.state)
                }
            } compactLeading: {
                Image(systemName: "car.fill")
            } compactTrailing: {
                if context.state.status.isAtPickup {
                    Text("Here")
                        .foregroundStyle(RideStyle.accent)
                } else {
                    PickupTimer(state: context.state)
                }
            } minimal: {
                Image(systemName: "car.fill")
            }
            .keylineTint(RideStyle.accent)
        }
    }
}

#Preview("Lock screen", as: .content, using: RideAttributes.ferryBuilding) {
    RideLiveActivity()
} contentStates: {
    RideAttributes.ContentState.enRoute
    RideAttributes.ContentState.arrived
}

#Preview("Island expanded", as: .dynamicIsland(.expanded), using: RideAttributes.ferryBuilding) {
    RideLiveActivity()
} contentStates: {
    RideAttributes.ContentState.enRoute
    RideAttributes.ContentState.arrived
}

#Preview("Island compact", as: .dynamicIsland(.compact), using: RideAttributes.ferryBuilding) {
    RideLiveActivity()
} contentStates: {
    RideAttributes.ContentState.enRoute
    RideAttributes.ContentState.arrived
}
