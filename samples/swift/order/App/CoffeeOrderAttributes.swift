//
//  CoffeeOrderAttributes.swift
//  Coffee (app target)
//

import ActivityKit
import Foundation

struct CoffeeOrderAttributes: ActivityAttributes {
    var storeName: String
    var orderNumber: String

    struct ContentState: Codable, Hashable {
        var status: Status
        var statusText: String
        var progress: Double
        var readyAt: Date

        enum CodingKeys: String, CodingKey {
            case status, statusText, progress, readyAt
        }

        enum Status: String, Codable, Hashable {
            case received, preparing, ready, collected
        }
    }
}
