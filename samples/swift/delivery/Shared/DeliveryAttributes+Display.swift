//
//  DeliveryAttributes+Display.swift
//  Shared
//

import Foundation

extension DeliveryAttributes {
    /// The order as the receipt prints it. Built as a `String` so `Text` shows "4127", not the
    /// grouped "4,127" a `LocalizedStringKey` interpolation of an `Int` would give.
    var orderLabel: String { "#\(orderNumber)" }

    /// Where a tap on the card goes: the order in the app.
    var orderURL: URL? { URL(string: "pizza://order/\(orderNumber)") }

    /// The island's button that rings the driver.
    var callURL: URL { URL(string: "pizza://order/\(orderNumber)/call")! }
}

extension DeliveryAttributes.ContentState {
    var isDelivered: Bool { step == .delivered }

    /// The card's second line while the food is still out.
    func onTheWayLine(order: DeliveryAttributes) -> String {
        "\(driverName) is on the way · order \(order.orderLabel)"
    }

    var callLabel: String { "Call \(driverName)" }
}
