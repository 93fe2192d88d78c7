//
//  HomeStatusAttributes.swift
//  Hearth
//

import ActivityKit
import Foundation

/// The home's devices while the owner is away: doors, the car on its charger, the heating.
struct HomeStatusAttributes: ActivityAttributes {
    /// One device as the hub reports it.
    struct Device: Codable, Hashable, Identifiable {
        enum Kind: String, Codable, Hashable {
            case lock, garage, charger, thermostat, camera
        }

        var id: String
        var name: String
        var kind: Kind
        var isActive: Bool
        var reading: String? = nil
    }

    public struct ContentState: Codable, Hashable {
        var devices: [Device]
        var alarmArmed: Bool
        var carPercent: Int
        var message: String?

        /// The hub's summary of how many devices need a look.
        var openCount: Int {
            devices.filter { !$0.isActive && ($0.kind == .lock || $0.kind == .garage) }.count
        }
    }

    var homeName: String
    var hubModel: String
}

extension HomeStatusAttributes.ContentState {
    /// The state the app starts with when everything is shut and armed.
    init(allSecure devices: [HomeStatusAttributes.Device], carPercent: Int = 80) {
        self.init(devices: devices, alarmArmed: true, carPercent: carPercent, message: nil)
    }
}
