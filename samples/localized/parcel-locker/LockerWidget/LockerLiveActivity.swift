//
//  LockerLiveActivity.swift
//  LockerWidget
//
//  Written in German first: Localizable.xcstrings has German as its source language.
//

import ActivityKit
import SwiftUI
import WidgetKit

struct LockerLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: LockerAttributes.self) { context in
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Image(systemName: "shippingbox.fill")
                    Text(context.attributes.station)
                        .font(.headline)
                    Spacer()
                    Text("Fach \(context.state.compartment)")
                        .font(.headline)
                }
                Text("\(context.state.parcels) Pakete")
                Text("Noch \(context.state.minutesLeft) Minuten")
                    .foregroundStyle(.secondary)
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label("Fach \(context.state.compartment)", systemImage: "shippingbox.fill")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.parcels) Pakete")
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("Noch \(context.state.minutesLeft) Minuten")
                        .foregroundStyle(.secondary)
                }
            } compactLeading: {
                Image(systemName: "shippingbox.fill")
            } compactTrailing: {
                if context.state.ready {
                    Text("Abholbereit")
                        .lineLimit(1)
                } else {
                    Text("Unterwegs")
                        .lineLimit(1)
                }
            } minimal: {
                Image(systemName: "shippingbox.fill")
            }
        }
    }
}

#Preview("Bereit", as: .content, using: LockerAttributes(station: "Packstation 112")) {
    LockerLiveActivity()
} contentStates: {
    LockerAttributes.ContentState(parcels: 1, compartment: 14, minutesLeft: 1, ready: true)
    LockerAttributes.ContentState(parcels: 3, compartment: 7, minutesLeft: 95, ready: false)
}
