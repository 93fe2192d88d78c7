//
//  RideLiveActivity.swift
//  HopperWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct RideLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RideAttributes.self) { context in
            RideLockScreen(context: context)
                .activityBackgroundTint(Color(uiColor: .systemBackground))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: context.state.symbol)
                        .font(.title2)
                        .foregroundStyle(Color.hopper)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    RideFigure(state: context.state)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.headline)
                        .font(.subheadline.bold())
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    if let vehicle = context.state.vehicle {
                        VehicleRow(vehicle: vehicle)
                    } else {
                        Text(context.attributes.destination)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
            } compactLeading: {
                Image(systemName: context.state.symbol)
                    .foregroundStyle(Color.hopper)
            } compactTrailing: {
                RideFigure(state: context.state)
                    .font(.caption)
            } minimal: {
                Image(systemName: "car.fill")
                    .foregroundStyle(Color.hopper)
            }
        }
    }
}

#Preview("Ride", as: .content, using: RideAttributes(pickup: "12 Harbour St", destination: "Central Station", rideClass: "Comfort")) {
    RideLiveActivity()
} contentStates: {
    RideAttributes.ContentState.searching(since: .now.addingTimeInterval(-95))
    RideAttributes.ContentState.driverAssigned(driver: "Priya", vehicle: .init(model: "Toyota Prius", plate: "7KQ 204", paint: 0x1F4E79), pickupMinutes: 4)
    RideAttributes.ContentState.onTrip(dropoffAt: .now.addingTimeInterval(22 * 60), fareCents: 1_840)
    RideAttributes.ContentState.completed(fareCents: 2_115)
}
