//
//  DeliveryTracker.swift
//  Delivery (app target)
//

import ActivityKit
import Foundation

/// Starts the order's Live Activity and hands its push token to the server.
final class DeliveryTracker {
    func startTracking(orderNumber: Int, restaurant: String, driver: String, eta: ClosedRange<Date>) async throws {
        let attributes = DeliveryAttributes(orderNumber: orderNumber, restaurantName: restaurant)
        let state = DeliveryAttributes.DeliveryStatus(driverName: driver, eta: eta, step: .confirmed, progress: nil)
        let activity = try Activity.request(
            attributes: attributes,
            content: .init(state: state, staleDate: eta.upperBound.addingTimeInterval(30 * 60)),
            pushType: .token
        )
        for await token in activity.pushTokenUpdates {
            let hex = token.map { String(format: "%02x", $0) }.joined()
            print("register \(hex) for order \(orderNumber)")
        }
    }
}
