//
//  HeartZoneBar.swift
//  StrideWidget
//

import SwiftUI

extension RunActivityAttributes.HeartZone {
    /// Zones go from blue to red around the colour wheel.
    var color: Color {
        Color(hue: 0.6 - Double(rawValue - 1) * 0.15, saturation: 0.8, brightness: 0.95)
    }
}

/// Five segments, the current zone lit, the rest dim.
struct HeartZoneBar: View {
    let zone: RunActivityAttributes.HeartZone?

    var body: some View {
        HStack(spacing: 2) {
            ForEach(RunActivityAttributes.HeartZone.allCases, id: \.self) { each in
                RoundedRectangle(cornerRadius: 2)
                    .fill(each.color.opacity(each == zone ? 1 : 0.25))
                    .frame(height: each == zone ? 8 : 5)
            }
        }
        .frame(height: 8)
    }
}

/// A heart with the beats per minute beside it.
struct HeartRateLabel: View {
    let bpm: Int?
    let zone: RunActivityAttributes.HeartZone?

    var body: some View {
        Label {
            Text(bpm.map { "\($0)" } ?? "--")
                .monospacedDigit()
                .contentTransition(.numericText())
        } icon: {
            Image(systemName: "heart.fill")
                .foregroundStyle(zone?.color ?? .red)
        }
    }
}
