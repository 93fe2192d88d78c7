//
//  FlightIslandViews.swift
//  FlightWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

/// One end of the route in the expanded island: the code over the time.
struct AirportColumn: View {
    let airport: Airport
    let time: Date
    let alignment: HorizontalAlignment

    var body: some View {
        VStack(alignment: alignment, spacing: 0) {
            AirportCode(airport: airport)
            Text(time, style: .time)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

/// The expanded island's bottom region: the route and a one-line status.
struct FlightExpandedBottom: View {
    let context: ActivityViewContext<FlightAttributes>

    private var state: FlightAttributes.ContentState { context.state }

    var body: some View {
        VStack(spacing: 4) {
            RouteBar(progress: state.progress)
            HStack {
                statusLine
                    .frame(maxWidth: .infinity, alignment: .leading)
                Text(context.attributes.seatLabel)
                    .foregroundStyle(.secondary)
            }
            .font(.footnote)
        }
    }

    @ViewBuilder
    private var statusLine: some View {
        switch state.status {
        case .delayed:
            Text("Delayed · gate \(state.gate)")
                .foregroundStyle(.orange)
        case .boarding:
            Text("Boarding · gate \(state.gate)")
                .foregroundStyle(.green)
        case .departed:
            Text("In flight · lands \(FlightAttributes.ContentState.relative(state.arrival, from: .now))")
                .foregroundStyle(.blue)
        case .landed:
            Text("Landed")
                .foregroundStyle(.green)
        default:
            Text("On time · gate \(state.gate)")
        }
    }
}

/// The compact trailing side: the one thing worth a glance for each status.
struct FlightCompactTrailing: View {
    let state: FlightAttributes.ContentState

    var body: some View {
        switch state.status {
        case .delayed:
            Text(FlightAttributes.ContentState.clock24(state.departure))
                .foregroundStyle(.orange)
                .monospacedDigit()
        case .boarding:
            Text(state.gate)
                .foregroundStyle(.green)
        case .departed:
            Gauge(value: state.progress) {
                EmptyView()
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(FlightStyle.route)
        case .landed:
            Image(systemName: "checkmark")
                .foregroundStyle(.green)
        default:
            Text(FlightAttributes.ContentState.clock24(state.departure))
                .monospacedDigit()
        }
    }
}
