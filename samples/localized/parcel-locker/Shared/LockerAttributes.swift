//
//  LockerAttributes.swift
//  Paketfach
//

import ActivityKit
import Foundation

/// A parcel waiting in a pickup locker: where, which compartment, and how long it is held.
struct LockerAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var parcels: Int
        var compartment: Int
        var minutesLeft: Int
        var ready: Bool
    }

    var station: String
}
