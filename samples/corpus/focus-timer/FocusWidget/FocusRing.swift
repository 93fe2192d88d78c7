//
//  FocusRing.swift
//  TomatickWidget
//

import SwiftUI

/// How much of the block is gone, drawn as a ring that empties clockwise.
struct FocusRing: View {
    let fraction: Double
    let color: Color
    var width: CGFloat = 4

    var body: some View {
        Circle()
            .stroke(color.opacity(0.2), lineWidth: width)
            .overlay {
                Circle()
                    .trim(from: fraction, to: 1)
                    .stroke(color, style: StrokeStyle(lineWidth: width, lineCap: .round))
                    .rotationEffect(.degrees(-90))
            }
    }
}

/// One dot per focus block in the cycle: done ones filled, the current one ringed.
struct RoundDots: View {
    let round: Int
    let total: Int
    let color: Color

    var body: some View {
        HStack(spacing: 4) {
            ForEach(1...max(total, 1), id: \.self) { index in
                Circle()
                    .fill(index < round ? color : Color.clear)
                    .overlay(Circle().strokeBorder(color, lineWidth: index == round ? 1.5 : 1))
                    .frame(width: 7, height: 7)
            }
        }
    }
}
