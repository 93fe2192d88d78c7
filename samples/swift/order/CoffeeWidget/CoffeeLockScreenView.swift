//
//  CoffeeLockScreenView.swift
//  CoffeeWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

/// The order on the lock screen: store and ticket, what is happening, the bar, when to come.
struct CoffeeLockScreenView: View {
    let context: ActivityViewContext<CoffeeOrderAttributes>

    private var state: CoffeeOrderAttributes.ContentState { context.state }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 6) {
                Image(systemName: "cup.and.saucer.fill")
                Text(context.attributes.storeName)
                    .font(.headline)
                    .lineLimit(1)
                    .frame(maxWidth: .infinity, alignment: .leading)
                Text(context.attributes.ticket)
                    .font(CoffeeStyle.ticketFont)
                    .foregroundStyle(.secondary)
            }
            Text(state.statusText)
                .font(.subheadline)
                .lineLimit(1)
            ProgressView(value: state.progress)
                .tint(context.isStale ? Color.gray : state.barTint)
            HStack {
                pickupLine
                    .frame(maxWidth: .infinity, alignment: .leading)
                DetailsLink(attributes: context.attributes, color: .orange)
            }
            .font(.footnote)
        }
    }

    @ViewBuilder
    private var pickupLine: some View {
        if context.isStale {
            Text("Checking on your order…")
                .foregroundStyle(.secondary)
        } else {
            switch state.status {
            case .ready:
                Text("Ready at the pickup counter")
                    .foregroundStyle(CoffeeStyle.ready)
            case .collected:
                Text("Picked up · enjoy!")
                    .foregroundStyle(.secondary)
            default:
                Text("Ready about \(state.readyAt, style: .time)")
                    .foregroundStyle(.secondary)
            }
        }
    }
}
