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
            VStack(alignment: .leading) {
                HStack {
                    Text(context.attributes.origin.code).font(.title.bold())
                    Spacer()
                    Image(systemName: "airplane")
                    Spacer()
                    Text(context.attributes.destination.code).font(.title.bold())
                }
                ProgressView(value: context.state.progress)
                HStack {
                    Text("\(context.attributes.airline) \(context.attributes.flightNumber)")
                    Spacer()
                    Text("Gate \(context.state.gate) · Seat \(context.attributes.seat)")
                }
                .font(.caption)
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.attributes.origin.code)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.attributes.destination.code)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.state.status.title)
                }
            } compactLeading: {
                Image(systemName: "airplane")
            } compactTrailing: {
                Text(context.state.arrival, style: .time)
            } minimal: {
                Image(systemName: "airplane")
            }
        }
    }
}
