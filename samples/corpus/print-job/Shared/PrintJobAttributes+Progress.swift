//
//  PrintJobAttributes+Progress.swift
//  LayerCake
//

import Foundation

extension PrintJobAttributes.ContentState {
    var needsAttention: Bool {
        switch stage {
        case .paused(let reason) where reason != .user: true
        case .failed: true
        default: false
        }
    }

    var fraction: Double { min(max(percent / 100, 0), 1) }

    var finishDate: Date? {
        remainingSeconds.map { Date.now.addingTimeInterval(TimeInterval($0)) }
    }

    var stageTitle: String {
        switch stage {
        case .heating(let target): return "Heating to \(target)°"
        case .levelling: return "Levelling bed"
        case .printing: return "Printing"
        case .paused(.user): return "Paused"
        case .paused(.filamentRunout): return "Out of filament"
        case .paused(.doorOpen): return "Door open"
        case .paused(.spaghetti): return "Print failure suspected"
        case .coolingDown: return "Cooling down"
        case .done: return "Finished"
        case let .failed(code, _): return "Failed (\(code))"
        }
    }

    var stageSymbol: String {
        switch stage {
        case .heating: "flame"
        case .levelling: "level"
        case .printing: "cube.transparent"
        case .paused: "pause.circle"
        case .coolingDown: "snowflake"
        case .done: "checkmark.circle.fill"
        case .failed: "xmark.octagon.fill"
        }
    }
}

extension PrintJobAttributes.ContentState.Temperatures {
    /// Within two degrees of the target counts as there.
    var nozzleReady: Bool { abs(nozzle - nozzleTarget) <= 2 }
    var bedReady: Bool { abs(bed - bedTarget) <= 2 }
}
