//
//  ChargingLockScreenView.swift
//  VoltStopWidget
//

import AppIntents
import SwiftUI
import WidgetKit

/// The banner on the lock screen: ring, numbers, and what happens next.
struct ChargingLockScreenView: View {
    let context: ActivityViewContext<ChargingSessionAttributes>

    private var state: ChargingSessionAttributes.ContentState { context.state }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(alignment: .center, spacing: 12) {
                ChargeRing(percent: state.batteryPercent, target: state.targetPercent, lineWidth: 6)
                    .frame(width: 54, height: 54)
                VStack(alignment: .leading, spacing: 2) {
                    Text(context.attributes.vehicleName)
                        .font(.headline)
                        .lineLimit(1)
                    Text(context.attributes.station.name)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                    Text(context.attributes.stallLabel)
                        .font(.caption2)
                        .foregroundStyle(.tertiary)
                }
                Spacer(minLength: 8)
                VStack(alignment: .trailing, spacing: 2) {
                    Text(ChargeFormat.money(cents: state.costSoFarCents, currency: context.attributes.tariff.currencyCode))
                        .font(.title3.weight(.semibold))
                        .monospacedDigit()
                        .contentTransition(.numericText())
                    Text(ChargeFormat.energy(state.energyAddedKWh))
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            statusLine
            if state.isDrawingPower {
                ProgressView(value: state.fractionToTarget)
                    .tint(Palette.volt)
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 14)
        .opacity(context.isStale ? 0.6 : 1)
    }

    @ViewBuilder
    private var statusLine: some View {
        switch state.phase {
        case .preparing:
            Label("Handshaking with the charger…", systemImage: "bolt.horizontal.circle")
                .font(.footnote)
        case .charging(let kw), .throttled(let kw, _):
            HStack(spacing: 6) {
                Image(systemName: "bolt.fill").foregroundStyle(Palette.volt)
                Text(ChargeFormat.power(kw)).monospacedDigit()
                if let range = state.rangeAddedKm {
                    Text("+\(range) km").foregroundStyle(.secondary)
                }
                Spacer()
                if let remaining = state.remaining() {
                    Text(timerInterval: remaining, countsDown: true)
                        .multilineTextAlignment(.trailing)
                        .frame(width: 60)
                        .monospacedDigit()
                } else {
                    Text("Estimating…").foregroundStyle(.secondary)
                }
            }
            .font(.footnote)
        case .complete(let at):
            let feeStart = context.attributes.idleFeeStart(after: at)
            HStack {
                VStack(alignment: .leading) {
                    Text("Reached \(state.targetPercent)% at \(at, style: .time)")
                    Text("Idle fee \(feeStart, style: .relative)")
                        .foregroundStyle(Palette.amber)
                }
                Spacer()
                Button(intent: StopChargingIntent(sessionID: context.attributes.sessionID)) {
                    Text("Unlock")
                }
                .tint(Palette.volt)
            }
            .font(.footnote)
        case .idleFees(let since):
            let minutes = max(Int(Date.now.timeIntervalSince(since) / 60), 0)
            let fee = minutes * context.attributes.tariff.idleFeePerMinuteCents
            Text("Idle for \(minutes) min · \(ChargeFormat.money(cents: fee, currency: context.attributes.tariff.currencyCode)) so far")
                .font(.footnote.bold())
                .foregroundStyle(.red)
        case .faulted(let code):
            Label("Charger stopped (code \(code)). Try another stall.", systemImage: "exclamationmark.triangle.fill")
                .font(.footnote)
                .foregroundStyle(.orange)
        }
    }
}
