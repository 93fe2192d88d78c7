//
//  RideViews.swift
//  HopperWidget
//

import AppIntents
import SwiftUI
import WidgetKit

/// Asks the app to open the rider's chat with the driver.
struct ContactDriverIntent: AppIntent {
    static var title: LocalizedStringResource = "Contact driver"
    func perform() async throws -> some IntentResult { .result() }
}

/// The car: model, a dot of its paint, and the plate in a box.
struct VehicleRow: View {
    let vehicle: RideAttributes.Vehicle

    var body: some View {
        HStack(spacing: 6) {
            Circle()
                .fill(Color(paint: vehicle.paint))
                .frame(width: 10, height: 10)
            Text(vehicle.model)
                .font(.subheadline)
            Text(vehicle.plate)
                .font(.caption.monospaced().bold())
                .padding(.horizontal, 6)
                .padding(.vertical, 2)
                .overlay(RoundedRectangle(cornerRadius: 4).stroke(Color(RidePalette.muted)))
        }
    }
}

/// The right-hand figure of the lock screen: minutes to pickup, the drop-off time, or the fare.
struct RideFigure: View {
    let state: RideAttributes.ContentState

    var body: some View {
        switch state {
        case .searching(let since):
            Text(since, style: .timer)
                .font(.title3.monospacedDigit())
                .foregroundStyle(Color(RidePalette.waiting))
        case let .driverAssigned(_, _, minutes):
            Text("\(minutes) min")
                .font(.title2.bold())
        case .arriving:
            Text("Now")
                .font(.title2.bold())
                .foregroundStyle(Color.hopper)
        case let .onTrip(dropoffAt, _):
            Text(dropoffAt, style: .time)
                .font(.title2.bold())
        case let .completed(fareCents):
            Text(fareText(fareCents))
                .font(.title2.bold())
        }
    }
}

/// The lock screen card.
struct RideLockScreen: View {
    let context: ActivityViewContext<RideAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(systemName: context.state.symbol)
                    .foregroundStyle(Color.hopper)
                Text(context.state.headline)
                    .font(.headline)
                Spacer()
                RideFigure(state: context.state)
            }
            if let vehicle = context.state.vehicle {
                VehicleRow(vehicle: vehicle)
            }
            HStack {
                Text("\(context.attributes.pickup) → \(context.attributes.destination)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
                Spacer()
                Button(intent: ContactDriverIntent()) {
                    Label("Message", systemImage: "message.fill")
                        .font(.caption.bold())
                }
                .tint(Color.hopper)
                // Kept in the layout so the row does not jump when a driver is matched.
                .opacity(context.state.vehicle == nil ? 0 : 1)
            }
        }
        .padding()
    }
}
