//
//  NowPlayingAttributes+ContentState.swift
//  NowPlayingWidget
//

import Foundation

@available(iOS 16.1, *)
extension NowPlayingAttributes {
    public struct ContentState: Codable, Hashable {
        var title: String
        var artist: String
        var album: String
        var isPlaying: Bool
        /// When the track started and when it will end, for the scrubber.
        var track: ClosedRange<Date>
        /// Where playback was when this state was sent, 0...1.
        var position: Double
        /// The server always sends it: a default value does not make a key optional.
        var volume: Double = 0.5
    }
}

@available(iOS 16.1, *)
extension NowPlayingAttributes.ContentState {
    var length: TimeInterval { track.upperBound.timeIntervalSince(track.lowerBound) }
    /// "M83 · Hurry Up, We're Dreaming", under the title on the lock screen.
    var subtitle: String { "\(artist) · \(album)" }
    /// The play button shows what a tap would do.
    var toggleSymbol: String { isPlaying ? "pause.fill" : "play.fill" }
}
