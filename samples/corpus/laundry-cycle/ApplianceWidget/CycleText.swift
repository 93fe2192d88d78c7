//
//  CycleText.swift
//  HomelyWidget
//

import SwiftUI
import UIKit

extension WasherCycleAttributes.ContentState.Step {
    var title: String {
        switch self {
        case .filling: return "Filling"
        case .washing(let temperature): return "Washing at \(temperature)°"
        case let .rinsing(pass, total): return "Rinse \(pass) of \(total)"
        case .spinning(let rpm): return "Spinning \(rpm) rpm"
        case .finished: return "Ready to unload"
        case .fault(let code): return "Error \(code)"
        }
    }

    var symbol: String {
        switch self {
        case .filling: return "drop.fill"
        case .washing, .rinsing: return "washer.fill"
        case .spinning: return "tornado"
        case .finished: return "checkmark.circle.fill"
        case .fault: return "exclamationmark.triangle.fill"
        }
    }

    var tint: Color {
        switch self {
        case .finished: return Color(uiColor: .systemGreen)
        case .fault: return Color(uiColor: .systemRed)
        default: return Color(uiColor: .systemTeal)
        }
    }

    var isRunning: Bool {
        switch self {
        case .finished, .fault: return false
        default: return true
        }
    }
}

extension Date {
    /// "Done at 16:20" today, "Done tomorrow 07:10" after midnight.
    func doneText(relativeTo now: Date = .now) -> String {
        let time = formatted(date: .omitted, time: .shortened)
        return Calendar.current.isDate(self, inSameDayAs: now) ? "Done at \(time)" : "Done tomorrow \(time)"
    }
}

enum HomeBrand {
    /// The vendor name a white-label build sets in its Info.plist, or the app's own.
    static var vendor: String {
        (Bundle.main.infoDictionary?["HomelyVendorName"] as? String) ?? "Homely"
    }
}
