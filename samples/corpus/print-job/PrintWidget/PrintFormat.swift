//
//  PrintFormat.swift
//  LayerCakeWidget
//

import Foundation
import SwiftUI

enum PrintFormat {
    static func remaining(_ seconds: Int?) -> String {
        guard let seconds else { return "—" }
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = seconds >= 3600 ? [.hour, .minute] : [.minute, .second]
        formatter.unitsStyle = .abbreviated
        formatter.zeroFormattingBehavior = .dropLeading
        return formatter.string(from: TimeInterval(seconds)) ?? "\(seconds / 60)m"
    }

    static func fileSize(_ bytes: Int64) -> String {
        ByteCountFormatter.string(fromByteCount: bytes, countStyle: .file)
    }

    static func temperature(_ value: Double) -> String {
        "\(Int(value.rounded()))°"
    }
}

extension PrintJobAttributes.Material {
    var swatch: Color {
        switch self {
        case .pla: .mint
        case .petg: .cyan
        case .abs: .orange
        case .tpu: .pink
        }
    }
}

extension PrintJobAttributes.ContentState {
    var tint: Color {
        if needsAttention { return .red }
        if case .done = stage { return .green }
        return .orange
    }
}
