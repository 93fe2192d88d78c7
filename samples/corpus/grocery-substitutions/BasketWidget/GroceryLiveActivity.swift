//
//  GroceryLiveActivity.swift
//  BasketWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct GroceryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: GroceryOrderAttributes.self) { context in
            GroceryBanner(context: context)
                .activityBackgroundTint(Color(uiColor: .secondarySystemBackground))
                .activitySystemActionForegroundColor(Basket.green)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: context.state.stage.symbol)
                        .font(.title2)
                        .foregroundStyle(Basket.green)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    PickedCounter(state: context.state)
                        .font(.caption)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.stage.title)
                        .font(.subheadline.weight(.semibold))
                }
                DynamicIslandExpandedRegion(.bottom) {
                    if let urgent = context.state.mostUrgent {
                        SubstitutionCard(substitution: urgent, attributes: context.attributes, compact: true)
                    } else {
                        StageTrack(state: context.state)
                            .padding(.top, 6)
                    }
                }
            } compactLeading: {
                Image(systemName: context.state.pending.isEmpty ? context.state.stage.symbol : "arrow.left.arrow.right")
                    .foregroundStyle(context.state.pending.isEmpty ? Basket.green : Basket.amber)
            } compactTrailing: {
                if context.state.pending.isEmpty {
                    Text("\(Int(context.state.pickedFraction * 100))%")
                        .monospacedDigit()
                } else {
                    Text("\(context.state.pending.count)")
                        .bold()
                        .foregroundStyle(Basket.amber)
                }
            } minimal: {
                Image(systemName: "cart.fill")
                    .foregroundStyle(context.state.pending.isEmpty ? Basket.green : Basket.amber)
            }
            .keylineTint(Basket.green)
            .widgetURL(URL(string: "pantry://orders/\(context.attributes.orderNumber)"))
        }
    }
}

/// The lock screen: store and shopper, the stage track, and the next decision if any.
struct GroceryBanner: View {
    let context: ActivityViewContext<GroceryOrderAttributes>

    var body: some View {
        let state = context.state
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                VStack(alignment: .leading, spacing: 0) {
                    Text(state.stage.title)
                        .font(.headline)
                    Text("\(state.shopperName) at \(context.attributes.storeName)")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }
                Spacer()
                PickedCounter(state: state)
                    .font(.subheadline.weight(.medium))
            }
            StageTrack(state: state)
            if let urgent = state.mostUrgent {
                SubstitutionCard(substitution: urgent, attributes: context.attributes)
                if state.pending.count > 1 {
                    Text("+ \(state.pending.count - 1) more to review in the app")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            } else {
                HStack {
                    Text("Total \(context.attributes.money(state.totalCents))")
                    if state.refundedCents > 0 {
                        Text("· \(context.attributes.money(state.refundedCents)) refunded")
                            .foregroundStyle(Basket.green)
                    }
                    Spacer()
                    if let bags = context.attributes.bagCount { Label("\(bags)", systemImage: "bag") }
                }
                .font(.caption)
            }
        }
        .padding(14)
    }
}
