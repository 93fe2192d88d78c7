//
//  FerryStyle.swift
//  TidewaterWidget
//

import SwiftUI

/// The widget's colours and type, in one place so the island and the card agree.
enum FerryStyle {
    static let sea = Color(red: 0.11, green: 0.47, blue: 0.78)
    static let foam = Color(red: 0.78, green: 0.92, blue: 0.98)
    static let buoy = Color(red: 0.98, green: 0.45, blue: 0.18)
    static let card = Color(red: 0.04, green: 0.12, blue: 0.22)
    static let track = Color.white.opacity(0.2)

    static let title = Font.headline
    static let detail = Font.caption
    static let figure = Font.system(size: 22, weight: .semibold, design: .rounded)

    static func tint(for state: FerryCrossingAttributes.ContentState) -> Color {
        switch state.phase {
        case .cancelled: return .red
        case .underway where state.isDelayed: return buoy
        case .arrived: return .green
        default: return sea
        }
    }

    static func seaColor(_ sea: SeaState) -> Color {
        switch sea {
        case .calm, .slight: return foam
        case .moderate: return .yellow
        case .rough, .veryRough: return buoy
        }
    }
}
