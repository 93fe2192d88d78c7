//
//  MeterViews.swift
//  KerbsideWidget
//

import SwiftUI
import WidgetKit

/// The zone code on a blue sign, as painted on the kerb.
struct ZoneSign: View {
    let code: String

    var body: some View {
        Text(code)
            .font(.system(.headline, design: .rounded).weight(.black))
            .foregroundStyle(.white)
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(.blue, in: Capsule())
    }
}

/// Time left: a live countdown while paid, a fixed word otherwise.
struct TimeLeft: View {
    let state: ParkingSessionAttributes.ContentState

    var body: some View {
        switch state.standing {
        case .active, .expiringSoon:
            Text(timerInterval: Date.now...max(Date.now, state.expiresAt), countsDown: true)
                .monospacedDigit()
                .contentTransition(.numericText(countsDown: true))
        case .expired:
            Text("Expired")
                .foregroundStyle(.red)
        case .ended:
            Text("Ended")
                .foregroundStyle(.secondary)
        }
    }
}

/// The lock screen: zone, street, plate, countdown and a way to extend.
struct ParkingLockScreen: View {
    let context: ActivityViewContext<ParkingSessionAttributes>

    var body: some View {
        let attributes = context.attributes
        let state = context.state
        VStack(alignment: .leading, spacing: 10) {
            HStack(alignment: .center, spacing: 10) {
                ZoneSign(code: attributes.zone.code)
                VStack(alignment: .leading, spacing: 0) {
                    Text(attributes.zone.street)
                        .font(.subheadline.weight(.semibold))
                        .lineLimit(1)
                    HStack(spacing: 4) {
                        Image(systemName: attributes.vehicleSymbol)
                        Text(attributes.plate)
                            .font(.caption.monospaced())
                    }
                    .font(.caption)
                    .foregroundStyle(.secondary)
                }
                Spacer(minLength: 4)
                TimeLeft(state: state)
                    .font(.system(size: 32, weight: .bold, design: .rounded))
                    .foregroundStyle(state.tint())
                    .frame(maxWidth: 110, alignment: .trailing)
            }
            if state.standing == .active || state.standing == .expiringSoon {
                ProgressView(timerInterval: state.paidWindow, countsDown: true) {
                    EmptyView()
                } currentValueLabel: {
                    EmptyView()
                }
                .tint(state.tint())
            }
            HStack {
                Text("Paid \(attributes.price(state.paidCents)) · \(attributes.rateText)")
                if state.extendedMinutes > 0 {
                    Text("+\(state.extendedMinutes) min")
                        .foregroundStyle(.blue)
                }
                Spacer()
                if state.canExtend, let url = attributes.extendURL {
                    Link(destination: url) {
                        Label("Extend", systemImage: "plus.circle.fill")
                            .font(.caption.bold())
                    }
                } else {
                    Text("Leave by \(attributes.latestLeave(from: state.startedAt), style: .time)")
                }
            }
            .font(.caption)
            .foregroundStyle(.secondary)
        }
        .padding()
    }
}
