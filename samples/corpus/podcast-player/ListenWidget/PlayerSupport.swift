//
//  PlayerSupport.swift
//  EarshotWidget
//

import AppIntents
import SwiftUI

/// Plays or pauses the episode from the lock screen.
struct TogglePlaybackIntent: AppIntent {
    static var title: LocalizedStringResource = "Play or pause"
    func perform() async throws -> some IntentResult { .result() }
}

/// Skips thirty seconds ahead.
struct SkipForwardIntent: AppIntent {
    static var title: LocalizedStringResource = "Skip forward"
    func perform() async throws -> some IntentResult { .result() }
}

extension Color {
    /// The feed's accent, "#RRGGBB"; a malformed value falls back to purple.
    init(accent hex: String) {
        let scanner = Scanner(string: hex)
        _ = scanner.scanString("#")
        var rgb: UInt64 = 0
        guard scanner.scanHexInt64(&rgb) else {
            self = .purple
            return
        }
        self.init(red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255, blue: Double(rgb & 0xFF) / 255)
    }
}

extension EpisodeAttributes.ContentState {
    /// The chapter title at an index, or nil past the end: chapters come and go as the feed updates.
    subscript(chapter index: Int) -> String? {
        chapters.indices.contains(index) ? chapters[index] : nil
    }

    var progress: Double {
        durationSeconds > 0 ? Double(positionSeconds) / Double(durationSeconds) : 0
    }

    /// "23:10 left", from the strings file.
    var timeLeft: String {
        let left = max(durationSeconds - positionSeconds, 0)
        let text = String(format: "%d:%02d", left / 60, left % 60)
        return String(format: NSLocalizedString("time.left", comment: "remaining time"), text)
    }
}

/// The player's accent, set once at the top of the lock screen for every control under it.
private struct PlayerAccentKey: EnvironmentKey {
    static let defaultValue: Color = .purple
}

extension EnvironmentValues {
    var playerAccent: Color {
        get { self[PlayerAccentKey.self] }
        set { self[PlayerAccentKey.self] = newValue }
    }
}
