//
//  PlayerViews.swift
//  EarshotWidget
//

import SwiftUI
import WidgetKit

/// The show's artwork stand-in: a fixed 46 pt square the lock screen design asks for.
struct Artwork: View {
    @Environment(\.playerAccent) private var accent

    var body: some View {
        Image(systemName: "waveform.circle.fill")
            .resizable()
            .aspectRatio(contentMode: .fit)
            .frame(width: 46, height: 46)
            .foregroundStyle(accent)
    }
}

/// Play/pause and skip buttons, each a `Label` whose title VoiceOver reads.
struct PlayerControls: View {
    let state: EpisodeAttributes.ContentState
    @Environment(\.playerAccent) private var accent

    var body: some View {
        HStack(spacing: 14) {
            Button(intent: TogglePlaybackIntent()) {
                if state.playback == .playing {
                    Label(NSLocalizedString("control.pause", comment: ""), systemImage: "pause.fill")
                } else {
                    Label(NSLocalizedString("control.play", comment: ""), systemImage: "play.fill")
                }
            }
            Button(intent: SkipForwardIntent()) {
                Label(NSLocalizedString("control.skip", comment: ""), systemImage: "goforward.30")
            }
            // The skip button keeps its place once the episode ends, so the row does not shift.
            .opacity(state.playback == .ended ? 0 : 1)
        }
        .font(.caption.bold())
        .tint(accent)
    }
}

/// The lock screen card.
struct PlayerLockScreen: View {
    let context: ActivityViewContext<EpisodeAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 12) {
                Artwork()
                VStack(alignment: .leading, spacing: 2) {
                    Text(context.attributes.episode)
                        .font(.headline)
                        .lineLimit(1)
                    Text(context.attributes.show)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    if let chapter = context.state[chapter: context.state.chapterIndex] {
                        Text(chapter)
                            .font(.caption2)
                            .foregroundStyle(.secondary)
                    }
                }
                Spacer()
            }
            ProgressView(value: context.state.progress)
            HStack {
                statusText
                Spacer()
                PlayerControls(state: context.state)
            }
        }
        .padding()
        .environment(\.playerAccent, Color(accent: context.attributes.accentHex))
    }

    @ViewBuilder
    private var statusText: some View {
        switch context.state.playback {
        case .buffering:
            Text(NSLocalizedString("state.buffering", comment: ""))
        case .ended:
            Text(NSLocalizedString("state.ended", comment: ""))
        default:
            Text(context.state.timeLeft)
                .font(.caption.monospacedDigit())
        }
    }
}
