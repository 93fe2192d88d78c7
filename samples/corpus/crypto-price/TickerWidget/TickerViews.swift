//
//  TickerViews.swift
//  SatoshiWidget
//

import SwiftUI
import WidgetKit

/// The last hours as bars, each as tall as its close within the day's range.
struct HourlyBars: View {
    let closes: [Double]
    let low: Double
    let high: Double
    var tint: Color

    var body: some View {
        HStack(alignment: .bottom, spacing: 3) {
            ForEach(Array(closes.enumerated()), id: \.offset) { _, close in
                RoundedRectangle(cornerRadius: 1)
                    .fill(tint)
                    .frame(width: 5, height: 4 + 20 * fraction(close))
            }
        }
        .frame(height: 24, alignment: .bottom)
    }

    private func fraction(_ value: Double) -> Double {
        high > low ? (value - low) / (high - low) : 0.5
    }
}

/// The coin's logo: a symbol in a fixed 46 pt square.
struct CoinMark: View {
    let color: Color

    var body: some View {
        Image(systemName: "bitcoinsign.circle.fill")
            .resizable()
            .aspectRatio(contentMode: .fit)
            .frame(width: 46, height: 46)
            .foregroundStyle(color)
    }
}

/// The lock screen card.
struct TickerLockScreen: View {
    let context: ActivityViewContext<PriceWatchAttributes>

    var body: some View {
        let state = context.state
        HStack(spacing: 12) {
            CoinMark(color: Color(rgb: context.attributes.brandColor))
            VStack(alignment: .leading, spacing: 2) {
                Text(context.attributes.symbol)
                    .font(.headline)
                    .textCase(.uppercase)
                Text(state.marketNote)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                if state.alertHit {
                    Text("Alert \(context.attributes.alertPrice.price(context.attributes.quoteCurrency)) reached")
                        .font(.caption.bold())
                        .foregroundStyle(.yellow)
                }
            }
            Spacer()
            VStack(alignment: .trailing, spacing: 4) {
                Text(state.price.price(context.attributes.quoteCurrency))
                    .font(.title3.bold().monospacedDigit())
                Text(state.price.change(from: state.open24h))
                    .font(.caption.bold())
                    .foregroundStyle(state.isUp ? Color.gain : Color.loss)
                HourlyBars(closes: state.hourly, low: state.low24h, high: state.high24h, tint: state.isUp ? .gain : .loss)
            }
        }
        .padding()
        .background(.ultraThinMaterial)
    }
}
