//
//  DeliveryAttributes+Step.swift
//  Shared
//

import Foundation

/// Steps compare in the order they happen, so "every stop up to the current one" is `<=`.
extension DeliveryAttributes.ContentState.Step: Comparable {
    static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
