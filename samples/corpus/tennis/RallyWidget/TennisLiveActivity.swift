//
//  TennisLiveActivity.swift
//  RallyWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct TennisLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TennisMatchAttributes.self) { context in
            TennisScoreboard(attributes: context.attributes, state: context.state)
                .activityBackgroundTint(CourtColors.court(context.attributes.surface).opacity(0.85))
                .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading, priority: 1) {
                    VStack(alignment: .leading, spacing: 6) {
                        serverName(context, side: .home)
                        serverName(context, side: .away)
                    }
                    .font(.caption)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    VStack(alignment: .trailing, spacing: 6) {
                        Text(context.state.games(for: .home).map(String.init).joined(separator: " "))
                        Text(context.state.games(for: .away).map(String.init).joined(separator: " "))
                    }
                    .font(.caption.monospacedDigit())
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.gameLine)
                        .font(.headline)
                        .monospacedDigit()
                }
                DynamicIslandExpandedRegion(.bottom) {
                    if let pressure = context.state.pressure {
                        Text(pressure.uppercased())
                            .font(.caption2.bold())
                            .tracking(1.5)
                            .foregroundStyle(CourtColors.ball)
                    } else {
                        Text(context.attributes.headline)
                            .font(.caption2)
                            .foregroundStyle(.secondary)
                    }
                }
            } compactLeading: {
                Text("\(context.state.setsWon.home)–\(context.state.setsWon.away)")
                    .font(.caption.bold())
                    .monospacedDigit()
            } compactTrailing: {
                Text(context.state.gameLine)
                    .font(.caption)
                    .monospacedDigit()
                    .foregroundStyle(CourtColors.ball)
            } minimal: {
                Image(systemName: "tennisball.fill")
                    .foregroundStyle(CourtColors.ball)
            }
            .keylineTint(CourtColors.ball)
            .widgetURL(URL(string: "rally://match/\(context.attributes.matchID)"))
        }
    }

    @ViewBuilder
    private func serverName(_ context: ActivityViewContext<TennisMatchAttributes>, side: TennisMatchAttributes.ContentState.Side) -> some View {
        let player = context.attributes.player(side)
        HStack(spacing: 4) {
            Circle()
                .fill(context.state.server == side ? CourtColors.ball : .clear)
                .frame(width: 5, height: 5)
            Text(player.shortName)
                .lineLimit(1)
        }
    }
}

/// The lock screen: header, both players, and the match status underneath.
struct TennisScoreboard: View {
    let attributes: TennisMatchAttributes
    let state: TennisMatchAttributes.ContentState

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(attributes.headline)
                    .font(.caption.weight(.semibold))
                Spacer()
                Text(attributes.court)
                    .font(.caption)
                    .italic()
            }
            .foregroundStyle(.white.opacity(0.8))
            Divider().overlay(.white.opacity(0.3))
            PlayerRow(player: attributes.home, games: state.games(for: .home), points: state.points(for: .home),
                      serving: state.server == .home && state.isLive, won: state.winner == .home, showsPoints: state.isLive)
            PlayerRow(player: attributes.away, games: state.games(for: .away), points: state.points(for: .away),
                      serving: state.server == .away && state.isLive, won: state.winner == .away, showsPoints: state.isLive)
            footer
                .font(.caption)
                .foregroundStyle(.white.opacity(0.85))
        }
        .padding(14)
    }

    @ViewBuilder
    private var footer: some View {
        switch state.phase {
        case .warmup(let startsAt):
            Text("Warm-up · first serve \(startsAt, style: .relative)")
        case .live:
            HStack {
                if let pressure = state.pressure {
                    Text(pressure).bold().foregroundStyle(CourtColors.ball)
                }
                Spacer()
                Text(Image(systemName: "clock")) + Text(" \(state.elapsedText)")
            }
        case .suspended(let reason):
            Label(reason, systemImage: "cloud.rain.fill")
        case .medicalTimeout(let side):
            Text("Medical time-out: \(attributes.player(side).name)")
        case let .finished(winner, retired):
            Text("\(attributes.player(winner).name) wins\(retired ? " (ret.)" : "")")
                .fontWeight(.semibold)
        }
    }
}
