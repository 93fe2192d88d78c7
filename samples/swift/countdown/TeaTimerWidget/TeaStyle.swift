//
//  TeaStyle.swift
//  TeaTimerWidget
//

import SwiftUI

/// The tea timer's colours and type, in one place.
enum TeaStyle {
    static let running = Color.mint
    static let paused = Color.orange
    static let pausedBarOpacity = 0.6
    static let cardClock = Font.system(size: 28, weight: .semibold, design: .rounded)
    static let islandClock = Font.system(size: 20, weight: .semibold, design: .rounded)
}

extension View {
    /// The secondary line under the clock: small and grey.
    func teaCaption() -> some View {
        foregroundStyle(.secondary)
    }
}
