//
//  GoalTimeline.swift
//  ScoresWidget
//

import Charts
import SwiftUI

/// The match so far as a line of 90 minutes: each goal a dot in its scorer's kit, home above
/// away, and a rule at half-time.
struct GoalTimeline: View {
    let attributes: MatchAttributes
    let goals: [MatchAttributes.ContentState.Goal]

    var body: some View {
        Chart {
            RuleMark(x: .value("Minute", 45))
                .foregroundStyle(.gray)
            ForEach(goals, id: \.self) { goal in
                PointMark(x: .value("Minute", goal.minute), y: .value("Side", goal.team == .home ? 1 : 0))
                    .kitColor(attributes.team(goal.team).kit)
            }
        }
        .chartXScale(domain: 0...90)
        .chartYScale(domain: 0...1)
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .frame(height: 18)
    }
}
