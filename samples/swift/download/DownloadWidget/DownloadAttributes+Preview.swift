//
//  DownloadAttributes+Preview.swift
//  DownloadWidget
//

import Foundation

extension DownloadAttributes.ContentState {
    /// A film 62% of the way down.
    static var film: Self {
        Self(emoji: "🎬", title: "The Grand Budapest Hotel", body: "1.2 of 1.9 GB · about 2 min left", progress: 0.62)
    }

    /// Before the server knows the size there is no progress to show.
    static var waiting: Self {
        Self(emoji: "🎬", title: "The Grand Budapest Hotel", body: "Waiting for the server", progress: nil)
    }

    static var finished: Self {
        Self(emoji: "🎬", title: "The Grand Budapest Hotel", body: "1.9 GB · ready to watch", progress: 1)
    }

    /// "62%": the share rounded half away from zero, with no grouping, as a `String` so `Text`
    /// shows it verbatim.
    static func percentText(_ fraction: Double) -> String {
        "\(Int((fraction * 100).rounded()))%"
    }
}
