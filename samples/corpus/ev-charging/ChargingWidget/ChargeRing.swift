//
//  ChargeRing.swift
//  VoltStopWidget
//

import SwiftUI

/// The battery ring: a faint full track, the charge so far on top, the target as a tick.
struct ChargeRing: View {
    let percent: Int
    let target: Int
    var lineWidth: CGFloat = 5
    var showsLabel = true

    private var fraction: Double { Double(percent) / 100 }

    var body: some View {
        ZStack {
            Circle()
                .stroke(Palette.track, lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: fraction)
                .stroke(ChargeFormat.color(forPercent: percent), style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
            if showsLabel {
                Text("\(percent)")
                    .font(.system(size: lineWidth * 2.6, weight: .bold, design: .rounded))
                    .monospacedDigit()
                    .minimumScaleFactor(0.6)
                    .contentTransition(.numericText())
            }
        }
        .padding(lineWidth / 2)
    }
}
