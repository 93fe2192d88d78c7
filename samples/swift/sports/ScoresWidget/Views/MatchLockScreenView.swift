//
//  MatchLockScreenView.swift
//  ScoresWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

/// The scoreboard on the lock screen.
struct MatchLockScreenView: View {
    let context: ActivityViewContext<MatchAttributes>

    private var match: MatchAttributes { context.attributes }
    private var state: MatchAttributes.ContentState { context.state }

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack {
                Text(match.competition.uppercased())
                    .foregroundStyle(.secondary)
                    .frame(maxWidth: .infinity, alignment: .leading)
                clock
                PeriodRing(period: state.period)
            }
            .font(MatchStyle.headerFont)
            TeamRow(team: match.home, score: state.homeScore)
            TeamRow(team: match.away, score: state.awayScore)
            if !state.goals.isEmpty {
                HStack(spacing: 12) {
                    Image(systemName: "soccerball")
                    ForEach(state.goals, id: \.self) { goal in
                        GoalText(attributes: match, goal: goal)
                    }
                }
                .font(.footnote)
                GoalTimeline(attributes: match, goals: state.goals)
            }
            if let lastEvent = state.lastEvent {
                Text(lastEvent)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
        }
    }

    /// The match clock with a live dot, or the break's name.
    @ViewBuilder
    private var clock: some View {
        switch state.period {
        case .halfTime:
            Text("Half-time")
                .foregroundStyle(.secondary)
        case .fullTime:
            Text("Full time")
                .foregroundStyle(.secondary)
        default:
            HStack(spacing: 4) {
                Image(systemName: "circle.fill")
                    .foregroundStyle(context.isStale ? Color.gray : MatchStyle.live)
                Text(state.clock)
                    .monospacedDigit()
            }
        }
    }
}
