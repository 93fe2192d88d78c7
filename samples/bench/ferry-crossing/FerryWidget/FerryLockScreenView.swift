//
//  FerryLockScreenView.swift
//  TidewaterWidget
//

import SwiftUI
import WidgetKit

/// The card on the lock screen: the two quays with the ship between them, then what to do next.
struct FerryLockScreenView: View {
    let context: ActivityViewContext<FerryCrossingAttributes>

    private var state: FerryCrossingAttributes.ContentState { context.state }
    private var route: Route { context.attributes.route }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .firstTextBaseline) {
                Image(systemName: state.symbolName)
                    .foregroundStyle(FerryStyle.tint(for: state))
                Text(state.headline)
                    .font(FerryStyle.title)
                    .lineLimit(1)
                Spacer()
                Chip(text: FerryFormat.delay(state.delayMinutes), tint: state.isDelayed ? FerryStyle.buoy : FerryStyle.foam)
            }
            HStack(alignment: .center, spacing: 10) {
                PortLabel(port: route.origin, time: state.departure)
                CrossingProgressBar(progress: state.clampedProgress, tint: FerryStyle.tint(for: state))
                PortLabel(port: route.destination, time: state.expectedArrival, alignment: .trailing, late: state.isDelayed)
            }
            footer
        }
        .padding(14)
        .foregroundStyle(Color.white.stale(context.isStale))
    }

    @ViewBuilder
    private var footer: some View {
        switch state.phase {
        case .checkIn(let closesAt):
            HStack {
                Text("Check-in closes at \(FerryFormat.clock(closesAt))")
                Spacer()
                Text(context.attributes.ticket.reference).monospaced()
            }
            .font(FerryStyle.detail)
        case .boarding:
            if context.attributes.drivesOn {
                LaneBadge(lane: state.deckLane, plate: context.attributes.ticket.vehiclePlate)
            } else {
                Text("\(context.attributes.travellersLabel) · walk-on ramp")
                    .font(FerryStyle.detail)
            }
        case .underway, .docking:
            HStack {
                SeaStateGauge(sea: state.seaState)
                Spacer()
                if let left = state.expectedArrival.countdown() {
                    Text(timerInterval: left, countsDown: true)
                        .font(FerryStyle.detail)
                        .monospacedDigit()
                        .multilineTextAlignment(.trailing)
                        .frame(width: 56)
                }
            }
        case .arrived:
            Text(state.announcement ?? "Welcome to \(route.destination.name)")
                .font(FerryStyle.detail)
                .foregroundStyle(.secondary)
        case .cancelled(let reason):
            Text(reason)
                .font(FerryStyle.detail)
                .foregroundStyle(.red)
        }
    }
}

/// The driver's lane on the vehicle deck, with the plate the crew checks.
private struct LaneBadge: View {
    let lane: DeckLane?
    let plate: String?

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "car.fill")
            Text(FerryFormat.lane(lane))
            Spacer()
            if let plate {
                Chip(text: plate, monospaced: true)
            }
        }
        .font(FerryStyle.detail)
    }
}
