//
//  PeriodRing.swift
//  ScoresWidget
//

import SwiftUI

/// How much of the match is played, by period: a ring trimmed to the halves behind it.
struct PeriodRing: View {
    let period: Period

    var body: some View {
        ZStack {
            Circle()
                .stroke(.gray, lineWidth: 2)
            Circle()
                .trim(from: 0, to: period.played)
                .stroke(MatchStyle.live, style: StrokeStyle(lineWidth: 2, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
        .frame(width: 14, height: 14)
    }
}
