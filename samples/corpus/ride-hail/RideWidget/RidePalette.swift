//
//  RidePalette.swift
//  HopperWidget
//

import SwiftUI
import UIKit

/// The app's colours, kept as UIKit colours because the app target shares them.
enum RidePalette {
    static let brand = UIColor(red: 0.36, green: 0.25, blue: 0.83, alpha: 1)
    static let waiting = UIColor.systemOrange
    static let muted = UIColor.secondaryLabel
}

extension Color {
    /// The brand violet for SwiftUI views.
    static let hopper = Color(RidePalette.brand)

    /// A car's paint from the fleet database's 0xRRGGBB.
    init(paint: UInt32) {
        self.init(uiColor: UIColor(
            red: CGFloat((paint >> 16) & 0xFF) / 255,
            green: CGFloat((paint >> 8) & 0xFF) / 255,
            blue: CGFloat(paint & 0xFF) / 255,
            alpha: 1
        ))
    }
}

extension RideAttributes.ContentState {
    /// The status line for every stage of the ride.
    var headline: String {
        switch self {
        case .searching: return "Finding your driver"
        case let .driverAssigned(driver, _, minutes): return "\(driver) is \(minutes) min away"
        case let .arriving(driver, _): return "\(driver) is here"
        case .onTrip: return "On your way"
        case .completed: return "You've arrived"
        }
    }

    /// The car, when a driver has been matched.
    var vehicle: RideAttributes.Vehicle? {
        switch self {
        case let .driverAssigned(_, vehicle, _), let .arriving(_, vehicle): return vehicle
        default: return nil
        }
    }

    var symbol: String {
        switch self {
        case .searching: return "magnifyingglass"
        case .driverAssigned, .arriving: return "car.fill"
        case .onTrip: return "location.fill"
        case .completed: return "checkmark.circle.fill"
        }
    }
}

/// Cents as the rider's receipt prints them.
func fareText(_ cents: Int) -> String {
    (Double(cents) / 100).formatted(.currency(code: "USD"))
}
