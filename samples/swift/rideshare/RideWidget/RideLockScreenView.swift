//
//  RideLockScreenView.swift
//  RideWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

/// The ride on the lock screen: when the car comes, which car, how far, where.
struct RideLockScreenView: View {
    let attributes: RideAttributes
    let state: RideAttributes.ContentState

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack {
                arrival
                    .frame(maxWidth: .infinity, alignment: .leading)
                PlateView(plate: state.plate)
            }
            .font(.headline)
            HStack {
                (Text(state.driverName).foregroundStyle(.primary) + Text(" · \(state.car)"))
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
                    .frame(maxWidth: .infinity, alignment: .leading)
                RatingView(state: state)
            }
            .font(.subheadline)
            RouteProgress(progress: state.progress)
                .padding(.top, 6)
            Text(attributes.pickupLine)
                .font(.caption)
                .foregroundStyle(.secondary)
                .lineLimit(2)
                .multilineTextAlignment(.trailing)
                .frame(maxWidth: .infinity, alignment: .trailing)
        }
    }

    @ViewBuilder
    private var arrival: some View {
        if state.status.isAtPickup {
            Text(state.arrivedLine)
                .foregroundStyle(RideStyle.accent)
        } else {
            HStack(spacing: 5) {
                Text("Pickup in")
                PickupTimer(state: state)
            }
        }
    }
}
