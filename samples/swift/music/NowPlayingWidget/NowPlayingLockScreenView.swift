//
//  NowPlayingLockScreenView.swift
//  NowPlayingWidget
//

import ActivityKit
import SwiftUI
import WidgetKit

/// The player on the lock screen.
@available(iOS 16.1, *)
struct NowPlayingLockScreenView: View {
    let context: ActivityViewContext<NowPlayingAttributes>

    private var state: NowPlayingAttributes.ContentState { context.state }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 8) {
                Image("AlbumArt")
                    .resizable()
                    .aspectRatio(contentMode: .fill)
                    .frame(width: 44, height: 44)
                    .clipShape(RoundedRectangle(cornerRadius: 8))
                VStack(alignment: .leading, spacing: 0) {
                    Text(state.title)
                        .font(.headline)
                        .lineLimit(1)
                    Text(state.subtitle)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            PlaybackRow(state: state)
            HStack {
                TransportControls(state: state, spacing: 28)
                    .padding(.leading, 4)
                    .frame(maxWidth: .infinity, alignment: .leading)
                outputDevice
            }
        }
    }

    private var outputDevice: some View {
        HStack(spacing: 6) {
            Image(systemName: "airpodspro")
                .foregroundStyle(.secondary)
            Text(context.attributes.device)
                .font(.caption)
                .foregroundStyle(.secondary)
                .lineLimit(1)
            VolumeGauge(volume: state.volume)
        }
    }
}
