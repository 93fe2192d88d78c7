//
//  PlayerLiveActivity.swift
//  EarshotWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

struct PlayerLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: EpisodeAttributes.self) { context in
            PlayerLockScreen(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Artwork()
                        .environment(\.playerAccent, Color(accent: context.attributes.accentHex))
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.state.timeLeft)
                        .font(.caption.monospacedDigit())
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.episode)
                        .font(.subheadline.bold())
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    PlayerControls(state: context.state)
                        .environment(\.playerAccent, Color(accent: context.attributes.accentHex))
                }
            } compactLeading: {
                Image(systemName: "waveform")
                    .foregroundStyle(Color(accent: context.attributes.accentHex))
            } compactTrailing: {
                Image(systemName: context.state.playback == .playing ? "pause.fill" : "play.fill")
            } minimal: {
                Image(systemName: "waveform")
                    .foregroundStyle(Color(accent: context.attributes.accentHex))
            }
        }
    }
}

#Preview("Episode", as: .content, using: EpisodeAttributes(show: "Signal & Noise", episode: "Ep. 212: The quiet web", accentHex: "#FF9F0A")) {
    PlayerLiveActivity()
} contentStates: {
    EpisodeAttributes.ContentState(playback: .playing, positionSeconds: 1_290, durationSeconds: 2_680, chapters: ["Intro", "Why pages got heavy", "Listener mail"], chapterIndex: 1, speed: 1.0)
    EpisodeAttributes.ContentState(playback: .paused, positionSeconds: 2_400, durationSeconds: 2_680, chapters: [], chapterIndex: 0, speed: 1.5)
    EpisodeAttributes.ContentState(playback: .ended, positionSeconds: 2_680, durationSeconds: 2_680, chapters: ["Intro"], chapterIndex: 4, speed: 1.0)
}
