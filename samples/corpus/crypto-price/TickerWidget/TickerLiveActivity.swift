//
//  TickerLiveActivity.swift
//  SatoshiWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct TickerLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PriceWatchAttributes.self) { context in
            TickerLockScreen(context: context)
                .activityBackgroundTint(Color(rgb: 0x111111, opacity: 0.6))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label {
                        Text(context.attributes.symbol).textCase(.uppercase)
                    } icon: {
                        Image(systemName: "bitcoinsign.circle.fill")
                            .foregroundStyle(Color(rgb: context.attributes.brandColor))
                    }
                    .font(.headline)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.state.price.change(from: context.state.open24h))
                        .font(.headline)
                        .foregroundStyle(context.state.isUp ? Color.gain : Color.loss)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    HStack(alignment: .bottom) {
                        VStack(alignment: .leading) {
                            Text(context.state.price.price(context.attributes.quoteCurrency))
                                .font(.title2.bold().monospacedDigit())
                            Text(context.state.marketNote)
                                .font(.caption2)
                                .foregroundStyle(.secondary)
                        }
                        Spacer()
                        HourlyBars(closes: context.state.hourly, low: context.state.low24h, high: context.state.high24h, tint: context.state.isUp ? .gain : .loss)
                    }
                }
            } compactLeading: {
                Image(systemName: "bitcoinsign.circle.fill")
                    .foregroundStyle(Color(rgb: context.attributes.brandColor))
            } compactTrailing: {
                Text(context.state.price.change(from: context.state.open24h))
                    .font(.caption2.bold())
                    .foregroundStyle(context.state.isUp ? Color.gain : Color.loss)
            } minimal: {
                Image(systemName: context.state.isUp ? "arrow.up.right" : "arrow.down.right")
                    .foregroundStyle(context.state.isUp ? Color.gain : Color.loss)
            }
        }
    }
}

#Preview("Bitcoin", as: .content, using: PriceWatchAttributes(symbol: "btc", name: "Bitcoin", quoteCurrency: "USD", alertPrice: 97_000, brandColor: 0xF7931A)) {
    TickerLiveActivity()
} contentStates: {
    PriceWatchAttributes.ContentState(market: "open", price: 96_412.18, open24h: 94_150, high24h: 96_800, low24h: 93_700, hourly: [94_300, 94_900, 95_420, 95_100, 96_050, 96_412.18], alertHit: false)
    PriceWatchAttributes.ContentState(market: "open", price: 97_015.5, open24h: 94_150, high24h: 97_200, low24h: 93_700, hourly: [95_100, 96_050, 96_412, 96_800, 97_200, 97_015.5], alertHit: true)
    PriceWatchAttributes.ContentState(market: "auction", price: 91_880, open24h: 94_150, high24h: 94_600, low24h: 91_500, hourly: [94_100, 93_600, 92_900, 92_200, 91_500, 91_880], alertHit: false)
}
