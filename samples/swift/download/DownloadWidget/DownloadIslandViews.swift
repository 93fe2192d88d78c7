//
//  DownloadIslandViews.swift
//  DownloadWidget
//

import SwiftUI
import WidgetKit

/// The expanded island's bottom region: title, detail and the bar.
struct DownloadExpandedBottom: View {
    let state: DownloadAttributes.ContentState

    var body: some View {
        VStack(spacing: 4) {
            Text(state.title)
                .font(.headline)
                .lineLimit(1)
            Text(state.body)
                .font(.footnote)
                .foregroundStyle(.secondary)
                .lineLimit(1)
            if let progress = state.progress {
                DownloadBar(state: state, fraction: progress)
            } else {
                Text(DownloadStyle.waitingText)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

/// The percentage, or an hourglass until the size is known (expanded trailing, compact trailing).
struct DownloadPercentOrWaiting: View {
    let state: DownloadAttributes.ContentState
    /// The expanded island's is large; the compact side's is the body text's.
    var font: Font = .body

    var body: some View {
        if let progress = state.progress {
            PercentText(state: state, fraction: progress)
                .font(font)
        } else {
            Image(systemName: "hourglass")
        }
    }
}

/// The minimal island: a ring filling up, or a cloud until there is progress.
struct DownloadMinimalView: View {
    let state: DownloadAttributes.ContentState

    var body: some View {
        if let progress = state.progress {
            Gauge(value: progress) {
                EmptyView()
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(state.tint)
        } else {
            Image(systemName: "icloud.and.arrow.down")
                .foregroundStyle(DownloadStyle.active)
        }
    }
}
