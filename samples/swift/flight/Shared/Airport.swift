//
//  Airport.swift
//  Shared
//

import Foundation

/// An airport as the boarding pass shows it.
struct Airport: Codable, Hashable {
    /// IATA code, "LIS".
    let code: String
    let city: String
}

extension Airport {
    var label: String { "\(city) (\(code))" }
}
