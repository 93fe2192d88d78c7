//
//  GateViews.swift
//  GatekeeperWidget
//

import SwiftUI
import WidgetKit

/// Gatekeeper's palette.
enum GateColors {
    static let board = Color(red: 0.98, green: 0.80, blue: 0.10)
    static let alert = Color(red: 1.0, green: 0.33, blue: 0.29)
    static let night = Color(red: 0.06, green: 0.09, blue: 0.16)
}

/// The gate in big letters; a changed gate shows the old one struck through above it.
struct GateBlock: View {
    let state: BoardingPassAttributes.ContentState
    var size: CGFloat = 30

    var body: some View {
        VStack(alignment: .trailing, spacing: 0) {
            if let change = state.gateChange {
                Text(change.from)
                    .font(.caption)
                    .strikethrough(true, color: GateColors.alert)
                    .foregroundStyle(.secondary)
            } else {
                Text("GATE")
                    .font(.caption2.weight(.semibold))
                    .foregroundStyle(.secondary)
            }
            Text(state.gateText)
                .font(.system(size: size, weight: .heavy, design: .rounded))
                .foregroundStyle(state.gateChange == nil ? .primary : GateColors.board)
                .minimumScaleFactor(0.6)
                .lineLimit(1)
        }
    }
}

/// "ZRH → LIS" with the city beneath.
struct RouteLine: View {
    let attributes: BoardingPassAttributes

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 4) {
                Text(attributes.origin)
                Image(systemName: "airplane")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Text(attributes.destination)
            }
            .font(.title3.weight(.bold))
            Text("\(attributes.flightDesignator) to \(attributes.destinationCity)")
                .font(.caption)
                .foregroundStyle(.secondary)
                .lineLimit(1)
        }
    }
}

/// Seat, group and sequence, like the stub of a paper pass.
struct PassStub: View {
    let passenger: BoardingPassAttributes.Passenger
    let seatChanged: Bool

    var body: some View {
        HStack(spacing: 14) {
            field("SEAT", passenger.seat, highlight: seatChanged)
            field("GROUP", "\(passenger.boardingGroup)")
            field("SEQ", String(format: "%03d", passenger.sequence))
            Spacer()
            Text(passenger.cabin.rawValue)
                .font(.caption.weight(.black))
                .frame(width: 22, height: 22)
                .background(ContainerRelativeShape().fill(Color.white.opacity(0.15)))
        }
    }

    private func field(_ title: String, _ value: String, highlight: Bool = false) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundStyle(.secondary)
            Text(value)
                .font(.subheadline.monospacedDigit().weight(.semibold))
                .foregroundStyle(highlight ? GateColors.board : .primary)
        }
        .fixedSize()
    }
}
