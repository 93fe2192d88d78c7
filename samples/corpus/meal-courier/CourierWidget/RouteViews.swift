//
//  RouteViews.swift
//  ForkfulWidget
//

import SwiftUI
import WidgetKit

/// The courier's pin on a straight route from the restaurant to the door.
struct RouteTrack: View {
    var progress: Double
    var tint: Color

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(Color.white.opacity(0.2))
                    .frame(height: 4)
                Capsule()
                    .fill(tint)
                    .frame(width: proxy.size.width * min(max(progress, 0), 1), height: 4)
                Image(systemName: "mappin.circle.fill")
                    .foregroundStyle(tint)
                    .offset(x: proxy.size.width * min(max(progress, 0), 1) - 8)
            }
        }
        .frame(height: 16)
    }
}

/// The restaurant's logo tile: a fixed 46 pt square, as the lock screen design asks.
struct RestaurantTile: View {
    var brand: Color

    var body: some View {
        Image(systemName: "fork.knife.circle.fill")
            .resizable()
            .aspectRatio(contentMode: .fit)
            .frame(width: 46, height: 46)
            .foregroundStyle(brand)
    }
}

/// The lock screen card: restaurant, stage, ETA and the route.
struct CourierLockScreen: View {
    let context: ActivityViewContext<CourierOrderAttributes>

    private var brand: Color { Color(hex: context.attributes.brandHex) }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: 12) {
                RestaurantTile(brand: brand)
                VStack(alignment: .leading, spacing: 2) {
                    Text(context.attributes.restaurantName)
                        .font(.headline)
                    Text(context.state.stage.title)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                    if let courier = context.state.courierName {
                        Text(String(format: NSLocalizedString("courier.with", comment: ""), courier))
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
                Spacer()
                if context.state.stage != .delivered {
                    Text(etaText(context.state.etaMinutes))
                        .font(.title2.bold())
                        .foregroundStyle(brand)
                }
            }
            if context.state.stage.isOnTheRoad {
                RouteTrack(progress: context.state.routeProgress, tint: brand)
            }
        }
        .padding(16)
        .background(.ultraThinMaterial)
    }
}
