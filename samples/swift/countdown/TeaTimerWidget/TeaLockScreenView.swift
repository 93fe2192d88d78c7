//
//  TeaLockScreenView.swift
//  TeaTimerWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

/// The card on the lock screen: the tea, a big countdown and the bar. In the Apple Watch
/// Smart Stack (the `.small` family) it is the smaller `TeaSmallView`.
struct TeaLockScreenView: View {
    @Environment(\.activityFamily) var activityFamily
    let attributes: TeaTimerAttributes
    let state: TeaTimerAttributes.ContentState

    var body: some View {
        if activityFamily == .small {
            TeaSmallView(attributes: attributes, state: state)
        } else {
            card
        }
    }

    private var card: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 6) {
                Image(systemName: "leaf.fill")
                Text(attributes.tea)
                    .font(.headline)
                    .frame(maxWidth: .infinity, alignment: .leading)
                Text(attributes.steepLabel(state))
                    .font(.subheadline)
                    .teaCaption()
            }
            HStack {
                SteepClock(state: state, showsPauseSymbol: true)
                    .font(TeaStyle.cardClock)
                Spacer(minLength: 8)
                if !state.isPaused {
                    Text("Ready at \(state.readyAt, style: .time)")
                        .font(.footnote)
                        .teaCaption()
                }
            }
            .padding(.top, 10)
            SteepBar(state: state)
        }
    }
}
