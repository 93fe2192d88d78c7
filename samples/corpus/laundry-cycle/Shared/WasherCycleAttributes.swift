//
//  WasherCycleAttributes.swift
//  Homely (shared)
//

import ActivityKit
import Foundation

/// A washing machine cycle started from the smart-home app.
struct WasherCycleAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        /// The machine's step; the door lock and the remaining time travel with each step.
        enum Step: Codable, Hashable {
            case filling
            case washing(temperature: Int)
            case rinsing(pass: Int, of: Int)
            case spinning(rpm: Int)
            case finished
            case fault(code: String)
        }

        var step: Step
        var endsAt: Date
        var doorLocked: Bool
        var detergentLow: Bool

        init(step: Step, endsAt: Date, doorLocked: Bool = true, detergentLow: Bool = false) {
            self.step = step
            self.endsAt = endsAt
            self.doorLocked = doorLocked
            self.detergentLow = detergentLow
        }
    }

    var applianceName: String
    var program: String
    var room: String
}
