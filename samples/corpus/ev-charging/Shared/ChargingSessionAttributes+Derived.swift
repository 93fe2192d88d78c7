//
//  ChargingSessionAttributes+Derived.swift
//  VoltStop
//

import Foundation

extension ChargingSessionAttributes.ContentState {
    /// 0...1 towards the target, never past it.
    var fractionToTarget: Double {
        guard targetPercent > 0 else { return 0 }
        return min(Double(batteryPercent) / Double(targetPercent), 1)
    }

    var isDrawingPower: Bool {
        switch phase {
        case .charging, .throttled: return true
        default: return false
        }
    }

    var currentPowerKW: Double? {
        switch phase {
        case let .charging(powerKW), let .throttled(powerKW, _): return powerKW
        default: return nil
        }
    }

    /// The short word the compact island shows.
    var headline: String {
        switch phase {
        case .preparing: return "Starting"
        case .charging(let kw) where kw >= 150: return "Fast charging"
        case .charging: return "Charging"
        case .throttled: return "Slowed down"
        case .complete: return "Charged"
        case .idleFees: return "Move your car"
        case .faulted(let code): return "Error \(code)"
        }
    }

    /// The interval the lock screen counts down: from now to the estimate, when there is one.
    func remaining(from now: Date = .now) -> ClosedRange<Date>? {
        guard let estimatedFullAt, estimatedFullAt > now else { return nil }
        return now...estimatedFullAt
    }
}

extension ChargingSessionAttributes {
    /// When idle fees begin if the car stays plugged in after `full`.
    func idleFeeStart(after full: Date) -> Date {
        full.addingTimeInterval(TimeInterval(tariff.graceMinutes * 60))
    }

    var stallLabel: String { "Stall \(station.stallNumber) · \(station.connector.rawValue)" }
}
