//
//  NowPlayingAttributes+Preview.swift
//  NowPlayingWidget
//

import Foundation

@available(iOS 16.1, *)
extension NowPlayingAttributes {
    static var airPods: NowPlayingAttributes {
        NowPlayingAttributes(device: "AirPods Pro")
    }
}

@available(iOS 16.1, *)
extension NowPlayingAttributes.ContentState {
    /// A minute and a half into the song.
    static var midnightCity: Self {
        Self(
            title: "Midnight City",
            artist: "M83",
            album: "Hurry Up, We're Dreaming",
            isPlaying: true,
            track: Date(timeIntervalSinceNow: -92)...Date(timeIntervalSinceNow: 152),
            position: 0.38,
            volume: 0.6
        )
    }

    /// The same song, paused where it was.
    static var paused: Self {
        var state = midnightCity
        state.isPlaying = false
        return state
    }
}
