//
//  TeaSmallView.swift
//  TeaTimerWidget
//

import SwiftUI
import WidgetKit

/// The Apple Watch Smart Stack: the tea, the countdown at the island's size, and the bar.
struct TeaSmallView: View {
    let attributes: TeaTimerAttributes
    let state: TeaTimerAttributes.ContentState

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack(spacing: 4) {
                Image(systemName: "leaf.fill")
                Text(attributes.tea)
                    .font(.headline)
                    .lineLimit(1)
            }
            SteepClock(state: state)
                .font(TeaStyle.islandClock)
            SteepBar(state: state)
        }
    }
}
