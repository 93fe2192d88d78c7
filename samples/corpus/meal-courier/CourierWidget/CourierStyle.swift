//
//  CourierStyle.swift
//  ForkfulWidget
//

import SwiftUI

extension Color {
    /// Reads "#RRGGBB" (or "RRGGBB") the way the dispatch API sends brand colours; anything
    /// else is grey.
    init(hex: String) {
        let cleaned = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
        var value: UInt64 = 0
        Scanner(string: cleaned).scanHexInt64(&value)
        guard cleaned.count == 6 else {
            self = .gray
            return
        }
        let red = Double((value >> 16) & 0xFF) / 255
        let green = Double((value >> 8) & 0xFF) / 255
        let blue = Double(value & 0xFF) / 255
        self.init(red: red, green: green, blue: blue)
    }
}

extension CourierOrderAttributes.ContentState.Stage {
    /// The localised title of the stage; a stage this build does not know reads as a check.
    var title: String {
        switch self {
        case .confirmed: return NSLocalizedString("stage.confirmed", comment: "")
        case .preparing: return NSLocalizedString("stage.preparing", comment: "")
        case .pickedUp: return NSLocalizedString("stage.picked_up", comment: "")
        case .nearby: return NSLocalizedString("stage.nearby", comment: "")
        case .delivered: return NSLocalizedString("stage.delivered", comment: "")
        default: return NSLocalizedString("stage.unknown", comment: "")
        }
    }

    var symbol: String {
        switch self {
        case .confirmed: return "checkmark.circle"
        case .preparing: return "frying.pan"
        case .pickedUp, .nearby: return "bicycle"
        case .delivered: return "bag.fill"
        default: return "questionmark.circle"
        }
    }

    var isOnTheRoad: Bool { self == .pickedUp || self == .nearby }
}

/// The minutes left as the strings file spells them ("12 min").
func etaText(_ minutes: Int) -> String {
    String(format: NSLocalizedString("eta.minutes", comment: ""), max(minutes, 0))
}
