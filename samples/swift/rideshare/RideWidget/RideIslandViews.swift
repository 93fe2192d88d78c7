//
//  RideIslandViews.swift
//  RideWidget
//

import SwiftUI
import WidgetKit

/// The expanded island's leading region: the driver and the rating.
struct RideDriverColumn: View {
    let state: RideAttributes.ContentState

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(state.driverName)
                .font(.headline)
            RatingView(state: state)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

/// The expanded island's trailing region: the countdown, or "Here".
struct RideArrivalColumn: View {
    let state: RideAttributes.ContentState

    var body: some View {
        VStack(alignment: .trailing, spacing: 0) {
            Group {
                if state.status.isAtPickup {
                    Text("Here")
                } else {
                    Text(timerInterval: state.pickupCountdown(), countsDown: true)
                }
            }
            .font(.title3)
            .foregroundStyle(RideStyle.accent)
            Text(state.status.isAtPickup ? "at pickup" : "to pickup")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

/// The expanded island's bottom region: the car, its plate, the way to the pin.
struct RideExpandedBottom: View {
    let state: RideAttributes.ContentState

    var body: some View {
        VStack(spacing: 4) {
            HStack {
                Text(state.car)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
                    .frame(maxWidth: .infinity, alignment: .leading)
                PlateView(plate: state.plate)
            }
            RouteProgress(progress: state.progress)
        }
    }
}
