//
//  FocusTheme.swift
//  TomatickWidget
//

import SwiftUI

/// Colours for each kind of block, light and dark.
enum FocusTheme {
    static let tomato = Color(red: 0.93, green: 0.29, blue: 0.23)
    static let leaf = Color(red: 0.30, green: 0.72, blue: 0.45)
    static let rest = Color(uiColor: .systemIndigo)

    static func accent(for block: FocusSessionAttributes.ContentState.Block) -> Color {
        switch block {
        case .focus: tomato
        case .shortBreak: leaf
        case .longBreak: rest
        }
    }

    static func background(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(white: 0.08) : Color(white: 0.97)
    }

    static let symbol: [FocusSessionAttributes.ContentState.Block: String] = [
        .focus: "brain.head.profile",
        .shortBreak: "cup.and.saucer.fill",
        .longBreak: "figure.walk",
    ]
}

extension View {
    /// Dims the content while the timer is paused, so a glance tells them apart.
    func pausedLook(_ paused: Bool) -> some View {
        opacity(paused ? 0.55 : 1)
    }
}

/// A countdown that keeps the width of "00:00" so the island does not jump as digits change.
struct SteadyCountdown: View {
    let state: FocusSessionAttributes.ContentState

    var body: some View {
        Text("00:00")
            .hidden()
            .overlay(alignment: .trailing) {
                if let pausedAt = state.pausedAt {
                    Text(timerInterval: state.window, pauseTime: pausedAt, countsDown: true, showsHours: false)
                } else {
                    Text(timerInterval: state.window, countsDown: true)
                        .multilineTextAlignment(.trailing)
                }
            }
            .monospacedDigit()
    }
}
