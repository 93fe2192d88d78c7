//
//  DownloadLockScreenView.swift
//  DownloadWidget
//

import SwiftUI
import WidgetKit

/// The card on the lock screen: what is downloading, how far, and the bar.
struct DownloadLockScreenView: View {
    let state: DownloadAttributes.ContentState

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .top, spacing: 10) {
                Text(state.emoji)
                    .font(.title2)
                VStack(alignment: .leading, spacing: 0) {
                    Text(state.title)
                        .font(.headline)
                        .lineLimit(1)
                    Text(state.body)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                if let progress = state.progress {
                    PercentText(state: state, fraction: progress)
                        .font(DownloadStyle.percentFont)
                }
            }
            if let progress = state.progress {
                DownloadBar(state: state, fraction: progress)
            } else {
                HStack(spacing: 6) {
                    Image(systemName: "hourglass")
                        .font(.caption)
                    Text(DownloadStyle.waitingText)
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
            }
        }
    }
}
