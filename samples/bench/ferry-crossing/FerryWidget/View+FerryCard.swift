//
//  View+FerryCard.swift
//  TidewaterWidget
//

import SwiftUI

/// A small rounded chip, used for the lane, the plate and the delay.
struct Chip: View {
    let text: String
    var tint: Color = FerryStyle.foam
    var monospaced = false

    var body: some View {
        Text(text)
            .font(.caption2.weight(.semibold))
            .monospaced(monospaced)
            .padding(.horizontal, 6)
            .padding(.vertical, 2)
            .foregroundStyle(tint)
            .background(tint.opacity(0.18), in: Capsule())
    }
}

extension Color {
    /// The card's colours dim when the activity has not heard from the backend for a while.
    func stale(_ isStale: Bool) -> Color {
        isStale ? self.opacity(0.55) : self
    }
}
