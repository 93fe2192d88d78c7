//
//  MatchStyle.swift
//  ScoresWidget
//

import SwiftUI

/// The scoreboard's colours and type.
enum MatchStyle {
    /// The league's red, #EF0107, around the island when a goal expands it.
    static let keyline = Color(red: 239 / 255, green: 1 / 255, blue: 7 / 255)
    static let live = Color.red
    static let headerFont = Font.system(size: 13, weight: .semibold)
    static let cardScoreFont = Font.system(size: 22, weight: .bold)
    static let islandScoreFont = Font.system(size: 28, weight: .bold)
    static let minimalFont = Font.system(size: 14, weight: .semibold)
}

extension Color {
    /// A kit colour sent as "#RRGGBB"; nil for anything else.
    init?(hex: String) {
        guard hex.hasPrefix("#"), hex.count == 7, let value = UInt32(hex.dropFirst(), radix: 16) else { return nil }
        self.init(
            red: Double((value >> 16) & 0xFF) / 255,
            green: Double((value >> 8) & 0xFF) / 255,
            blue: Double(value & 0xFF) / 255
        )
    }
}

extension MatchAttributes.Team {
    /// The kit colour, when the feed sends one the widget can read.
    var kit: Color? { Color(hex: color) }
}

extension View {
    /// Colours the view in a team's kit; without a readable kit colour it keeps the colour it has.
    @ViewBuilder
    func kitColor(_ color: Color?) -> some View {
        if let color {
            foregroundStyle(color)
        } else {
            self
        }
    }

    /// A score that rolls its digits when a goal changes it.
    func scoreDigits(_ font: Font) -> some View {
        self.font(font)
            .contentTransition(.numericText())
            .monospacedDigit()
    }
}
