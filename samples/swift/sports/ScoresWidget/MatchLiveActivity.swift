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
            VStack {
                Text(context.attributes.competition).font(.caption)
                HStack {
                    Text(context.attributes.home.name)
                    Spacer()
                    Text(context.state.scoreline).font(.title.bold()).monospacedDigit()
                    Spacer()
                    Text(context.attributes.away.name)
                }
                ForEach(context.state.goals, id: \.self) { goal in
                    Text("\(goal.minute)' \(goal.scorer)")
                        .frame(maxWidth: .infinity, alignment: goal.team == .home ? .leading : .trailing)
                }
                if let lastEvent = context.state.lastEvent {
                    Text(lastEvent).font(.footnote)
                }
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.attributes.home.short)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.attributes.away.short)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.scoreline).monospacedDigit()
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("\(context.state.period.label) · \(context.state.clock)")
                }
            } compactLeading: {
                Text("\(context.attributes.home.short) \(context.state.homeScore)")
            } compactTrailing: {
                Text("\(context.state.awayScore) \(context.attributes.away.short)")
            } minimal: {
                Text(context.state.scoreline)
            }
        }
    }
}
