//
//  PriceWatchAttributes.swift
//  Satoshi Watch (shared)
//

import ActivityKit
import Foundation

/// A coin the user watches after setting a price alert.
struct PriceWatchAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        /// The exchange's market status, as a string so new statuses do not break decoding.
        var market: String
        var price: Double
        var open24h: Double
        var high24h: Double
        var low24h: Double
        /// The last six hourly closes, oldest first.
        var hourly: [Double]
        var alertHit: Bool
    }

    var symbol: String
    var name: String
    var quoteCurrency: String
    var alertPrice: Double
    /// The coin's brand colour, 0xRRGGBB.
    var brandColor: Int
}
