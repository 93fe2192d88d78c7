//
//  DeliveryStyle.swift
//  DeliveryWidget
//

import SwiftUI

/// The delivery's colours, in one place.
enum DeliveryStyle {
    static let accent = Color.orange
    static let pending = Color.gray
    static let done = Color.green
    static let stopSpacing: CGFloat = 12
}

extension DeliveryAttributes.ContentState.Step {
    /// A stop on the track is lit once the order has reached it.
    func dotColor(current: Self) -> Color {
        self <= current ? DeliveryStyle.accent : DeliveryStyle.pending
    }
}

extension DeliveryAttributes.ContentState {
    var progressTint: Color { isDelivered ? DeliveryStyle.done : DeliveryStyle.accent }
}

extension View {
    /// The countdown to the end of the arrival window, as every headline timer shows it.
    func etaStyle() -> some View {
        font(.headline).foregroundStyle(DeliveryStyle.accent)
    }
}
