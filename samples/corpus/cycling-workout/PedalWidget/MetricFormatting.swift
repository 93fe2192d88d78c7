//
//  MetricFormatting.swift
//  CadenceWidget
//

import SwiftUI

/// Watts as the head unit shows them. The trainer's `UInt32` and the app's `Int` both reach here.
enum Metric {
    static func watts(_ value: Int) -> String {
        "\(value) W"
    }

    static func watts(_ value: UInt32) -> String {
        watts(Int(value))
    }

    /// "1:05:09" or "12:04".
    static func elapsed(_ seconds: Int) -> String {
        let hours = seconds / 3600
        let minutes = seconds / 60 % 60
        let rest = seconds % 60
        return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
    }
}

/// Keeps a share between 0 and 1, and offers its percentage as its projected value (`$share`).
@propertyWrapper
struct UnitShare {
    private var value: Double

    init(wrappedValue: Double) {
        value = min(max(wrappedValue, 0), 1)
    }

    var wrappedValue: Double {
        get { value }
        set { value = min(max(newValue, 0), 1) }
    }

    var projectedValue: Int { Int((value * 100).rounded()) }
}

extension CyclingWorkoutAttributes.ContentState.Zone {
    var color: Color {
        switch self {
        case .recovery: return .gray
        case .endurance: return .blue
        case .tempo: return .green
        case .threshold: return .yellow
        case .vo2max: return .orange
        default: return .red
        }
    }

    var name: String { "Z\(rawValue)" }
}

/// Whether the views are drawn for the small island, so they can drop their units.
private struct CompactMetricsKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    var compactMetrics: Bool {
        get { self[CompactMetricsKey.self] }
        set { self[CompactMetricsKey.self] = newValue }
    }
}
