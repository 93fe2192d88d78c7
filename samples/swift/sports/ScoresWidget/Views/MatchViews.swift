//
//  MatchViews.swift
//  ScoresWidget
//

import SwiftUI
import WidgetKit

/// One team's line on the card: kit dot, name, score.
struct TeamRow: View {
    let team: MatchAttributes.Team
    let score: Int

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: "circle.fill")
                .kitColor(team.kit)
            Text(team.name)
                .font(.headline)
                .frame(maxWidth: .infinity, alignment: .leading)
            Text(String(score))
                .scoreDigits(MatchStyle.cardScoreFont)
        }
    }
}

/// A goal in its scorer's kit colour: "Saka 23'".
struct GoalText: View {
    let attributes: MatchAttributes
    let goal: MatchAttributes.ContentState.Goal

    var body: some View {
        Text(goal.label)
            .kitColor(attributes.team(goal.team).kit)
            .lineLimit(1)
    }
}

/// One side in the expanded island: the short name over the score.
struct TeamScoreColumn: View {
    let team: MatchAttributes.Team
    let score: Int
    let alignment: HorizontalAlignment

    var body: some View {
        VStack(alignment: alignment, spacing: 0) {
            Text(team.short)
                .font(.headline)
                .kitColor(team.kit)
            Text(String(score))
                .scoreDigits(MatchStyle.islandScoreFont)
        }
    }
}

/// A team's three letters in the compact island, in its kit colour.
struct CompactTeamName: View {
    let team: MatchAttributes.Team

    var body: some View {
        Text(team.short)
            .font(.caption2)
            .kitColor(team.kit)
    }
}

/// A score in the compact island.
struct CompactScore: View {
    let score: Int

    var body: some View {
        Text(String(score))
            .font(.headline)
            .contentTransition(.numericText())
    }
}
