//
//  ChargingPreviews.swift
//  VoltStopWidget
//

import SwiftUI
import WidgetKit

extension ChargingSessionAttributes {
    static var preview: ChargingSessionAttributes {
        ChargingSessionAttributes(
            sessionID: "S-48213",
            vehicleName: "Ioniq 5",
            station: Station(name: "Harbour Road Hub", operatorName: "VoltStop", stallNumber: 7, maxPowerKW: 350, connector: .ccs2),
            tariff: Tariff(pricePerKWhCents: 59, idleFeePerMinuteCents: 40, currencyCode: "EUR", graceMinutes: 5)
        )
    }
}

extension ChargingSessionAttributes.ContentState {
    static let rampingUp = Self(phase: .preparing, batteryPercent: 18, targetPercent: 80, energyAddedKWh: 0, costSoFarCents: 0, startedAt: .now, estimatedFullAt: nil, rangeAddedKm: nil)
    static let fast = Self(phase: .charging(powerKW: 212.5), batteryPercent: 46, targetPercent: 80, energyAddedKWh: 24.6, costSoFarCents: 1451, startedAt: .now.addingTimeInterval(-9 * 60), estimatedFullAt: .now.addingTimeInterval(14 * 60), rangeAddedKm: 160)
    static let tapering = Self(phase: .throttled(powerKW: 61, reason: "Battery warm"), batteryPercent: 74, targetPercent: 80, energyAddedKWh: 41.2, costSoFarCents: 2431, startedAt: .now.addingTimeInterval(-22 * 60), estimatedFullAt: .now.addingTimeInterval(4 * 60), rangeAddedKm: 268)
    static let done = Self(phase: .complete(at: .now.addingTimeInterval(-2 * 60)), batteryPercent: 80, targetPercent: 80, energyAddedKWh: 45.0, costSoFarCents: 2655, startedAt: .now.addingTimeInterval(-30 * 60), estimatedFullAt: nil, rangeAddedKm: 292)
}

#Preview("Lock screen", as: .content, using: ChargingSessionAttributes.preview) {
    ChargingLiveActivity()
} contentStates: {
    ChargingSessionAttributes.ContentState.rampingUp
    ChargingSessionAttributes.ContentState.fast
    ChargingSessionAttributes.ContentState.tapering
    ChargingSessionAttributes.ContentState.done
}
