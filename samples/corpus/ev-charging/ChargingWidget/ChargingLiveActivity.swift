//
//  ChargingLiveActivity.swift
//  VoltStopWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct ChargingLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ChargingSessionAttributes.self) { context in
            ChargingLockScreenView(context: context)
                .activityBackgroundTint(Palette.panel)
                .activitySystemActionForegroundColor(Palette.volt)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    ChargeRing(percent: context.state.batteryPercent, target: context.state.targetPercent)
                        .frame(width: 44, height: 44)
                        .padding(.leading, 4)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    VStack(alignment: .trailing, spacing: 2) {
                        Text(context.state.currentPowerKW.map(ChargeFormat.power) ?? "—")
                            .font(.headline)
                            .monospacedDigit()
                        Text("\(context.state.energyAddedKWh, specifier: "%.1f") kWh")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.headline)
                        .font(.subheadline.weight(.semibold))
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    HStack {
                        Text(context.attributes.station.name)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                            .lineLimit(1)
                        Spacer()
                        Text(ChargeFormat.money(cents: context.state.costSoFarCents, currency: context.attributes.tariff.currencyCode))
                            .font(.caption.bold())
                            .monospacedDigit()
                    }
                }
            } compactLeading: {
                Image(systemName: context.state.isDrawingPower ? "bolt.car.fill" : "car.fill")
                    .foregroundStyle(ChargeFormat.color(forPercent: context.state.batteryPercent))
            } compactTrailing: {
                Text("\(context.state.batteryPercent)%")
                    .monospacedDigit()
                    .font(.caption.weight(.semibold))
            } minimal: {
                ChargeRing(percent: context.state.batteryPercent, target: context.state.targetPercent, lineWidth: 3, showsLabel: false)
            }
            .keylineTint(Palette.volt)
            .widgetURL(URL(string: "voltstop://session/\(context.attributes.sessionID)"))
        }
    }
}
