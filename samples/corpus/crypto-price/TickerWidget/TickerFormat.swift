//
//  TickerFormat.swift
//  SatoshiWidget
//

import SwiftUI

extension Color {
    /// A colour from 0xRRGGBB as the app's asset API stores it.
    init(rgb: UInt32, opacity: Double = 1) {
        self.init(
            .sRGB,
            red: Double((rgb & 0xFF0000) >> 16) / 255,
            green: Double((rgb & 0x00FF00) >> 8) / 255,
            blue: Double(rgb & 0x0000FF) / 255,
            opacity: opacity
        )
    }

    /// The same from an `Int`, which is what JSON numbers decode to.
    init(rgb: Int, opacity: Double = 1) {
        self.init(rgb: UInt32(truncatingIfNeeded: rgb), opacity: opacity)
    }

    static let gain = Color(rgb: 0x30D158)
    static let loss = Color(rgb: 0xFF453A)
}

extension Double {
    /// A price with two decimals and the currency's symbol.
    func price(_ currency: String) -> String {
        formatted(.currency(code: currency).precision(.fractionLength(2)))
    }

    /// The change against `base` as a signed percentage: "+2.41%".
    func change(from base: Double) -> String {
        guard base != 0 else { return "—" }
        let percent = (self - base) / base * 100
        return (percent >= 0 ? "+" : "") + String(format: "%.2f%%", percent)
    }
}

extension PriceWatchAttributes.ContentState {
    var isUp: Bool { price >= open24h }

    /// The market line under the price. Statuses the app does not know are shown as paused.
    var marketNote: String {
        switch market {
        case "open": return "Live"
        case "halted": return "Trading halted"
        case "maintenance": return "Exchange maintenance"
        default: return "Updates paused"
        }
    }
}
