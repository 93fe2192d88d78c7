//
//  FlightLiveActivity.swift
//  ContrailWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct FlightLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: FlightActivityAttributes.self) { context in
            FlightLockScreen(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    AirportColumn(airport: context.attributes.origin, time: context.state.estimatedDeparture)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    AirportColumn(airport: context.attributes.destination, time: context.state.estimatedArrival, alignment: .trailing, nextDay: context.state.arrivesNextDay)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.phase.title)
                        .font(.caption.bold())
                        .foregroundStyle(context.state.phase.tint)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    HStack {
                        Label(context.state.gate.map { "\(String(localized: "label.gate")) \($0)" } ?? "—", systemImage: "door.left.hand.open")
                        Spacer()
                        Label(context.state.seat, systemImage: "carseat.right")
                    }
                    .font(.caption)
                }
            } compactLeading: {
                Image(systemName: "airplane")
                    .foregroundStyle(context.state.phase.tint)
            } compactTrailing: {
                Text(context.state.gate ?? context.attributes.flightNumber)
                    .font(.caption.bold())
            } minimal: {
                Image(systemName: context.state.phase == .departed ? "airplane" : "airplane.departure")
            }
        }
    }
}

#Preview("Red-eye", as: .content, using: FlightActivityAttributes(
    airline: "Northwind",
    flightNumber: "NW 418",
    origin: .init(code: "LHR", city: "London", timeZoneIdentifier: "Europe/London"),
    destination: .init(code: "JFK", city: "New York", timeZoneIdentifier: "America/New_York")
)) {
    FlightLiveActivity()
} contentStates: {
    FlightActivityAttributes.ContentState(phase: .scheduled, departure: Date(timeIntervalSince1970: 1_764_612_000))
    FlightActivityAttributes.ContentState(phase: .boarding, gate: "B32", seat: "14C", departure: Date(timeIntervalSince1970: 1_764_612_000), delayMinutes: 25)
    FlightActivityAttributes.ContentState(phase: .departed, gate: "B32", seat: "14C", departure: Date(timeIntervalSince1970: 1_764_630_000), delayMinutes: 40, flightMinutes: 480)
}
