//
//  FlightLockScreenView.swift
//  FlightWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

/// The boarding-pass card on the lock screen.
struct FlightLockScreenView: View {
    let context: ActivityViewContext<FlightAttributes>

    private var trip: FlightAttributes { context.attributes }
    private var state: FlightAttributes.ContentState { context.state }

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack(spacing: 6) {
                Image(systemName: "airplane")
                    .foregroundStyle(FlightStyle.route)
                Text(trip.carrierLine)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
                    .frame(maxWidth: .infinity, alignment: .leading)
                Text(state.status.title)
                    .font(FlightStyle.statusFont)
                    .foregroundStyle(state.statusColor(isStale: context.isStale))
            }
            HStack(spacing: 10) {
                AirportCode(airport: trip.origin)
                RouteBar(progress: state.progress)
                AirportCode(airport: trip.destination)
            }
            .padding(.top, 4)
            ZStack {
                Text(trip.origin.city)
                    .frame(maxWidth: .infinity, alignment: .leading)
                Text(state.departureDay)
                Text(trip.destination.city)
                    .frame(maxWidth: .infinity, alignment: .trailing)
            }
            .font(.caption)
            .foregroundStyle(.secondary)
            HStack {
                timetable
                    .frame(maxWidth: .infinity, alignment: .leading)
                Text(trip.seatLabel)
                    .foregroundStyle(.secondary)
            }
            .font(.footnote)
            .padding(.top, 4)
        }
    }

    /// What the traveller needs to know next, by status.
    @ViewBuilder
    private var timetable: some View {
        switch state.status {
        case .delayed:
            Text("Now departs \(state.departure, style: .time) · gate \(state.gate)")
                .foregroundStyle(.orange)
        case .boarding:
            Text("Boarding at gate \(state.gate)")
                .foregroundStyle(.green)
        case .departed:
            Text("Arrives \(state.arrival, style: .time) · \(FlightAttributes.ContentState.relative(state.arrival, from: .now))")
        case .landed:
            Text("Landed at \(state.arrival, style: .time)")
        default:
            Text("Departs \(state.departure, style: .time) · gate \(state.gate)")
        }
    }
}
