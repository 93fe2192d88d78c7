//
//  GroceryOrderAttributes.swift
//  Pantry (shared)
//

import ActivityKit
import Foundation

/// A grocery order being picked in store; the shopper's substitutions need the customer's word.
struct GroceryOrderAttributes: ActivityAttributes {
    public typealias PickingStatus = ContentState

    public struct ContentState: Codable, Hashable {
        enum Stage: String, Codable, Hashable, CaseIterable {
            case queued
            case picking
            case checkingOut = "checking_out"
            case onTheWay = "on_the_way"
            case delivered
        }

        enum Decision: Codable, Hashable {
            case pending(suggestion: String, priceDeltaCents: Int)
            case accepted(replacement: String)
            case rejected
            case refunded(amountCents: Int)
        }

        struct Substitution: Codable, Hashable, Identifiable {
            var id: String
            var original: String
            var decision: Decision
            /// When the shopper decides alone if the customer has not answered.
            var respondBy: Date?
        }

        var stage: Stage
        var pickedCount: Int
        var itemCount: Int
        var substitutions: [Substitution]
        var shopperName: String
        var deliveryWindow: ClosedRange<Date>
        var totalCents: Int
    }

    var orderNumber: String
    var storeName: String
    var currencyCode: String
    var bagCount: Int?
}
