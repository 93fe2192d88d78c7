//
//  RideAttributes+Status.swift
//  Shared
//

import Foundation

extension RideAttributes.ContentState.Status {
    var headline: String {
        switch self {
        case .enRoute: "Your driver is on the way"
        case .arriving: "Your driver is arriving"
        case .arrived: "Your driver is here"
        }
    }
}

extension RideAttributes.ContentState {
    var ratingText: String { String(format: "%.2f★", rating) }
}
