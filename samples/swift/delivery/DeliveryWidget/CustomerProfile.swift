//
//  CustomerProfile.swift
//  DeliveryWidget
//

import Foundation

/// What the app saves about the customer in the shared App Group, read by the widget while it
/// renders: the first name the app greets them by once the food has arrived.
enum CustomerProfile {
    static var shared: UserDefaults? { UserDefaults(suiteName: "group.com.example.delivery") }

    /// ", Ana" once the app has saved the customer's first name; empty before that, when the
    /// card reads as `layouts/delivery.json` draws it.
    static var greetingSuffix: String {
        guard let name = shared?.string(forKey: "firstName"), !name.isEmpty else { return "" }
        return ", \(name)"
    }
}
