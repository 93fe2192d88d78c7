//
//  PlayerRow.swift
//  RallyWidget
//

import SwiftUI

/// Court colours by surface.
enum CourtColors {
    static let clay = Color(red: 0.80, green: 0.40, blue: 0.22)
    static let grass = Color(red: 0.24, green: 0.55, blue: 0.26)
    static let hard = Color(red: 0.16, green: 0.38, blue: 0.66)
    static let ball = Color(red: 0.86, green: 0.93, blue: 0.25)

    static func court(_ surface: TennisMatchAttributes.Surface) -> Color {
        switch surface {
        case .clay: clay
        case .grass: grass
        case .hard, .indoor: hard
        }
    }
}

/// One player's line: serve dot, name with seed, games per set, current points.
struct PlayerRow: View {
    let player: TennisMatchAttributes.Player
    let games: [Int]
    let points: String
    let serving: Bool
    let won: Bool
    var showsPoints = true

    var body: some View {
        HStack(spacing: 6) {
            Circle()
                .fill(serving ? CourtColors.ball : Color.clear)
                .frame(width: 6, height: 6)
            Text(player.shortName)
                .fontWeight(won ? .bold : .regular)
                .lineLimit(1)
                .layoutPriority(1)
            if let seed = player.seed {
                Text("(\(seed))")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 4)
            ForEach(Array(games.enumerated()), id: \.offset) { _, count in
                Text("\(count)")
                    .frame(width: 14)
                    .monospacedDigit()
            }
            if showsPoints {
                Text(points)
                    .font(.subheadline.weight(.semibold))
                    .fontWidth(.condensed)
                    .frame(minWidth: 26, alignment: .trailing)
                    .foregroundStyle(serving ? CourtColors.ball : .primary)
            }
        }
        .font(.subheadline)
    }
}
