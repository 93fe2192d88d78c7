//
//  DeviceViews.swift
//  HearthWidget
//

import AppIntents
import SwiftUI
import WidgetKit

/// Locks every door from the island without opening the app.
struct LockAllIntent: AppIntent {
    static var title: LocalizedStringResource = "Lock all doors"

    func perform() async throws -> some IntentResult { .result() }
}

extension HomeStatusAttributes.Device {
    var symbol: String {
        switch kind {
        case .lock: return isActive ? "lock.fill" : "lock.open.fill"
        case .garage: return isActive ? "door.garage.closed" : "door.garage.open"
        case .charger: return "bolt.car.fill"
        case .thermostat: return "thermometer.medium"
        case .camera: return "video.fill"
        }
    }

    /// Green for what is as it should be; orange for a door left open.
    var tint: Color {
        switch kind {
        case .lock, .garage: return isActive ? .green : .orange
        case .charger: return isActive ? .green : .gray
        default: return .blue
        }
    }

    var status: String {
        if let reading { return reading }
        switch kind {
        case .lock: return isActive ? "Locked" : "Unlocked"
        case .garage: return isActive ? "Closed" : "Open"
        case .charger: return isActive ? "Charging" : "Idle"
        case .thermostat, .camera: return isActive ? "On" : "Off"
        }
    }
}

/// A device: its symbol in a fixed tile, its name and what it reports.
struct DeviceRow: View {
    let device: HomeStatusAttributes.Device
    var tile: CGFloat = 34

    var body: some View {
        HStack(spacing: 10) {
            Image(systemName: device.symbol)
                .resizable()
                .scaledToFit()
                .padding(tile / 5)
                .frame(width: tile, height: tile)
                .foregroundStyle(device.tint)
                .background(device.tint.opacity(0.2), in: RoundedRectangle(cornerRadius: 8))
            Text(device.name)
                .font(.subheadline)
                .lineLimit(1)
            Spacer()
            Text(device.status)
                .font(.subheadline.bold())
                .foregroundStyle(device.tint)
                .privacySensitive(device.kind == .camera)
        }
    }
}

/// The car's charge as a bar filled to its percent.
struct CarChargeBar: View {
    let percent: Int

    var body: some View {
        ZStack(alignment: .leading) {
            Capsule()
                .fill(.quaternary)
            Capsule()
                .fill(LinearGradient(colors: [.green, .mint], startPoint: .leading, endPoint: .trailing))
                .frame(width: 120 * CGFloat(percent) / 100)
        }
        .frame(width: 120, height: 8)
    }
}
