//
//  RideStyle.swift
//  RideWidget
//

import SwiftUI

/// The ride's colours and type.
enum RideStyle {
    static let accent = Color.green
    static let star = Color.yellow
    /// A licence plate: black on #F2F2F7.
    static let plateInk = Color.black
    static let plateCard = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
    static let plateFont = Font.system(size: 15, weight: .bold, design: .monospaced)
}

/// The car's licence plate, as printed.
struct PlateView: View {
    let plate: String

    var body: some View {
        Text(plate)
            .font(RideStyle.plateFont)
            .foregroundStyle(RideStyle.plateInk)
            .padding(.horizontal, 6)
            .background(RideStyle.plateCard)
    }
}

/// The driver's star rating.
struct RatingView: View {
    let state: RideAttributes.ContentState

    var body: some View {
        HStack(spacing: 4) {
            Image(systemName: "star.fill")
                .foregroundStyle(RideStyle.star)
            Text(state.ratingText)
        }
    }
}

/// The car's way to the pin.
struct RouteProgress: View {
    let progress: Double

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "car.fill")
            ProgressView(value: progress)
                .tint(RideStyle.accent)
            Image(systemName: "mappin")
        }
    }
}

/// The countdown to the pickup, in the ride's green.
struct PickupTimer: View {
    let state: RideAttributes.ContentState

    var body: some View {
        Text(timerInterval: state.pickupCountdown(), countsDown: true)
            .foregroundStyle(RideStyle.accent)
    }
}
