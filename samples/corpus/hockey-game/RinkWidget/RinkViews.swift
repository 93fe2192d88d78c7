//
//  RinkViews.swift
//  FaceoffWidget
//

import SwiftUI
import WidgetKit

/// The game clock: counting down while play is on, frozen at a stoppage.
struct PeriodClock: View {
    let phase: HockeyGameAttributes.ContentState.Phase

    var body: some View {
        switch phase {
        case .period(_, let ends), .overtime(let ends):
            Text(timerInterval: Date.now...max(ends, Date.now), countsDown: true)
                .monospacedDigit()
        case .stoppage(_, let remaining):
            Text(remaining.rinkClock)
                .monospacedDigit()
                .foregroundStyle(.secondary)
        case .intermission(_, let resumes):
            Text(resumes, style: .timer)
                .monospacedDigit()
        case .pregame(let faceoff):
            Text(faceoff, style: .time)
        case .shootout, .final:
            EmptyView()
        }
    }
}

/// A club's code and score; the side on the power play is underlined.
struct ClubScore: View {
    let club: HockeyGameAttributes.Club
    let goals: Int
    var powerPlay = false

    var body: some View {
        VStack(spacing: 2) {
            Text(club.code)
                .font(.caption.bold())
                .textCase(.uppercase)
                .underline(powerPlay, color: club.color)
            Text("\(goals)")
                .font(.system(size: 30, weight: .heavy, design: .rounded))
                .contentTransition(.numericText(value: Double(goals)))
        }
    }
}

/// The lock screen card: both clubs, the clock, shots and who sits in the box.
struct RinkLockScreen: View {
    let context: ActivityViewContext<HockeyGameAttributes>

    private var state: HockeyGameAttributes.ContentState { context.state }

    var body: some View {
        VStack(spacing: 8) {
            HStack {
                ClubScore(club: context.attributes.away, goals: state.away, powerPlay: shortHanded(.home))
                Spacer()
                VStack(spacing: 2) {
                    Text(state.phase.label)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    PeriodClock(phase: state.phase)
                        .font(.title3.bold())
                }
                Spacer()
                ClubScore(club: context.attributes.home, goals: state.home, powerPlay: shortHanded(.away))
            }
            if !state.penalties.isEmpty {
                ForEach(state.penalties) { penalty in
                    HStack(spacing: 6) {
                        Image(systemName: "exclamationmark.octagon.fill")
                            .foregroundStyle(.orange)
                        Text("\(penalty.player) · \(penalty.minutes) min")
                            .font(.caption)
                            .strikethrough(penalty.endsAt < Date.now)
                        Spacer(minLength: 4)
                        Text(timerInterval: Date.now...max(penalty.endsAt, Date.now), countsDown: true)
                            .font(.caption.monospacedDigit())
                            .frame(width: 44, alignment: .trailing)
                    }
                }
            }
            HStack {
                Text("SOG \(state.shots[1])–\(state.shots[0])")
                Spacer()
                Text(state.lastGoal ?? context.attributes.arena)
                    .lineLimit(1)
            }
            .font(.caption2)
            .foregroundStyle(.secondary)
        }
        .padding(14)
    }

    /// Whether `side` has a player in the box, so the other side is on the power play.
    private func shortHanded(_ side: HockeyGameAttributes.ContentState.Side) -> Bool {
        state.penalties.contains { $0.side == side }
    }
}
