//
//  EpisodeAttributes.swift
//  Earshot
//

import ActivityKit
import Foundation

/// The episode playing in the podcast app.
struct EpisodeAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        enum Playback: String, Codable, Hashable {
            case playing, paused, buffering, ended
        }

        var playback: Playback
        var positionSeconds: Int
        var durationSeconds: Int
        var chapters: [String]
        var chapterIndex: Int
        var speed: Double
    }

    var show: String
    var episode: String
    /// The show's accent, "#RRGGBB", from the feed's artwork.
    var accentHex: String
}
