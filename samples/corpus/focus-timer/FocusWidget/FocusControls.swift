//
//  FocusControls.swift
//  TomatickWidget
//

import AppIntents
import SwiftUI

/// Pause/resume and skip, run in the app's process by the system.
struct FocusControls: View {
    let state: FocusSessionAttributes.ContentState
    let accent: Color

    var body: some View {
        HStack(spacing: 8) {
            Button(intent: ToggleFocusPauseIntent()) {
                Image(systemName: state.isPaused ? "play.fill" : "pause.fill")
                    .font(.body.weight(.semibold))
                    .frame(width: 36, height: 36)
            }
            .buttonStyle(.plain)
            .background(accent.opacity(0.25), in: Circle())
            Button(intent: SkipBlockIntent()) {
                Image(systemName: "forward.end.fill")
                    .font(.body.weight(.semibold))
                    .frame(width: 36, height: 36)
            }
            .buttonStyle(.plain)
            .background(.white.opacity(0.12), in: Circle())
        }
        .foregroundStyle(accent)
    }
}

struct ToggleFocusPauseIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Pause or resume"
    func perform() async throws -> some IntentResult { .result() }
}

struct SkipBlockIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Skip to the next block"
    func perform() async throws -> some IntentResult { .result() }
}
