//
//  PlaybackViews.swift
//  NowPlayingWidget
//

import SwiftUI
import WidgetKit

/// Elapsed time, the scrubber and the time left, in small grey digits.
@available(iOS 16.1, *)
struct PlaybackRow: View {
    let state: NowPlayingAttributes.ContentState

    var body: some View {
        HStack(spacing: 8) {
            if state.isPlaying {
                Text(timerInterval: state.track, countsDown: false)
            } else {
                Text("Paused")
            }
            scrubber
                .tint(MusicStyle.accent)
            if state.isPlaying {
                RemainingTime(track: state.track)
            }
        }
        .font(.caption)
        .foregroundStyle(.secondary)
        .monospacedDigit()
    }

    /// Runs with the track while it plays; stands dimmed where it stopped.
    @ViewBuilder
    private var scrubber: some View {
        if state.isPlaying {
            ProgressView(timerInterval: state.track, countsDown: false) {
                EmptyView()
            } currentValueLabel: {
                EmptyView()
            }
        } else {
            ProgressView(value: state.position)
                .opacity(MusicStyle.pausedBarOpacity)
        }
    }
}

/// Previous, play or pause, next: each opens the app's player.
@available(iOS 16.1, *)
struct TransportControls: View {
    let state: NowPlayingAttributes.ContentState
    let spacing: CGFloat

    var body: some View {
        HStack(spacing: spacing) {
            control("music://previous", symbol: "backward.end.fill")
            control("music://toggle", symbol: state.toggleSymbol)
            control("music://next", symbol: "forward.end.fill")
        }
    }

    private func control(_ destination: String, symbol: String) -> some View {
        Link(destination: URL(string: destination)!) {
            Image(systemName: symbol)
        }
    }
}
