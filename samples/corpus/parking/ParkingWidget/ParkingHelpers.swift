//
//  ParkingHelpers.swift
//  KerbsideWidget
//

import Foundation
import SwiftUI

extension ParkingSessionAttributes.ContentState {
    var startedAt: Date { Date(timeIntervalSince1970: TimeInterval(startedAtUnix)) }
    var expiresAt: Date { Date(timeIntervalSince1970: TimeInterval(expiresAtUnix)) }
    var paidWindow: ClosedRange<Date> { startedAt...max(startedAt, expiresAt) }

    var minutesBought: Int { (expiresAtUnix - startedAtUnix) / 60 }
    var extendedMinutes: Int { extensions.reduce(0, +) }

    func minutesLeft(now: Date = .now) -> Int {
        max(Int(expiresAt.timeIntervalSince(now) / 60), 0)
    }

    /// The warning threshold is the rider's reminder, or ten minutes.
    func isNearlyOut(now: Date = .now) -> Bool {
        guard standing == .active || standing == .expiringSoon else { return false }
        return minutesLeft(now: now) <= (reminderMinutes ?? 10)
    }

    func tint(now: Date = .now) -> Color {
        switch standing {
        case .expired: return .red
        case .ended: return .gray
        case .active, .expiringSoon:
            return isNearlyOut(now: now) ? .orange : .blue
        }
    }
}

extension ParkingSessionAttributes {
    var plate: String {
        switch vehicle {
        case .car(let plate), .motorbike(let plate): plate
        case .van(let plate, _): plate
        }
    }

    var vehicleSymbol: String {
        switch vehicle {
        case .car: "car.fill"
        case .motorbike: "motorcycle"
        case .van(_, let permit) where permit != nil: "box.truck.badge.clock.fill"
        case .van: "box.truck.fill"
        }
    }

    func price(_ cents: Int) -> String {
        (Decimal(cents) / 100).formatted(.currency(code: currencyCode))
    }

    var rateText: String { "\(price(zone.hourlyRateCents))/h" }

    /// The session's page in the app, where extending is one tap.
    var extendURL: URL? { URL(string: "kerbside://sessions/\(sessionNumber)/extend") }

    /// When the zone's maximum stay runs out, whatever has been paid.
    func latestLeave(from start: Date) -> Date {
        Calendar.current.date(byAdding: .minute, value: zone.maxStayMinutes, to: start) ?? start
    }
}
