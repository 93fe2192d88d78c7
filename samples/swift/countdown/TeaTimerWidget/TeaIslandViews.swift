//
//  TeaIslandViews.swift
//  TeaTimerWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

/// The expanded island's bottom region: the bar, the steep, and what comes next.
struct TeaExpandedBottom: View {
    let context: ActivityViewContext<TeaTimerAttributes>

    var body: some View {
        VStack(spacing: 4) {
            SteepBar(state: context.state)
            HStack {
                Text(context.attributes.steepLabel(context.state))
                    .teaCaption()
                    .frame(maxWidth: .infinity, alignment: .leading)
                nextStep
            }
            .font(.footnote)
        }
        .padding(.top, 10)
    }

    @ViewBuilder
    private var nextStep: some View {
        if context.state.isPaused {
            Link(destination: URL(string: "teatimer://resume")!) {
                Text("Resume")
                    .foregroundStyle(TeaStyle.paused)
            }
        } else {
            Text("Ready at \(context.state.readyAt, style: .time)")
                .teaCaption()
        }
    }
}

/// The compact trailing side: the countdown, or a pause symbol.
struct TeaCompactTrailing: View {
    let state: TeaTimerAttributes.ContentState

    var body: some View {
        if state.isPaused {
            Image(systemName: "pause.fill")
                .foregroundStyle(TeaStyle.paused)
        } else {
            Text(timerInterval: state.interval, countsDown: true)
                .foregroundStyle(TeaStyle.running)
        }
    }
}
