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
            VStack(alignment: .leading) {
                Text(context.state.title).font(.headline)
                Text(context.state.subtitle).font(.subheadline).foregroundStyle(.secondary)
                ProgressView(timerInterval: context.state.track, countsDown: false)
                Label(context.attributes.device, systemImage: "airpodspro")
                    .font(.caption)
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "music.note")
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.title).lineLimit(1)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Image(systemName: context.state.isPlaying ? "pause.fill" : "play.fill")
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ProgressView(timerInterval: context.state.track, countsDown: false)
                }
            } compactLeading: {
                Image(systemName: "music.note")
            } compactTrailing: {
                Image(systemName: context.state.isPlaying ? "waveform" : "pause.fill")
            } minimal: {
                Image(systemName: "music.note")
            }
        }
    }
}
