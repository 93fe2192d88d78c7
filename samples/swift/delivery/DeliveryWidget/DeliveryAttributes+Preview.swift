//
//  DeliveryAttributes+Preview.swift
//  DeliveryWidget
//

import Foundation

extension DeliveryAttributes {
    static var luigis: DeliveryAttributes {
        DeliveryAttributes(orderNumber: 4127, restaurantName: "Luigi's Pizzeria")
    }
}

extension DeliveryAttributes.ContentState {
    /// Marco with the pizza, 60% of the way; seen at 786020400 (seconds since 2001), five
    /// minutes into the arrival window.
    static var onTheWay: Self {
        Self(
            driverName: "Marco",
            eta: Date(timeIntervalSinceNow: -300)...Date(timeIntervalSinceNow: 720),
            step: .delivering,
            progress: 0.6
        )
    }

    static var delivered: Self {
        Self(
            driverName: "Marco",
            eta: Date(timeIntervalSinceNow: -300)...Date(timeIntervalSinceNow: 720),
            step: .delivered,
            progress: 1
        )
    }

    /// Before the driver has the order there is no route yet: the bar stands empty.
    static var preparing: Self {
        Self(
            driverName: "Marco",
            eta: Date(timeIntervalSinceNow: -300)...Date(timeIntervalSinceNow: 720),
            step: .preparing,
            progress: nil
        )
    }
}
