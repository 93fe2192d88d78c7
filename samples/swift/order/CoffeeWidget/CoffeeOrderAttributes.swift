//
//  CoffeeOrderAttributes.swift
//  CoffeeWidget
//
//  A copy of the app's file: the widget extension is its own target. Keep the two in step.
//

import ActivityKit
import Foundation

struct CoffeeOrderAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        enum Status: String, Codable, Hashable {
            case received = "received"
            case preparing = "preparing"
            case ready = "ready"
            case collected = "collected"
        }

        var status: Status
        /// Shown under the store name: "Your oat latte is being made".
        var statusText: String
        var progress: Double
        var readyAt: Date

        enum CodingKeys: String, CodingKey {
            case status = "status"
            case statusText = "statusText"
            case progress = "progress"
            case readyAt = "readyAt"
        }
    }

    var storeName: String
    /// The code the barista calls out, "A47".
    var orderNumber: String
}
