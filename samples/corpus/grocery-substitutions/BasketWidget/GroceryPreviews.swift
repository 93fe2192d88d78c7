//
//  GroceryPreviews.swift
//  BasketWidget
//

import SwiftUI
import WidgetKit

private let weeklyShop = GroceryOrderAttributes(orderNumber: "PN-20931", storeName: "Greenway Market", currencyCode: "USD", bagCount: 4)

private let window = Date.now.addingTimeInterval(45 * 60)...Date.now.addingTimeInterval(75 * 60)

#Preview("Substitutions", as: .content, using: weeklyShop) {
    GroceryLiveActivity()
} contentStates: {
    GroceryOrderAttributes.ContentState(
        stage: .picking, pickedCount: 17, itemCount: 31,
        substitutions: [
            .init(id: "s1", original: "Oat milk 1 L (Barista)", decision: .pending(suggestion: "Oat milk 1 L (Original)", priceDeltaCents: -20), respondBy: .now.addingTimeInterval(180)),
            .init(id: "s2", original: "Sourdough loaf", decision: .pending(suggestion: "Rye sourdough", priceDeltaCents: 65), respondBy: .now.addingTimeInterval(420)),
            .init(id: "s3", original: "Limes ×4", decision: .refunded(amountCents: 196), respondBy: nil),
        ],
        shopperName: "Dana", deliveryWindow: window, totalCents: 8_412
    )
    GroceryOrderAttributes.ContentState(
        stage: .onTheWay, pickedCount: 31, itemCount: 31,
        substitutions: [.init(id: "s3", original: "Limes ×4", decision: .refunded(amountCents: 196), respondBy: nil)],
        shopperName: "Dana", deliveryWindow: window, totalCents: 8_216
    )
}
