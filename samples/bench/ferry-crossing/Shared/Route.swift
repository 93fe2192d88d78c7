//
//  Route.swift
//  Tidewater
//

import Foundation

/// A port the line calls at, with the short code printed on tickets.
struct Port: Codable, Hashable {
    var code: String
    var name: String
    var terminal: String?
}

/// The two ends of a crossing and its scheduled length.
struct Route: Codable, Hashable {
    var origin: Port
    var destination: Port
    var scheduledMinutes: Int

    /// "HEL → TLL", as the compact island shows it.
    var codes: String { "\(origin.code) → \(destination.code)" }

    /// The longer form the lock screen uses under the vessel's name.
    var title: String { "\(origin.name) to \(destination.name)" }
}
