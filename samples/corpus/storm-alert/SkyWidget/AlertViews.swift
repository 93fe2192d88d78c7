//
//  AlertViews.swift
//  NimbusWidget
//

import SwiftUI
import WidgetKit

/// The wind gauge: a ring filled to the gust against the scale.
struct GustGauge: View {
    let gust: Double
    let tint: Color

    var body: some View {
        Gauge(value: min(gust, GustScale.range.upperBound), in: GustScale.range) {
            Image(systemName: "wind")
        } currentValueLabel: {
            Text("\(Int(gust))")
                .font(.caption.bold())
        }
        .gaugeStyle(.accessoryCircular)
        .tint(tint)
    }
}

/// One figure under a caption: "Rain" over "12 mm".
struct Reading: View {
    let caption: String
    let value: String

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text(caption)
                .font(.caption2)
                .foregroundStyle(.secondary)
            Text(value)
                .font(.subheadline.bold())
        }
    }
}

/// The lock screen card: a coloured band with the level, then the figures.
struct AlertLockScreen: View {
    let context: ActivityViewContext<StormAlertAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Image(systemName: context.state.level.symbol)
                Text("\(context.state.level.title) · \(context.attributes.place)")
                    .font(.headline)
                    .textCase(.uppercase)
                Spacer()
            }
            .foregroundStyle(.white)
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .background(context.state.level.band)

            HStack(alignment: .center, spacing: 14) {
                GustGauge(gust: context.state.gustKmh, tint: context.state.level.color)
                VStack(alignment: .leading, spacing: 6) {
                    Text(context.state.hazard)
                        .font(.subheadline)
                    HStack(spacing: 16) {
                        Reading(caption: "Gusts", value: GustScale.text(context.state.gustKmh))
                        Reading(caption: "Rain", value: "\(Int(context.state.rainMm)) mm")
                        if let distance = context.state.lightningKm {
                            Reading(caption: "Lightning", value: "\(Int(distance)) km")
                        }
                    }
                }
                .redacted(reason: context.state.stale ? .placeholder : [])
                Spacer(minLength: 0)
            }
            .padding(14)

            HStack {
                Text(context.attributes.issuer)
                Spacer()
                Text("Until \(context.state.expires, style: .time)")
            }
            .font(.caption2)
            .foregroundStyle(.secondary)
            .padding([.horizontal, .bottom], 14)
        }
        .background(.regularMaterial)
    }
}
