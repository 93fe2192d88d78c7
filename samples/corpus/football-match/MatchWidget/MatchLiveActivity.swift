//
//  MatchLiveActivity.swift
//  TouchlineWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct MatchLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: MatchAttributes.self) { context in
            MatchLockScreen(context: context)
                .activityBackgroundTint(Color.black.opacity(0.8))
        } dynamicIsland: { context in
            DynamicIsland {
                expandedContent(context)
            } compactLeading: {
                Text("\(context.attributes.home.code) \(context.state.homeGoals)")
                    .font(.caption.bold())
            } compactTrailing: {
                Text("\(context.state.awayGoals) \(context.attributes.away.code)")
                    .font(.caption.bold())
            } minimal: {
                Text("\(context.state.homeGoals)-\(context.state.awayGoals)")
                    .font(.caption2.bold())
            }
        }
    }

    /// The expanded island, kept apart so the configuration stays readable.
    @DynamicIslandExpandedContentBuilder
    private func expandedContent(_ context: ActivityViewContext<MatchAttributes>) -> DynamicIslandExpandedContent<some View> {
        func goals(_ side: Sides.Side) -> Int {
            side == .home ? context.state.homeGoals : context.state.awayGoals
        }
        DynamicIslandExpandedRegion(.leading) {
            HStack {
                TeamBadge(team: context.attributes.sides[.home])
                Text("\(goals(.home))").font(.title2.bold())
            }
        }
        DynamicIslandExpandedRegion(.trailing) {
            HStack {
                Text("\(goals(.away))").font(.title2.bold())
                TeamBadge(team: context.attributes.sides[.away])
            }
        }
        DynamicIslandExpandedRegion(.center) {
            Text(context.state.period.clock)
                .font(.caption.bold())
                .foregroundStyle(context.state.period.isLive ? .green : .secondary)
        }
        DynamicIslandExpandedRegion(.bottom) {
            if let event = context.state.lastEvent {
                Label(event.line, systemImage: event.symbol)
                    .font(.caption)
            }
        }
    }
}

#Preview("Derby", as: .content, using: MatchAttributes(
    competition: "Premier League",
    home: .init(name: "Arsenal", code: "ars", colorHex: "EF0107"),
    away: .init(name: "Tottenham", code: "tot", colorHex: "132257"),
    venue: "Emirates Stadium"
)) {
    MatchLiveActivity()
} contentStates: {
    MatchAttributes.ContentState(homeGoals: 0, awayGoals: 0, period: .notStarted(kickoff: Date(timeIntervalSince1970: 1_764_601_200)), lastEvent: nil)
    MatchAttributes.ContentState(homeGoals: 2, awayGoals: 1, period: .secondHalf(minute: 63), lastEvent: .goal(scorer: "Saka", minute: 63, home: true))
    MatchAttributes.ContentState(homeGoals: 2, awayGoals: 2, period: .fullTime, lastEvent: .card(player: "Romero", red: true))
}
