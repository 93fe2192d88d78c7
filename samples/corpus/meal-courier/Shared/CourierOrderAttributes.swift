//
//  CourierOrderAttributes.swift
//  Forkful (shared between the app and the widget extension)
//

import ActivityKit
import Foundation

/// One restaurant order on its way to the customer.
struct CourierOrderAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        /// Where the order is, as the dispatch service reports it.
        enum Stage: String, Codable, Hashable {
            case confirmed
            case preparing
            case pickedUp = "picked_up"
            case nearby
            case delivered
            case cancelled
        }

        var stage: Stage
        var courierName: String?
        /// The courier's position on the route, from 0 (restaurant) to 1 (door).
        var routeProgress: Double
        var etaMinutes: Int
        var updatedAt: Date
    }

    var orderNumber: String
    var restaurantName: String
    /// The restaurant's brand colour as the API sends it, "#RRGGBB".
    var brandHex: String
    var itemCount: Int

    init(orderNumber: String, restaurantName: String, brandHex: String = "#E4572E", itemCount: Int = 1) {
        self.orderNumber = orderNumber
        self.restaurantName = restaurantName
        self.brandHex = brandHex
        self.itemCount = itemCount
    }
}

extension CourierOrderAttributes.ContentState {
    /// A state for previews: only the stage is required, the rest has the values a fresh order has.
    init(stage: Stage, courier: String? = nil, progress: Double = 0, eta: Int = 30) {
        self.init(stage: stage, courierName: courier, routeProgress: progress, etaMinutes: eta, updatedAt: .now)
    }
}
