//
//  SteepViews.swift
//  TeaTimerWidget
//

import SwiftUI
import WidgetKit

/// The countdown to the tea being ready, or "Paused" while it is paused.
struct SteepClock: View {
    let state: TeaTimerAttributes.ContentState
    /// The card shows a pause symbol beside the word; the island has no room for it.
    var showsPauseSymbol = false

    var body: some View {
        if state.isPaused {
            if showsPauseSymbol {
                HStack(spacing: 6) {
                    Image(systemName: "pause.fill")
                    Text("Paused")
                }
                .foregroundStyle(TeaStyle.paused)
            } else {
                Text("Paused")
                    .foregroundStyle(TeaStyle.paused)
            }
        } else {
            Text(timerInterval: state.interval, countsDown: true)
                .foregroundStyle(TeaStyle.running)
        }
    }
}

/// The bar under the clock: it empties as the steep runs, and stands dimmed where it was paused.
struct SteepBar: View {
    let state: TeaTimerAttributes.ContentState

    var body: some View {
        if state.isPaused {
            ProgressView(value: state.pausedFraction ?? 0)
                .tint(TeaStyle.paused)
                .opacity(TeaStyle.pausedBarOpacity)
        } else {
            ProgressView(timerInterval: state.interval, countsDown: true) {
                EmptyView()
            } currentValueLabel: {
                EmptyView()
            }
            .tint(TeaStyle.running)
        }
    }
}
