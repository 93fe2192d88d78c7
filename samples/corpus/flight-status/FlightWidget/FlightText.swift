//
//  FlightText.swift
//  ContrailWidget
//

import Foundation
import SwiftUI

extension FlightActivityAttributes.ContentState.Phase {
    /// The phase in the traveller's language, from the widget's string catalog.
    var title: String {
        switch self {
        case .scheduled: return String(localized: "phase.scheduled")
        case .boarding: return String(localized: "phase.boarding")
        case .gateClosed: return String(localized: "phase.gate_closed")
        case .departed: return String(localized: "phase.departed")
        case .landed: return String(localized: "phase.landed")
        case .diverted: return String(localized: "phase.diverted")
        }
    }

    var tint: Color {
        switch self {
        case .boarding: return .green
        case .gateClosed, .diverted: return .red
        default: return .blue
        }
    }
}

extension Date {
    /// "14:05" in the airport's own time zone, as boarding passes print it.
    func clock(in timeZoneIdentifier: String) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        formatter.timeZone = TimeZone(identifier: timeZoneIdentifier)
        return formatter.string(from: self)
    }
}

extension Int {
    /// A delay as the departures board shows it: "+25", or nothing when on time.
    var delayText: String? { self > 0 ? "+\(self)" : nil }
}

extension FlightActivityAttributes.ContentState {
    var delayMinutes: Int { Int(estimatedDeparture.timeIntervalSince(scheduledDeparture) / 60) }

    /// Whether the arrival falls on a later calendar day than the departure.
    var arrivesNextDay: Bool {
        !Calendar.current.isDate(estimatedArrival, inSameDayAs: estimatedDeparture)
    }
}

enum AppInfo {
    /// The app's name as the home screen shows it, for the lock screen's footer.
    static var displayName: String {
        Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String ?? "Contrail"
    }
}
