//
//  ChargeFormat.swift
//  VoltStopWidget
//

import Foundation
import SwiftUI

/// The colours of the charging widget, in one place so the island and the lock screen agree.
enum Palette {
    static let volt = Color(red: 0.36, green: 0.86, blue: 0.42)
    static let amber = Color(red: 1.0, green: 0.72, blue: 0.18)
    static let track = Color.white.opacity(0.18)
    static let panel = Color.black.opacity(0.82)
}

enum ChargeFormat {
    static func money(cents: Int, currency: String) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = currency
        formatter.maximumFractionDigits = 2
        return formatter.string(from: NSNumber(value: Double(cents) / 100)) ?? "\(cents / 100) \(currency)"
    }

    static func energy(_ kwh: Double) -> String {
        let measurement = Measurement(value: kwh, unit: UnitEnergy.kilowattHours)
        return measurement.formatted(.measurement(width: .abbreviated, usage: .asProvided))
    }

    static func power(_ kw: Double) -> String {
        kw >= 100 ? String(format: "%.0f kW", kw) : String(format: "%.1f kW", kw)
    }

    static func color(forPercent percent: Int) -> Color {
        switch percent {
        case ..<20: return .red
        case 20..<50: return Palette.amber
        default: return Palette.volt
        }
    }
}
