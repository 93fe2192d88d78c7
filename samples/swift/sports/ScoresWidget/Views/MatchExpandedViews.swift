//
//  MatchExpandedViews.swift
//  ScoresWidget
//

import SwiftUI
import WidgetKit

/// The expanded island's centre: the clock, or HT / FT.
struct MatchClockCenter: View {
    let state: MatchAttributes.ContentState

    var body: some View {
        Group {
            switch state.period {
            case .halfTime:
                Text("HT")
            case .fullTime:
                Text("FT")
            default:
                Text(state.clock)
                    .foregroundStyle(MatchStyle.live)
                    .monospacedDigit()
            }
        }
        .font(.headline)
    }
}

/// The expanded island's bottom region: the scorers, and the latest event.
struct MatchExpandedBottom: View {
    let attributes: MatchAttributes
    let state: MatchAttributes.ContentState

    var body: some View {
        VStack {
            if !state.goals.isEmpty {
                HStack(spacing: 12) {
                    ForEach(state.goals, id: \.self) { goal in
                        GoalText(attributes: attributes, goal: goal)
                    }
                }
            } else {
                Text(attributes.competition)
                    .foregroundStyle(.secondary)
            }
            if let lastEvent = state.lastEvent {
                Text(lastEvent)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
        }
        .font(.footnote)
    }
}
