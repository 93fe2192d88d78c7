//
//  FlightAttributes+Display.swift
//  Shared
//

import Foundation

extension FlightAttributes {
    /// "TAP Air Portugal · TP 1352".
    var carrierLine: String { "\(airline) · \(flightNumber)" }

    var seatLabel: String { "Seat \(seat)" }

    var tripURL: URL? { URL(string: "flights://trip/\(flightNumber)") }
}

extension FlightAttributes.ContentState {
    /// The departure day as the boarding pass prints it: "Nov 29".
    var departureDay: String {
        departure.formatted(.dateTime.month(.abbreviated).day())
    }

    /// A time on the 24-hour clock, "09:05", for the compact island where "AM" does not fit.
    static func clock24(_ date: Date) -> String {
        let parts = Calendar.current.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }

    /// "in 12 min", "40 sec ago", "in 2 hr": whole units, counted from `now`.
    static func relative(_ date: Date, from now: Date) -> String {
        let seconds = Int(date.timeIntervalSince(now).rounded())
        let magnitude = abs(seconds)
        let amount = magnitude < 60 ? "\(magnitude) sec" : magnitude < 3600 ? "\(magnitude / 60) min" : "\(magnitude / 3600) hr"
        return seconds >= 0 ? "in \(amount)" : "\(amount) ago"
    }
}
