//
//  AuctionStyle.swift
//  GavelWidget
//

import SwiftUI

extension Color {
    /// Gavel's brand colours are specified in hex by the design team.
    init(hex: UInt32) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255
        )
    }

    /// The asset catalog's gold: brighter in the dark appearance.
    static let gavelGold = Color("Brand/GavelGold")
    static let gavelInk = Color(hex: 0x14161C)
}

extension AuctionLotAttributes.ContentState.Standing {
    var color: Color {
        switch self {
        case .watching, .reserveNotMet: .secondary
        case .leading, .won: .green
        case .outbid, .lost: .red
        }
    }

    var badge: String {
        switch self {
        case .watching: "Watching"
        case .leading: "You're winning"
        case .outbid: "Outbid"
        case .won: "You won!"
        case .lost: "Sold"
        case .reserveNotMet: "Reserve not met"
        }
    }
}

/// Small rounded tag with a tinted fill, used for the standing.
struct TagStyle: ViewModifier {
    let color: Color

    func body(content: Content) -> some View {
        content
            .font(.caption2.weight(.bold))
            .textCase(.uppercase)
            .padding(.horizontal, 7)
            .padding(.vertical, 3)
            .foregroundStyle(color)
            .background(color.opacity(0.18))
            .cornerRadius(5)
    }
}

extension View {
    func standingTag(_ color: Color) -> some View { modifier(TagStyle(color: color)) }
}
