//
//  LineStyle.swift
//  PlatformWidget
//

import SwiftUI

extension TrainTripAttributes.Line {
    var color: Color {
        switch self {
        case .s1: return Color(red: 0.0, green: 0.55, blue: 0.32)
        case .s3: return Color(red: 0.85, green: 0.12, blue: 0.22)
        case .re7: return Color(uiColor: .systemTeal)
        case .airportExpress: return .purple
        }
    }
}

extension TrainTripAttributes.ContentState.Punctuality {
    var tint: Color {
        switch self {
        case .onTime: .green
        case .late(let minutes) where minutes < 5: .yellow
        case .late: .orange
        case .cancelled, .replacementBus: .red
        }
    }
}

/// The little rounded line badge ("S3"), white on the line's colour.
struct LineBadge: ViewModifier {
    let line: TrainTripAttributes.Line

    func body(content: Content) -> some View {
        content
            .font(.caption.weight(.heavy))
            .foregroundStyle(.white)
            .padding(.horizontal, 6)
            .padding(.vertical, 2)
            .background(line.color, in: RoundedRectangle(cornerRadius: 4))
    }
}

extension View {
    func lineBadge(_ line: TrainTripAttributes.Line) -> some View {
        modifier(LineBadge(line: line))
    }
}

extension Date {
    /// "08:42", the way departure boards print times.
    var boardTime: String {
        formatted(date: .omitted, time: .shortened)
    }
}
