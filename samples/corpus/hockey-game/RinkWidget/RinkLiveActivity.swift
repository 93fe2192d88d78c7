//
//  RinkLiveActivity.swift
//  FaceoffWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct RinkLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: HockeyGameAttributes.self) { context in
            RinkLockScreen(context: context)
                .activityBackgroundTint(Color.black.opacity(0.85))
                .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    ClubScore(club: context.attributes.away, goals: context.state.away)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    ClubScore(club: context.attributes.home, goals: context.state.home)
                }
                DynamicIslandExpandedRegion(.center) {
                    VStack(spacing: 0) {
                        Text(context.state.phase.label)
                            .font(.caption)
                        PeriodClock(phase: context.state.phase)
                            .font(.headline)
                    }
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.state.lastGoal ?? context.attributes.arena)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }
            } compactLeading: {
                HStack(spacing: 4) {
                    Circle()
                        .fill(context.attributes.away.color)
                        .frame(width: 8, height: 8)
                    Text("\(context.attributes.away.code) \(context.state.away)")
                }
                .font(.caption.bold())
            } compactTrailing: {
                if context.state.phase.clockRuns {
                    PeriodClock(phase: context.state.phase)
                        .font(.caption)
                        .frame(width: 40)
                } else {
                    Text("\(context.state.home) \(context.attributes.home.code)")
                        .font(.caption.bold())
                }
            } minimal: {
                Text("\(context.state.away)-\(context.state.home)")
                    .font(.caption2.bold())
            }
            .keylineTint(context.attributes.home.color)
        }
    }
}

extension HockeyGameAttributes {
    static var preview: HockeyGameAttributes {
        HockeyGameAttributes(
            home: Club(code: "tor", city: "Toronto", colorHex: "#00205B"),
            away: Club(code: "mtl", city: "Montréal", colorHex: "#AF1E2D"),
            arena: "Scotiabank Arena"
        )
    }
}

extension HockeyGameAttributes.ContentState {
    static let secondPeriod = HockeyGameAttributes.ContentState(
        home: 2, away: 1,
        phase: .period(2, clockEnds: .now.addingTimeInterval(8 * 60 + 12)),
        shots: [21, 17],
        penalties: [Penalty(side: .away, player: "Suzuki", minutes: 2, endsAt: .now.addingTimeInterval(95))],
        lastGoal: "Matthews (Marner) 14:03"
    )
}

#Preview("Hockey", as: .content, using: HockeyGameAttributes.preview) {
    RinkLiveActivity()
} contentStates: {
    HockeyGameAttributes.ContentState(phase: .pregame(faceoff: .now.addingTimeInterval(25 * 60)))
    HockeyGameAttributes.ContentState.secondPeriod
    HockeyGameAttributes.ContentState(home: 3, away: 2, phase: .intermission(after: 2, resumes: .now.addingTimeInterval(17 * 60 + 30)), shots: [27, 25])
    HockeyGameAttributes.ContentState(home: 3, away: 3, phase: .stoppage(3, remaining: 47), shots: [30, 33])
    HockeyGameAttributes.ContentState(home: 4, away: 3, phase: .final(overtime: true), shots: [35, 36], lastGoal: "Nylander 2:41 OT")
}
