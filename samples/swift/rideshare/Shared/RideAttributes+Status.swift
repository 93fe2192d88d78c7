//
//  RideAttributes+Status.swift
//  Shared
//

import Foundation

extension RideAttributes.ContentState.Status {
    /// The car is at the pickup: the last status, so "arrived or later" is this one alone.
    var isAtPickup: Bool { self == .arrived }
}

extension RideAttributes.ContentState {
    /// "4.92": two decimals, as the app shows ratings.
    var ratingText: String { String(format: "%.2f", rating) }

    var arrivedLine: String { "\(driverName) is here" }

    /// From now until the pickup, for a countdown that stops at zero once the time has passed.
    func pickupCountdown(from now: Date = .now) -> ClosedRange<Date> {
        min(now, pickupAt)...pickupAt
    }
}

extension RideAttributes {
    /// "Comfort · Ferry Building, Door 3".
    var pickupLine: String { "\(service) · \(pickupName)" }
}
