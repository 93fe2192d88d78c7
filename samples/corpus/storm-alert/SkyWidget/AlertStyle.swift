//
//  AlertStyle.swift
//  NimbusWidget
//

import SwiftUI

extension StormAlertAttributes.ContentState.Level {
    var title: String {
        switch self {
        case .advisory: return "Advisory"
        case .watch: return "Watch"
        case .warning: return "Warning"
        case .emergency: return "Emergency"
        }
    }

    var color: Color {
        switch self {
        case .advisory: return .yellow
        case .watch: return .orange
        case .warning: return .red
        case .emergency: return .purple
        }
    }

    var symbol: String {
        switch self {
        case .advisory: return "exclamationmark.circle"
        case .watch: return "eye.fill"
        case .warning, .emergency: return "exclamationmark.triangle.fill"
        }
    }

    /// The band behind the lock screen's title, darker as the level rises.
    var band: LinearGradient {
        LinearGradient(colors: [color, color.opacity(0.4)], startPoint: .leading, endPoint: .trailing)
    }
}

enum GustScale {
    /// Gusts the gauge reads up to, in km/h: past 150 is off the scale.
    static let range: ClosedRange<Double> = 0...150

    /// "88 km/h", no decimals.
    static func text(_ kmh: Double) -> String {
        "\(Int(kmh.rounded())) km/h"
    }
}
