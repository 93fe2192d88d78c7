//
//  RideAttributes+Preview.swift
//  RideWidget
//

import Foundation

extension RideAttributes {
    static var ferryBuilding: RideAttributes {
        RideAttributes(pickupName: "Ferry Building, Door 3", service: "Comfort")
    }
}

extension RideAttributes.ContentState {
    /// Daniel four minutes away.
    static var enRoute: Self {
        Self(
            status: .enRoute,
            driverName: "Daniel",
            rating: 4.92,
            car: "White Toyota Camry",
            plate: "8KXR214",
            pickupAt: Date(timeIntervalSinceNow: 252),
            progress: 0.7
        )
    }

    static var arrived: Self {
        var state = enRoute
        state.status = .arrived
        state.progress = 1
        return state
    }
}
