//
//  NowPlayingLiveActivity.swift
//  NowPlayingWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

@available(iOS 16.1, *)
struct NowPlayingLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: NowPlayingAttributes.self) { context in
            NowPlayingLockScreenView(context: context)
                .widgetURL(URL(string: "music://now-playing"))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    // A template image from the asset catalog: drawn in the accent colour.
                    Image("Equalizer")
                        .resizable()
                        .scaledToFit()
                        .padding(.leading, 4)
                        .frame(width: 32, height: 28)
                        .foregroundStyle(MusicStyle.accent)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    HStack(spacing: 4) {
                        Image(systemName: "speaker.wave.2.fill")
                        VolumeGauge(volume: context.state.volume)
                    }
                }
                DynamicIslandExpandedRegion(.center) {
                    VStack(spacing: 0) {
                        Text(context.state.title)
                            .font(.headline)
                            .lineLimit(1)
                        Text(context.state.artist)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                            .lineLimit(1)
                    }
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(spacing: 4) {
                        PlaybackRow(state: context.state)
                        TransportControls(state: context.state, spacing: 40)
                    }
                }
            } compactLeading: {
                Image(systemName: "music.note")
                    .foregroundStyle(MusicStyle.accent)
            } compactTrailing: {
                if context.state.isPlaying {
                    RemainingTime(track: context.state.track)
                        .foregroundStyle(MusicStyle.accent)
                } else {
                    Image(systemName: "pause.fill")
                        .foregroundStyle(MusicStyle.accent)
                }
            } minimal: {
                Image(systemName: context.state.isPlaying ? "music.note" : "pause.fill")
                    .foregroundStyle(MusicStyle.accent)
            }
            .keylineTint(MusicStyle.accent)
        }
    }
}

@available(iOS 17.0, *)
#Preview("Lock screen", as: .content, using: NowPlayingAttributes.airPods) {
    NowPlayingLiveActivity()
} contentStates: {
    NowPlayingAttributes.ContentState.midnightCity
    NowPlayingAttributes.ContentState.paused
}

@available(iOS 17.0, *)
#Preview("Island expanded", as: .dynamicIsland(.expanded), using: NowPlayingAttributes.airPods) {
    NowPlayingLiveActivity()
} contentStates: {
    NowPlayingAttributes.ContentState.midnightCity
    NowPlayingAttributes.ContentState.paused
}
