//
//  PrintJobAttributes.swift
//  LayerCake (shared)
//

import ActivityKit
import Foundation

/// A job on a home 3D printer, streamed from the printer's local API by the app.
struct PrintJobAttributes: ActivityAttributes {
    enum Material: String, Codable, Hashable {
        case pla = "PLA"
        case petg = "PETG"
        case abs = "ABS"
        case tpu = "TPU"
    }

    struct Printer: Codable, Hashable {
        var nickname: String
        var model: String
        var nozzleDiameter: Double
    }

    public struct ContentState: Codable, Hashable {
        enum Stage: Codable, Hashable {
            case heating(target: Int)
            case levelling
            case printing
            case paused(reason: PauseReason)
            case coolingDown
            case done
            case failed(code: String, message: String)
        }

        enum PauseReason: String, Codable, Hashable {
            case user
            case filamentRunout = "filament_runout"
            case doorOpen = "door_open"
            case spaghetti
        }

        struct Temperatures: Codable, Hashable {
            var nozzle: Double
            var nozzleTarget: Double
            var bed: Double
            var bedTarget: Double
        }

        var stage: Stage
        var layer: Int
        var totalLayers: Int
        var percent: Double
        var temperatures: Temperatures
        var startedAt: Date
        var remainingSeconds: Int?
        var filamentUsedGrams: Double
    }

    var jobName: String
    var fileBytes: Int64
    var material: Material
    var printer: Printer
}
