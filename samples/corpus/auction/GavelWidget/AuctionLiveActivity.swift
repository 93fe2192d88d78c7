//
//  AuctionLiveActivity.swift
//  GavelWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct AuctionLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: AuctionLotAttributes.self) { context in
            AuctionBanner(attributes: context.attributes, state: context.state)
                .activityBackgroundTint(Color.gavelInk)
                .activitySystemActionForegroundColor(.gavelGold)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    VStack(alignment: .leading, spacing: 2) {
                        Text("Lot \(context.attributes.lotNumber)")
                            .font(.caption2)
                            .foregroundStyle(.secondary)
                        Text(context.attributes.money(context.state.currentBidCents))
                            .font(.title3.bold())
                            .contentTransition(.numericText(value: Double(context.state.currentBidCents)))
                    }
                }
                DynamicIslandExpandedRegion(.trailing) {
                    ClosingClock(state: context.state)
                        .font(.title3.weight(.semibold))
                        .frame(width: 70, alignment: .trailing)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    HStack {
                        Text(context.state.standing.badge)
                            .standingTag(context.state.standing.color)
                        Spacer()
                        if context.state.isOpen, !context.state.isLeading {
                            QuickBidButton(lotNumber: context.attributes.lotNumber, amount: context.attributes.money(context.state.nextMinimumCents), cents: context.state.nextMinimumCents)
                        }
                    }
                }
            } compactLeading: {
                Image(systemName: context.state.isLeading ? "hand.thumbsup.fill" : "hammer.fill")
                    .foregroundStyle(context.state.standing.color)
            } compactTrailing: {
                ClosingClock(state: context.state)
                    .frame(width: 48)
                    .font(.caption)
            } minimal: {
                Image(systemName: "hammer.fill")
                    .foregroundStyle(context.state.isClosing() ? .red : .gavelGold)
            }
            .keylineTint(.gavelGold)
            .widgetURL(URL(string: "gavel://lot/\(context.attributes.lotNumber)"))
        }
    }
}

/// The lock screen: the lot, the price against its estimate, the standing and a bid button.
struct AuctionBanner: View {
    let attributes: AuctionLotAttributes
    let state: AuctionLotAttributes.ContentState

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 10) {
                Image("gavel-wordmark")
                    .resizable()
                    .scaledToFit()
                    .frame(width: 28, height: 28)
                    .clipShape(Circle())
                VStack(alignment: .leading, spacing: 0) {
                    Text(attributes.title)
                        .font(.subheadline.weight(.semibold))
                        .lineLimit(1)
                    Text("\(attributes.auctionHouse) · Lot \(attributes.lotNumber)")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                ClosingClock(state: state)
                    .font(.headline)
            }
            HStack(alignment: .lastTextBaseline) {
                Text(attributes.money(state.currentBidCents))
                    .font(.system(size: 28, weight: .bold, design: .serif))
                    .contentTransition(.numericText(value: Double(state.currentBidCents)))
                Text("\(state.bidCount) bids · \(state.watchers) watching")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Spacer()
                Text(state.standing.badge)
                    .standingTag(state.standing.color)
            }
            EstimateBar(position: attributes.estimatePosition(of: state.currentBidCents))
            HStack {
                Text(attributes.estimate)
                if !state.reserveMet {
                    Text("Reserve not met").italic()
                }
                Spacer()
                switch state.standing {
                case .outbid(let by):
                    Text("by \(attributes.money(by))").foregroundStyle(.red)
                    QuickBidButton(lotNumber: attributes.lotNumber, amount: attributes.money(state.nextMinimumCents), cents: state.nextMinimumCents)
                case .leading(let maxBid):
                    Text("Your max \(attributes.money(maxBid))")
                case .won(let price), .lost(let price):
                    Text("Hammer \(attributes.money(price))")
                default:
                    if let last = state.lastBid {
                        Text("Last bid \(last.placedAt, style: .relative) ago")
                    }
                }
            }
            .font(.caption)
            .foregroundStyle(.white.opacity(0.75))
        }
        .padding(14)
    }
}
