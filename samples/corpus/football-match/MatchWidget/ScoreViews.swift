//
//  ScoreViews.swift
//  TouchlineWidget
//

import SwiftUI
import WidgetKit

/// A team's three-letter code on a bar of its colour.
struct TeamBadge: View {
    let team: MatchAttributes.Team

    var body: some View {
        VStack(spacing: 4) {
            Capsule()
                .fill(Color(teamHex: team.colorHex))
                .frame(width: 28, height: 4)
            Text(team.code)
                .font(.caption.bold())
                .textCase(.uppercase)
        }
    }
}

/// "2 – 1" with the clock under it.
struct Scoreline: View {
    let state: MatchAttributes.ContentState

    var body: some View {
        VStack(spacing: 2) {
            Text("\(state.homeGoals) – \(state.awayGoals)")
                .font(.title.bold().monospacedDigit())
            Text(state.period.clock)
                .font(.caption2.bold())
                .foregroundStyle(state.period.isLive ? .green : .secondary)
        }
    }
}

/// The lock screen: competition, both badges around the score, and the last event.
struct MatchLockScreen: View {
    let context: ActivityViewContext<MatchAttributes>

    var body: some View {
        VStack(spacing: 8) {
            Text(context.attributes.competition)
                .font(.caption)
                .textCase(.uppercase)
                .foregroundStyle(.secondary)
                .frame(maxWidth: .infinity, alignment: Alignment(horizontal: .leading, vertical: .center))
            HStack {
                TeamBadge(team: context.attributes.sides[.home])
                Spacer()
                Scoreline(state: context.state)
                Spacer()
                TeamBadge(team: context.attributes.sides[.away])
            }
            eventLine
        }
        .padding()
    }

    @ViewBuilder
    private var eventLine: some View {
        if let event = context.state.lastEvent {
            Label(event.line, systemImage: event.symbol)
                .font(.footnote)
        } else {
            Text(context.attributes.venue)
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
    }
}
