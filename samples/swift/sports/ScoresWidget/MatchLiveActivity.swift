//
//  MatchLiveActivity.swift
//  ScoresWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct MatchLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: MatchAttributes.self) { context in
            MatchLockScreenView(context: context)
                .widgetURL(context.attributes.matchURL)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    TeamScoreColumn(team: context.attributes.home, score: context.state.homeScore, alignment: .leading)
                        .padding(.leading, 8)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    TeamScoreColumn(team: context.attributes.away, score: context.state.awayScore, alignment: .trailing)
                        .padding(.trailing, 8)
                }
                DynamicIslandExpandedRegion(.center) {
                    MatchClockCenter(state: context.state)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    MatchExpandedBottom(attributes: context.attributes, state: context.state)
                }
            } compactLeading: {
                HStack(spacing: 4) {
                    CompactTeamName(team: context.attributes.home)
                    CompactScore(score: context.state.homeScore)
                }
            } compactTrailing: {
                HStack(spacing: 4) {
                    CompactScore(score: context.state.awayScore)
                    CompactTeamName(team: context.attributes.away)
                }
            } minimal: {
                Text(context.state.scoreline)
                    .font(MatchStyle.minimalFont)
                    .monospacedDigit()
            }
            .keylineTint(MatchStyle.keyline)
        }
    }
}

#Preview("Lock screen", as: .content, using: MatchAttributes.northLondon) {
    MatchLiveActivity()
} contentStates: {
    MatchAttributes.ContentState.secondHalf
    MatchAttributes.ContentState.halfTime
    MatchAttributes.ContentState.kickOff
}

#Preview("Island expanded", as: .dynamicIsland(.expanded), using: MatchAttributes.northLondon) {
    MatchLiveActivity()
} contentStates: {
    MatchAttributes.ContentState.secondHalf
    MatchAttributes.ContentState.kickOff
}

#Preview("Island compact", as: .dynamicIsland(.compact), using: MatchAttributes.northLondon) {
    MatchLiveActivity()
} contentStates: {
    MatchAttributes.ContentState.secondHalf
}
