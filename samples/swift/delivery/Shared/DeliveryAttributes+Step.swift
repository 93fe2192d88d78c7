//
//  DeliveryAttributes+Step.swift
//  Shared
//

import Foundation

extension DeliveryAttributes.ContentState.Step: Comparable {
    static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    var symbolName: String {
        switch self {
        case .confirmed: "checkmark.circle"
        case .preparing: "frying.pan"
        case .pickedUp: "bag"
        case .delivering: "box.truck.fill"
        case .delivered: "house.fill"
        }
    }

    var title: String {
        switch self {
        case .confirmed: "Order confirmed"
        case .preparing: "Being prepared"
        case .pickedUp: "Picked up"
        case .delivering: "On the way"
        case .delivered: "Delivered"
        }
    }
}

extension DeliveryAttributes.ContentState {
    var isFinished: Bool { step == .delivered }
}
