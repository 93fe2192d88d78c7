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
    /// A minute and a half into the song when seen at 786020400 (seconds since 2001).
    static var midnightCity: Self {
        Self(
            title: "Midnight City",
            artist: "M83",
            album: "Hurry Up, We're Dreaming",
            isPlaying: true,
            track: Date(timeIntervalSinceReferenceDate: 786020308)...Date(timeIntervalSinceReferenceDate: 786020552),
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
