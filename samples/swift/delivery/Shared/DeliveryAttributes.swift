//
//  DeliveryAttributes.swift
//  Shared (member of the app and the widget extension)
//

import ActivityKit
import Foundation

struct DeliveryAttributes: ActivityAttributes {
    public typealias DeliveryStatus = ContentState

    public struct ContentState: Codable, Hashable {
        /// The order's journey, in the order it happens; the server sends the raw value.
        enum Step: String, Codable, CaseIterable {
            case confirmed
            case preparing
            case pickedUp
            case delivering
            case delivered
        }

        var driverName: String
        /// Earliest and latest arrival; the island counts down to the upper bound.
        var eta: ClosedRange<Date>
        var step: Step
        /// 0...1 along the route, once the driver has the order.
        var progress: Double?
        /// When the widget last animated a step change; kept on the device, never pushed.
        var announcedStep: Step?

        enum CodingKeys: String, CodingKey {
            case driverName
            case eta
            case step
            case progress
        }
    }

    var orderNumber: Int
    var restaurantName: String
}
