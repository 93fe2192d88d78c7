//
//  DeliveryLockScreenView.swift
//  DeliveryWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

/// The card on the lock screen: restaurant and countdown, who is bringing it, the stops, the route.
struct DeliveryLockScreenView: View {
    let context: ActivityViewContext<DeliveryAttributes>

    private var state: DeliveryAttributes.ContentState { context.state }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Image(systemName: "takeoutbag.and.cup.and.straw.fill")
                    .foregroundStyle(DeliveryStyle.accent)
                Text(context.attributes.restaurantName)
                    .font(.headline)
                Spacer()
                Text(timerInterval: state.eta, countsDown: true)
                    .etaStyle()
            }
            statusLine
            StepTrack(current: state.step)
            ProgressView(value: state.progress ?? 0)
                .tint(state.progressTint)
        }
    }

    @ViewBuilder
    private var statusLine: some View {
        switch state.step {
        case .delivered:
            Text("Delivered. Enjoy your meal\(CustomerProfile.greetingSuffix)!")
                .font(.subheadline)
        default:
            Text(state.onTheWayLine(order: context.attributes))
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
    }
}
