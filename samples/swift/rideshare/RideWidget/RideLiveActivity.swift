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
            VStack(alignment: .leading) {
                Text(context.state.status.headline).font(.headline)
                HStack {
                    Text("\(context.state.driverName) · \(context.state.ratingText)")
                    Spacer()
                    Text(context.state.plate).monospaced()
                }
                Text("\(context.state.car) · \(context.attributes.service)").font(.caption)
                ProgressView(value: context.state.progress)
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "car.fill")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.state.pickupAt, style: .timer)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("Pickup at \(context.attributes.pickupName)")
                }
            } compactLeading: {
                Image(systemName: "car.fill")
            } compactTrailing: {
                Text(context.state.pickupAt, style: .timer).frame(width: 44)
            } minimal: {
                Image(systemName: "car.fill")
            }
        }
    }
}
