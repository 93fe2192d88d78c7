//
//  FlightViews.swift
//  ContrailWidget
//

import SwiftUI
import WidgetKit

/// An airport code over its local time.
struct AirportColumn: View {
    let airport: FlightActivityAttributes.Airport
    let time: Date
    var alignment: HorizontalAlignment = .leading
    var nextDay = false

    var body: some View {
        VStack(alignment: alignment, spacing: 2) {
            Text(airport.code)
                .font(.title2.bold())
            HStack(spacing: 2) {
                Text(time.clock(in: airport.timeZoneIdentifier))
                    .font(.caption.monospacedDigit())
                if nextDay {
                    Text(String(localized: "label.tomorrow"))
                        .font(.caption2)
                        .foregroundStyle(.orange)
                }
            }
        }
    }
}

/// The lock screen card of the boarding pass.
struct FlightLockScreen: View {
    let context: ActivityViewContext<FlightActivityAttributes>

    var body: some View {
        let state = context.state
        func detail(_ key: String.LocalizationValue, _ value: String) -> some View {
            VStack(alignment: .leading, spacing: 0) {
                Text(String(localized: key)).font(.caption2).foregroundStyle(.secondary)
                Text(value).font(.headline)
            }
        }
        return VStack(alignment: .leading, spacing: 10) {
            HStack {
                Text("\(context.attributes.airline) \(context.attributes.flightNumber)")
                    .font(.subheadline.bold())
                Spacer()
                Text(state.phase.title)
                    .font(.subheadline.bold())
                    .foregroundStyle(state.phase.tint)
                if let delay = state.delayMinutes.delayText {
                    Text(delay).font(.subheadline).foregroundStyle(.orange)
                }
            }
            HStack {
                AirportColumn(airport: context.attributes.origin, time: state.estimatedDeparture)
                Spacer()
                Image(systemName: "airplane")
                Spacer()
                AirportColumn(airport: context.attributes.destination, time: state.estimatedArrival, alignment: .trailing, nextDay: state.arrivesNextDay)
            }
            HStack(spacing: 24) {
                detail("label.gate", state.gate ?? "—")
                detail("label.seat", state.seat)
                Spacer()
                Text(AppInfo.displayName)
                    .font(.caption2)
                    .foregroundStyle(.tertiary)
            }
        }
        .padding()
    }
}
